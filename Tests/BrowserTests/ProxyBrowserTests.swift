#if LiveServer
  import Foundation
  import HummingbirdTesting
  import Logging
  import Testing

  @_spi(LiveScreen) import ComposableLiveServer
  import LiveServerTestSupport

  /// Two servers behind Debian's nginx on loopback, routing sockets by the node name in front of
  /// session ids (Docs/LiveServer.md): a tab keeps its session across a reconnect.
  @Suite(
    .enabled(if: ProxyEnvironment.isEnabled, Comment(rawValue: ProxyEnvironment.skipMessage)),
    .serialized
  )
  struct ProxyBrowserTests {
    @Test func aTabKeepsItsSessionAcrossAReconnectThroughTheProxy() async throws {
      try await withNodes { firstPort, secondPort in
        try await withNginx(routingTo: ["a": firstPort, "b": secondPort]) { address in
          try await withBrowser("proxy") { browser in
            var nodes: Set<String> = []
            var previousNode: String?
            var shiftTurn = false
            // Page loads are spread over both servers; every tab's socket reaches its own.
            for _ in 0..<4 {
              if shiftTurn {
                // nginx takes turns per request, and a page load makes an even or odd number of
                // them: one more plain request when the last page came from the same server
                // sends the next page load to the other.
                _ = try await browser.execute(
                  "var r = new XMLHttpRequest(); r.open('GET', '/', false); r.send(); return r.status;"
                )
              }
              try await browser.open(address)
              let session = try #require(
                try await browser.execute("return window.tcaLive.session;") as? String)
              let node = String(session.prefix { $0 != "." })
              shiftTurn = node == previousNode
              previousNode = node
              nodes.insert(node)
              let increment = try await browser.buttonID("Increment")
              try await browser.click(increment)
              try await browser.waitForText("Count: 1")
              try await browser.execute("window.tcaLive.drop();")
              try await browser.waitUntil("the socket is back", "return window.tcaLive.connected;")
              #expect(
                try await browser.execute("return window.tcaLive.session;") as? String == session)
              try await browser.click(increment)
              try await browser.waitForText("Count: 2")
            }
            #expect(nodes == ["a", "b"])
          }
        }
      }
    }
  }

  /// Runs two demo servers (``DemoView`` as apps are served), nodes `a` and `b`, and `body`
  /// with their ports.
  private func withNodes(_ body: @escaping @Sendable (Int, Int) async throws -> Void) async throws {
    func server(_ node: String) async -> LiveServer {
      var configuration = LiveServerConfiguration()
      configuration.nodeName = node
      var logger = Logger(label: "tca.live-server.\(node)")
      logger.logLevel = .warning
      let tabs = await DemoTabs(recording: false)
      return LiveServer(
        host: "127.0.0.1", port: 0, configuration: configuration, logger: logger
      ) {
        tabs.makeView()
      }
    }
    let a = await server("a")
    let b = await server("b")
    try await withRunningServer(a) { first in
      try await withRunningServer(b) { second in
        guard let firstPort = first.port, let secondPort = second.port else {
          throw BrowserFailure("the servers have no ports")
        }
        try await body(firstPort, secondPort)
      }
    }
  }
#endif
