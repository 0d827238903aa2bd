#if LiveServer
  import HummingbirdTesting
  import Logging

  @_spi(LiveScreen) import ComposableLiveServer
  import LiveServerTestSupport

  /// Runs ``DemoView`` on a live in-process server, served as apps are (a store per tab over one
  /// shared board), and `body` with its address and the tabs' stores.
  func withDemoServer(
    configuration: LiveServerConfiguration = LiveServerConfiguration(),
    _ body: @escaping @Sendable (_ address: String, _ tabs: DemoTabs) async throws -> Void
  ) async throws {
    let tabs = await DemoTabs()
    var logger = Logger(label: "tca.live-server.browser-test")
    logger.logLevel = .warning
    let server = LiveServer(
      host: "127.0.0.1", port: 0, configuration: configuration, logger: logger
    ) {
      tabs.makeView()
    }
    try await withRunningServer(server) { client in
      guard let port = client.port else { throw BrowserFailure("the test server has no port") }
      try await body("http://127.0.0.1:\(port)/", tabs)
    }
  }
#endif
