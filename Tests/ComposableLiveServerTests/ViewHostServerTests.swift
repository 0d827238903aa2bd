#if LiveServer
  import ComposableArchitecture
  import ComposableViews
  import Foundation
  import HummingbirdTesting
  import Logging
  import Testing

  @testable @_spi(LiveScreen) import ComposableLiveServer
  import LiveServerTestSupport
  import TestSupport

  /// The server with real views: a `Store` per tab behind a `ViewHost`.
  @Suite struct ViewHostServerTests {
    @Test func aRealViewIsServedAndItsEventsReachTheStore() async throws {
      try await withViewServer { client, _ in
        try await client.execute(uri: "/assets/tca.css", method: .get) { response in
          #expect(String(buffer: response.body) == ViewStyle.stylesheet + StatusBanner.stylesheet)
        }
        let (session, html) = try await openPage(client)
        #expect(html.contains("Count: 0"))
        let increment = try #require(RenderedHTML(html).buttonID("Increment"))
        let field = try #require(RenderedHTML(html).fieldID(placeholder: "Name"))
        let socket = await LiveSocket.open(client, query: socketQuery(session))
        _ = try await socket.next()
        await socket.send("click", increment)
        let reply = try #require(try await socket.next())
        #expect(reply.outcome == "handled")
        #expect(reply.patches?.contains { $0.html.contains("Count: 1") } == true)
        await socket.send("input", field, value: "Blob")
        let typed = try #require(try await socket.next())
        #expect(typed.ack == 2)
        #expect(typed.patches?.contains { $0.html.contains("Hello, Blob!") } == true)
        await socket.send("submit", field)
        let added = try #require(try await socket.next())
        #expect(added.outcome == "handled")
        #expect(added.patches?.contains { $0.html.contains("Blob") } == true)
        await socket.close()
      }
    }

    @Test func aClosedTabReleasesItsStoreAndCancelsItsTimer() async throws {
      try await withViewServer { client, tabs in
        let (session, html) = try await openPage(client)
        let start = try #require(RenderedHTML(html).buttonID("Start"))
        let socket = await LiveSocket.open(client, query: socketQuery(session))
        _ = try await socket.next()
        await socket.send("click", start)
        _ = try await socket.next { message in
          message.patches?.contains { $0.html.contains("Ticks: 2") } == true
        }
        await socket.send("leave", "")
        try await eventually("the store is released") { tabs.alive == 0 }
        _ = try await socket.closeFrame()
      }
    }
  }

  /// Stores made by a test server, held weakly.
  /// Runs `body` against a live server of ``DemoView``s, each tab with a store of its own.
  func withViewServer(
    _ body: @escaping @Sendable (LiveTestClient, DemoTabs) async throws -> Void
  ) async throws {
    let tabs = await DemoTabs(recording: false)
    var logger = Logger(label: "tca.live-server.test")
    logger.logLevel = .warning
    let server = LiveServer(host: "127.0.0.1", port: 0, logger: logger) {
      tabs.makeView()
    }
    try await withRunningServer(server) { client in
      try await body(client, tabs)
    }
  }
#endif
