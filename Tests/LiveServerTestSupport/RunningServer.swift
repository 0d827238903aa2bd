#if LiveServer
  import Foundation
  import Hummingbird
  import HummingbirdTesting
  import NIOCore
  import ServiceLifecycle

  @_spi(LiveScreen) import ComposableLiveServer

  /// Runs `server` on the port it binds for `body`, with a client that talks to it, then shuts
  /// the server down gracefully and waits for it to stop.
  ///
  /// The server runs as it does in production (``LiveApplication``), not inside HummingbirdTesting's
  /// application wrapper, which would run Hummingbird's date-cache service with it.
  public func withRunningServer<Value: Sendable>(
    _ server: LiveServer, _ body: @Sendable (LiveTestClient) async throws -> Value
  ) async throws -> Value {
    let (ports, portContinuation) = AsyncStream.makeStream(of: Int.self)
    let application = server.makeApplication { port in portContinuation.yield(port) }
    let group = ServiceGroup(configuration: .init(services: [application], logger: server.logger))
    return try await withThrowingTaskGroup(of: Void.self) { tasks in
      tasks.addTask { try await group.run() }
      var iterator = ports.makeAsyncIterator()
      guard let port = await iterator.next() else {
        throw CancellationError()
      }
      let client = TestClient(
        host: "localhost", port: port, configuration: .init(timeout: .seconds(20)))
      client.connect()
      let result: Result<Value, any Error>
      do {
        result = .success(try await body(LiveTestClient(client: client, port: port)))
      } catch {
        result = .failure(error)
      }
      try? await client.shutdown()
      await group.triggerGracefulShutdown()
      try await tasks.waitForAll()
      return try result.get()
    }
  }

  /// A client of a server that ``withRunningServer(_:_:)`` runs.
  public struct LiveTestClient: Sendable {
    let client: TestClient
    /// The port the server bound.
    public let port: Int?

    /// Sends a request and gives `check` the answer.
    public func execute<Return>(
      uri: String, method: HTTPRequest.Method, headers: HTTPFields = [:], body: ByteBuffer? = nil,
      _ check: (LiveTestResponse) async throws -> Return
    ) async throws -> Return {
      var headers = headers
      headers[.connection] = "keep-alive"
      let response = try await self.client.execute(
        TestClient.Request(
          uri, method: method, authority: "localhost", headers: headers, body: body))
      return try await check(
        LiveTestResponse(head: response.head, body: response.body ?? ByteBuffer()))
    }
  }

  /// An answer of the server.
  public struct LiveTestResponse: Sendable {
    /// The status line and headers.
    public let head: HTTPResponse
    /// The body.
    public let body: ByteBuffer
    /// The status.
    public var status: HTTPResponse.Status { self.head.status }
    /// The headers.
    public var headers: HTTPFields { self.head.headerFields }
  }
#endif
