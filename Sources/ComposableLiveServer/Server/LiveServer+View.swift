#if LiveServer
  import ComposableViews
  import Logging

  extension LiveServer {
    /// A server whose every new tab gets the view `content` builds (on the main actor), usually a
    /// root view over a new `Store`.
    ///
    /// ```swift
    /// try await LiveServer(port: 8080) {
    ///   CounterView(store: Store(initialState: Counter.State()) { Counter() })
    /// }
    /// .run()
    /// ```
    public init<Content: View>(
      host: String = "127.0.0.1",
      port: Int = 8080,
      configuration: LiveServerConfiguration = LiveServerConfiguration(),
      logger: Logger = Logger(label: "tca.live-server"),
      content: @escaping @MainActor @Sendable () -> Content
    ) {
      self.init(
        host: host, port: port, configuration: configuration, logger: logger,
        stylesheet: ViewStyle.stylesheet
      ) { _ in ViewHost.served(content()) }
    }

    /// A server whose every new tab gets the view `content` builds for the page's address: a
    /// session rebuilt after its grace period starts from what the address says.
    public init<Content: View>(
      host: String = "127.0.0.1",
      port: Int = 8080,
      configuration: LiveServerConfiguration = LiveServerConfiguration(),
      logger: Logger = Logger(label: "tca.live-server"),
      content: @escaping @MainActor @Sendable (LiveRequest) -> Content
    ) {
      self.init(
        host: host, port: port, configuration: configuration, logger: logger,
        stylesheet: ViewStyle.stylesheet
      ) { request in ViewHost.served(content(request)) }
    }
  }
#endif
