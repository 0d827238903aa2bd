#if LiveServer
  import HummingbirdTesting
  import Logging

  @_spi(LiveScreen) import ComposableLiveServer
  @_spi(LiveScreen) import LiveServerTestSupport

  /// The demo screens a server made, held weakly.
  @MainActor
  final class DemoScreens {
    private var screens: [() -> DemoScreen?] = []
    func record(_ screen: DemoScreen) { self.screens.append { [weak screen] in screen } }
    /// How many of them are still alive.
    var alive: Int { self.screens.count { $0() != nil } }
  }

  /// Runs the demo screen on a live in-process server and `body` with its address.
  func withDemoServer(
    configuration: LiveServerConfiguration = LiveServerConfiguration(),
    _ body: @escaping @Sendable (_ address: String, _ screens: DemoScreens) async throws -> Void
  ) async throws {
    let screens = await DemoScreens()
    let board = await MainActor.run { SharedBoard() }
    var logger = Logger(label: "tca.live-server.browser-test")
    logger.logLevel = .warning
    let server = LiveServer(
      host: "127.0.0.1", port: 0, configuration: configuration, logger: logger,
      stylesheet: demoStylesheet
    ) { _ in
      let screen = DemoScreen(board: board)
      screens.record(screen)
      return screen
    }
    try await withRunningServer(server) { client in
      guard let port = client.port else { throw BrowserFailure("the test server has no port") }
      try await body("http://127.0.0.1:\(port)/", screens)
    }
  }

  /// Enough style to read the screenshots.
  let demoStylesheet = """
    tca-view { display: contents; }
    body { font: 16px system-ui, sans-serif; margin: 2rem; }
    dialog[open] { border: 2px solid #333; padding: 1rem; }
    #tca-status { background: #fe8; padding: .5rem; }
    button { margin: .25rem; }
    """
#endif
