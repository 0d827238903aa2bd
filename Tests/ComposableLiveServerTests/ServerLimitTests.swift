#if LiveServer
  import Foundation
  import HummingbirdTesting
  import LiveServerTestSupport
  import TestSupport
  import Testing

  @testable @_spi(LiveScreen) import ComposableLiveServer

  /// The server as an attacker or a broken client meets it over plain TCP: every request gets an
  /// answer or a close, and nothing a client sends makes it hold more than its limits.
  @Suite struct ServerLimitTests {
    /// A request for `target` naming `host`, that asks the server to close after answering.
    func request(_ target: String = "/", host: String, extra: String = "") -> String {
      "GET \(target) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\(extra)\r\n"
    }

    /// A WebSocket upgrade of `/live` naming `host`, from a page of `origin`.
    func upgrade(host: String, origin: String) -> String {
      """
      GET /live?v=1&session=x&path=/ HTTP/1.1\r
      Host: \(host)\r
      Origin: \(origin)\r
      Upgrade: websocket\r
      Connection: Upgrade\r
      Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r
      Sec-WebSocket-Version: 13\r
      \r

      """
    }

    @Test func aRequestNamingAnotherHostIsRefused() async throws {
      try await withTestServer { client, tabs in
        let port = try #require(client.port)
        let foreign = try await RawConnection.exchange(
          port: port, sending: self.request(host: "evil.example:\(port)"))
        #expect(RawConnection.status(of: foreign) == 421)
        // A socket whose Host and Origin are both the other site's (DNS rebinding) is not
        // upgraded either.
        let socket = try await RawConnection.exchange(
          port: port,
          sending: self.upgrade(host: "evil.example", origin: "http://evil.example"),
          deadline: .seconds(5))
        #expect(!(RawConnection.status(of: socket) == 101))
        #expect(await tabs.count == 0)
        // The names of this machine are served.
        for host in ["localhost:\(port)", "127.0.0.1:\(port)", "LOCALHOST", "[::1]:\(port)"] {
          let own = try await RawConnection.exchange(port: port, sending: self.request(host: host))
          #expect(RawConnection.status(of: own) == 200, "\(host)")
        }
      }
    }

    @Test func configuredHostNamesAreServed() async throws {
      var configuration = LiveServerConfiguration()
      configuration.allowedHosts = ["tca.example"]
      try await withTestServer(configuration: configuration) { client, _ in
        let port = try #require(client.port)
        let named = try await RawConnection.exchange(
          port: port, sending: self.request(host: "tca.example:\(port)"))
        #expect(RawConnection.status(of: named) == 200)
        let other = try await RawConnection.exchange(
          port: port, sending: self.request(host: "localhost:\(port)"))
        #expect(RawConnection.status(of: other) == 421)
      }
    }

    @Test func anOverlongURLIsAnswered414() async throws {
      try await withTestServer { client, tabs in
        let port = try #require(client.port)
        for size in [9 * 1024, 100 * 1024, 1024 * 1024] {
          let target = "/?q=" + String(repeating: "a", count: size)
          let outcome = try await RawConnection.exchange(
            port: port, sending: self.request(target, host: "localhost"))
          #expect(RawConnection.status(of: outcome) == 414, "\(size) bytes")
        }
        #expect(await tabs.count == 0)
      }
    }

    @Test func oversizedOrTooManyHeadersAreAnswered431() async throws {
      try await withTestServer { client, _ in
        let port = try #require(client.port)
        let big = "X-Big: " + String(repeating: "b", count: 100 * 1024) + "\r\n"
        let outcome = try await RawConnection.exchange(
          port: port, sending: self.request(host: "localhost", extra: big))
        #expect(RawConnection.status(of: outcome) == 431)
        let many = (0..<10_000).map { "X-H\($0): 1\r\n" }.joined()
        let counted = try await RawConnection.exchange(
          port: port, sending: self.request(host: "localhost", extra: many))
        #expect(RawConnection.status(of: counted) == 431)
      }
    }

    @Test func aConnectionThatSendsNoWholeRequestIsClosed() async throws {
      var configuration = LiveServerConfiguration()
      configuration.headerReadTimeout = .milliseconds(300)
      configuration.idleConnectionTimeout = .milliseconds(300)
      try await withTestServer(configuration: configuration) { client, _ in
        let port = try #require(client.port)
        // Nothing at all, half a request line, and headers that never end.
        for sent in [nil, "GET / HT", "GET / HTTP/1.1\r\nHost: localhost\r\n"] {
          let outcome = try await RawConnection.exchange(
            port: port, sending: sent, deadline: .seconds(10))
          #expect(outcome == .closed(""), "\(sent ?? "nothing")")
        }
        // A keep-alive connection that asks nothing more is closed too, after its answer.
        let idle = try await RawConnection.exchange(
          port: port, sending: "GET /assets/live.js HTTP/1.1\r\nHost: localhost\r\n\r\n")
        #expect(RawConnection.status(of: idle) == 200)
      }
    }

    @Test func sessionsAreCappedPerClientAndInAll() async throws {
      var perClient = LiveServerConfiguration()
      perClient.maxSessionsPerClient = 3
      try await withTestServer(configuration: perClient) { client, tabs in
        let port = try #require(client.port)
        for number in 1...5 {
          let outcome = try await RawConnection.exchange(
            port: port, sending: self.request(host: "localhost"))
          #expect(RawConnection.status(of: outcome) == (number <= 3 ? 200 : 503), "page \(number)")
        }
        #expect(await tabs.count == 3)
      }
      var inAll = LiveServerConfiguration()
      inAll.maxSessions = 2
      try await withTestServer(configuration: inAll) { client, tabs in
        let port = try #require(client.port)
        for number in 1...3 {
          let outcome = try await RawConnection.exchange(
            port: port, sending: self.request(host: "localhost"))
          #expect(RawConnection.status(of: outcome) == (number <= 2 ? 200 : 503), "page \(number)")
        }
        #expect(await tabs.count == 2)
        // A socket that would need a new session is closed, with "try again later".
        let socket = await LiveSocket.open(client, query: socketQuery("0123"))
        #expect(try await socket.next() == nil)
        let frame = try await socket.closeFrame()
        #expect(frame?.closeCode == .unknown(1013))
        #expect(await tabs.count == 2)
      }
    }

    @Test(arguments: ["v=abc", "v=", "v=01", "v=+1", "v=1.0", "v=%31%00", ""])
    func aProtocolVersionThatIsNotExactlyOneIsRefused(version: String) async throws {
      try await withTestServer { client, tabs in
        await #expect(throws: (any Error).self) {
          let socket = await LiveSocket.open(client, query: "\(version)&session=x&path=/")
          _ = try await socket.closeFrame()
        }
        #expect(await tabs.count == 0)
      }
    }

    @Test func refusalsAreLoggedAsCountsNotALineEach() async throws {
      let logs = LogCapture()
      var configuration = LiveServerConfiguration()
      let interval = Duration.milliseconds(500)
      configuration.refusalLogInterval = interval
      try await withTestServer(configuration: configuration, logs: logs) { client, _ in
        let port = try #require(client.port)
        let started = ContinuousClock.now
        for _ in 0..<20 {
          let outcome = try await RawConnection.exchange(
            port: port, sending: self.request(host: "evil.example"))
          #expect(RawConnection.status(of: outcome) == 421)
        }
        // Each summary counts the refusals of its period: together, all 20, in a few lines.
        let reason = " requests naming a host not served"
        func summaries() -> [String] { logs.messages.filter { $0.contains(reason) } }
        func counted() -> Int {
          summaries().compactMap { line in
            line.components(separatedBy: reason).first?.split(separator: " ").last
              .flatMap { Int($0) }
          }.reduce(0, +)
        }
        try await eventually("summaries of the 20 refusals") { counted() == 20 }
        // At most one line a period: on a loaded machine the 20 requests may span more periods
        // than the 2 they take when it is idle.
        let periods = Int((ContinuousClock.now - started) / interval) + 1
        #expect(summaries().count <= min(periods, 19), "\(summaries()) in \(periods) periods")
      }
    }
  }
#endif
