#if LiveServer
  import Hummingbird
  import HummingbirdCore
  import HummingbirdWebSocket
  import Logging
  import NIOCore
  import NIOHTTP1
  import NIOPosix
  import ServiceLifecycle

  /// A ``LiveServer`` ready to run: Hummingbird's HTTP/1 server with the WebSocket upgrade, serving
  /// the server's routes, and ending every session when it shuts down.
  ///
  /// It runs the HTTP server itself rather than through Hummingbird's `Application`, which also
  /// runs a date-cache service: a one-second timer merged with the graceful-shutdown signal by
  /// swift-async-algorithms' `merge`, whose version 1.1.4 (the one this package resolves) can
  /// deadlock a thread of the cooperative pool when it is shut down
  /// (apple/swift-async-algorithms#430). This server writes its `Date` header as it answers
  /// (``HTTPDateHeader``), so nothing in it uses `merge`.
  @_spi(LiveScreen)
  public struct LiveApplication: Service {
    let responder: RouterResponder<LiveRequestContext>
    /// Hummingbird's HTTP/1 server with the WebSocket upgrade, which the router answers.
    let builder: HTTPServerBuilder
    let server: ServerConfiguration
    let services: [any Service]
    let logger: Logger
    let onServerRunning: @Sendable (any Channel) async -> Void
    let registry: SessionRegistry

    /// The number of sessions the server holds now (connected, or waiting for their socket).
    public func sessionCount() async -> Int {
      await self.registry.count
    }

    /// Runs the server until it is cancelled or shut down gracefully.
    public func run() async throws {
      let responder = self.responder
      let logger = self.logger
      let server = try self.builder.buildServer(
        configuration: self.server, eventLoopGroup: MultiThreadedEventLoopGroup.singleton,
        logger: logger,
        responder: { request, responseWriter, channel in
          let context = LiveRequestContext(
            source: ApplicationRequestContextSource(channel: channel, logger: logger))
          var response: Response
          do {
            response = try await responder.respond(to: request, context: context)
          } catch let error as HTTPParserError {
            throw error
          } catch {
            // The router answers the errors it knows; anything else is a failure of ours.
            logger.error("A request failed: \(error)")
            response = Response(status: .internalServerError)
          }
          response.headers[.date] = HTTPDateHeader.now
          response.headers[.server] = "ComposableLiveServer"
          do {
            try await responseWriter.write(response: response.head, body: response.body)
          } catch is HTTPParserError {
            // The request broke off while the answer was written: the connection closes (a
            // parser error would make the channel answer again).
            throw ResponseAbandoned()
          }
        },
        onServerRunning: self.onServerRunning)
      let group = ServiceGroup(
        configuration: .init(services: self.services + [server], logger: self.logger))
      try await group.run()
    }

    /// Runs the server until the process gets `SIGTERM` or `SIGINT`, then shuts it down
    /// gracefully.
    public func runService() async throws {
      let group = ServiceGroup(
        configuration: .init(
          services: [self], gracefulShutdownSignals: [.sigterm, .sigint], logger: self.logger))
      try await group.run()
    }
  }

  /// An answer not finished because its request broke off.
  struct ResponseAbandoned: Error {}
#endif
