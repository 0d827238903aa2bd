#if LiveServer
  import Foundation
  import HummingbirdTesting
  import LiveServerTestSupport
  import Logging

  @testable @_spi(LiveScreen) import ComposableLiveServer

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

  /// Runs `body` against a live in-process server of ``DemoView``s, served as apps are: each tab
  /// gets its own store over one shared board, and `tabs` records the stores.
  func withTestServer(
    configuration: LiveServerConfiguration = LiveServerConfiguration(),
    logs: LogCapture? = nil,
    tabs given: DemoTabs? = nil,
    _ body: @escaping @Sendable (LiveTestClient, DemoTabs) async throws -> Void
  ) async throws {
    let tabs: DemoTabs
    if let given { tabs = given } else { tabs = await DemoTabs() }
    var logger = Logger(label: "tca.live-server.test") { label in
      if let logs { return logs.handler(label: label) }
      return SwiftLogNoOpLogHandler()
    }
    logger.logLevel = .debug
    let server = LiveServer(
      host: "127.0.0.1", port: 0, configuration: configuration, logger: logger
    ) {
      tabs.makeView()
    }
    try await withRunningServer(server) { client in
      try await body(client, tabs)
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

  /// Fetches the page and returns its session id and the ids of its controls.
  func openDemo(_ client: LiveTestClient) async throws -> (session: String, ids: DemoIDs) {
    let (session, html) = try await openPage(client)
    return (session, try DemoIDs(page: html))
  }

  /// The query of a page's socket.
  func socketQuery(_ session: String) -> String {
    "v=1&session=\(session)&path=/"
  }
#endif
