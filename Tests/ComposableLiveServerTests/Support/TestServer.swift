#if LiveServer
  import Foundation
  import HummingbirdTesting
  @_spi(LiveScreen) import LiveServerTestSupport
  import Logging

  @testable @_spi(LiveScreen) import ComposableLiveServer

  /// The demo screens a test server made, held weakly, so that tests can look at their state and
  /// see them released.
  @MainActor
  final class ScreenLog {
    private var entries: [Entry] = []
    private struct Entry {
      weak var screen: DemoScreen?
      weak var model: DemoModel?
    }

    func record(_ screen: DemoScreen) {
      self.entries.append(Entry(screen: screen, model: screen.model))
    }

    /// Every screen made, in order (nil once released).
    var screens: [DemoScreen?] { self.entries.map(\.screen) }
    /// Their models (nil once released).
    var models: [DemoModel?] { self.entries.map(\.model) }
    /// How many screens were made.
    var count: Int { self.entries.count }
  }

  /// Log lines a test server wrote.
  final class LogCapture: Sendable {
    // A lock guards the lines: log handlers are called from any thread.
    private let lines = LockedLines()

    var messages: [String] { self.lines.all }

    func handler(label: String) -> some LogHandler {
      CapturingHandler(lines: self.lines)
    }

    private struct CapturingHandler: LogHandler {
      let lines: LockedLines
      var metadata: Logger.Metadata = [:]
      var logLevel: Logger.Level = .debug
      subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { self.metadata[key] }
        set { self.metadata[key] = newValue }
      }
      func log(event: LogEvent) {
        self.lines.append("\(event.level): \(event.message)")
      }
    }
  }

  /// Lines behind a lock.
  final class LockedLines: @unchecked Sendable {
    // @unchecked: every access to `lines` holds `lock`.
    private let lock = NSLock()
    private var lines: [String] = []
    func append(_ line: String) { self.lock.withLock { self.lines.append(line) } }
    var all: [String] { self.lock.withLock { self.lines } }
  }

  /// Runs `body` against a live in-process server of demo screens over `board`.
  func withTestServer(
    configuration: LiveServerConfiguration = LiveServerConfiguration(),
    board: SharedBoard? = nil,
    logs: LogCapture? = nil,
    screens given: ScreenLog? = nil,
    _ body: @escaping @Sendable (LiveTestClient, ScreenLog) async throws -> Void
  ) async throws {
    let screens: ScreenLog
    if let given { screens = given } else { screens = await ScreenLog() }
    let board = await MainActor.run { board ?? SharedBoard() }
    var logger = Logger(label: "tca.live-server.test") { label in
      if let logs { return logs.handler(label: label) }
      return SwiftLogNoOpLogHandler()
    }
    logger.logLevel = .debug
    let server = LiveServer(
      host: "127.0.0.1", port: 0, configuration: configuration, logger: logger,
      stylesheet: "/* test */"
    ) { _ in
      let screen = DemoScreen(board: board)
      screens.record(screen)
      return screen
    }
    try await withRunningServer(server) { client in
      try await body(client, screens)
    }
  }

  /// Fetches the page and returns its session id and HTML.
  func openPage(_ client: LiveTestClient) async throws -> (session: String, html: String) {
    let html = try await client.execute(uri: "/", method: .get) { response in
      String(buffer: response.body)
    }
    guard let range = html.range(of: "data-tca-session=\"") else {
      throw TestFailure("the page has no session id")
    }
    let rest = html[range.upperBound...]
    return (String(rest.prefix { $0 != "\"" }), html)
  }

  /// The query of a page's socket.
  func socketQuery(_ session: String) -> String {
    "v=1&session=\(session)&path=/"
  }
#endif
