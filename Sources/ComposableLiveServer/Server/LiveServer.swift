#if LiveServer
  import ComposableViews
  import Hummingbird
  import HummingbirdCore
  import HummingbirdWebSocket
  import IssueReporting
  import Logging
  import NIOCore
  import ServiceLifecycle

  /// Serves a live app: each browser tab gets its own store, its screen rendered as HTML, and the
  /// person's clicks and typing sent back over a WebSocket that patches the page.
  ///
  /// ```swift
  /// try await LiveServer(port: 8080) {
  ///   AppView(store: Store(initialState: AppFeature.State()) { AppFeature() })
  /// }
  /// .run()
  /// ```
  public struct LiveServer: Sendable {
    /// The address the server binds; `127.0.0.1` unless said otherwise.
    public var host: String
    /// The port the server binds; 0 picks a free one.
    public var port: Int
    /// Sessions, limits and origins.
    public var configuration: LiveServerConfiguration
    /// Where the server logs (swift-log).
    public var logger: Logger
    let stylesheet: String
    let makeScreen: @MainActor @Sendable (LiveRequest) -> ViewHost

    /// A server whose tabs each get the screen `makeScreen` builds for the page's address.
    @_spi(LiveScreen)
    public init(
      host: String = "127.0.0.1",
      port: Int = 8080,
      configuration: LiveServerConfiguration = LiveServerConfiguration(),
      logger: Logger = Logger(label: "tca.live-server"),
      stylesheet: String,
      screen makeScreen: @escaping @MainActor @Sendable (LiveRequest) -> ViewHost
    ) {
      self.host = host
      self.port = port
      self.configuration = configuration
      self.logger = logger
      self.stylesheet = stylesheet
      self.makeScreen = makeScreen
    }

    /// Serves until the process gets SIGINT or SIGTERM, then closes every tab's session (their
    /// stores are released and their effects cancelled) and returns.
    public func run() async throws {
      let app = self.makeApplication()
      try await app.runService()
    }

    /// The server behind ``run()``, ready to run: tests and the load tool run it as a service.
    /// `onRunning` gets the port it bound.
    @_spi(LiveScreen)
    public func makeApplication(
      onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> LiveApplication {
      var configuration = self.configuration
      if configuration.heartbeatTimeout <= .zero {
        reportIssue(
          """
          LiveServerConfiguration.heartbeatTimeout is \(configuration.heartbeatTimeout): every \
          socket would be closed as soon as it opened. Give it a positive duration (pages send a \
          heartbeat every third of it); the server uses the default, 90 seconds.
          """
        )
        configuration.heartbeatTimeout = LiveServerConfiguration().heartbeatTimeout
      }
      let refusals = RefusalLog(interval: configuration.refusalLogInterval, logger: self.logger)
      let registry = SessionRegistry(
        configuration: configuration, logger: self.logger, refusals: refusals,
        makeScreen: self.makeScreen)
      var allowedHosts = configuration.allowedHosts
      if !["0.0.0.0", "::", "[::]"].contains(self.host) {
        // The address it binds is one a person may type (`192.168.1.20`, `[fe80::1]`).
        allowedHosts.insert(self.host.contains(":") ? "[\(self.host)]" : self.host)
      }
      let routes = LiveRoutes(
        registry: registry, configuration: configuration,
        assets: Assets(stylesheet: self.stylesheet), logger: self.logger, refusals: refusals,
        allowedHosts: allowedHosts)
      let limits = RequestHeadGuard.Limits(
        maxRequestLineBytes: configuration.maxRequestLineBytes,
        maxHeaderBytes: configuration.maxHeaderBytes,
        maxHeaderCount: configuration.maxHeaderCount,
        headerReadTimeout: TimeAmount(configuration.headerReadTimeout),
        idleTimeout: TimeAmount(configuration.idleConnectionTimeout))
      let host = self.host
      let logger = self.logger
      let router = routes.router()
      // One responder answers pages and assets and decides socket upgrades.
      let routerResponder = router.buildResponder()
      let maxFrameBytes = routes.maxFrameBytes
      return LiveApplication(
        responder: routerResponder,
        builder: HTTPServerBuilder { responder in
          HeadGuardedChannel(
            base: SmallReadBuffers(
              base: HTTP1WebSocketUpgradeChannel(
                responder: responder, webSocketResponder: routerResponder,
                // No ping task per socket: the page's heartbeat and the registry's one timer
                // find sockets whose page went away (SessionRegistry).
                // A page that does not answer a close within 5 s is dropped (Hummingbird waits
                // 15).
                configuration: .init(
                  ws: .init(
                    maxFrameSize: maxFrameBytes, autoPing: .disabled,
                    closeTimeout: .seconds(5))))),
            limits: limits, refusals: refusals)
        },
        server: ServerConfiguration(
          address: .hostname(self.host, port: self.port), serverName: "ComposableLiveServer"),
        services: [SessionShutdown(registry: registry, refusals: refusals)],
        // Hummingbird adds a request id to a copy of this logger for every connection: kept as
        // a list, it costs an idle socket little (see `ListMetadataLogHandler`).
        logger: self.logger.keepingMetadataAsList,
        onServerRunning: { channel in
          let port = channel.localAddress?.port ?? 0
          logger.info("Serving live pages at http://\(host):\(port)/")
          await onRunning(port)
        },
        registry: registry
      )
    }
  }

  /// Ends every session when the server shuts down gracefully.
  struct SessionShutdown: Service {
    let registry: SessionRegistry
    let refusals: RefusalLog

    func run() async throws {
      // Waits for the shutdown signal; cancellation means the same.
      try? await gracefulShutdown()
      await self.registry.endAll(reason: "the server is shutting down")
      self.refusals.flush()
    }
  }
#endif
