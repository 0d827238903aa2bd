#if LiveServer
  import Foundation
  import HummingbirdTesting
  import HummingbirdWSClient
  import LiveServerTestSupport
  import TestSupport
  import Testing

  @testable @_spi(LiveScreen) import ComposableLiveServer

  @Suite struct HostileClientTests {
    @Test func aSocketFromAnotherOriginIsRefused() async throws {
      let logs = LogCapture()
      var configuration = LiveServerConfiguration()
      configuration.refusalLogInterval = .milliseconds(100)
      try await withTestServer(configuration: configuration, logs: logs) { client, _ in
        let (session, _) = try await openPage(client)
        await #expect(throws: (any Error).self) {
          let socket = await LiveSocket.open(
            client, query: socketQuery(session), origin: "http://evil.example")
          _ = try await socket.closeFrame()
        }
        try await eventually("the refusal counted in the log") {
          logs.messages.contains { $0.contains("1 sockets from another origin") }
        }
        // The page's own origin is let in.
        let port = try #require(client.port)
        let own = await LiveSocket.open(
          client, query: socketQuery(session), origin: "http://localhost:\(port)")
        #expect(try await own.next()?.type == .patch)
        await own.close()
      }
    }

    @Test func aMalformedMessageClosesThatSocketOnlyWithALoggedReason() async throws {
      let logs = LogCapture()
      try await withTestServer(logs: logs) { client, tabs in
        let (goodSession, ids) = try await openDemo(client)
        let good = await LiveSocket.open(client, query: socketQuery(goodSession))
        let bad = await LiveSocket.open(
          client, query: socketQuery(try await openPage(client).session))
        _ = try await good.next()
        _ = try await bad.next()
        for garbage in ["not json"] {
          await bad.sendRaw(garbage)
        }
        let frame = try await bad.closeFrame()
        #expect(frame?.closeCode == .unacceptableData)
        #expect(logs.messages.contains { $0.contains("Closed a socket: malformed message") })
        await good.send("click", ids.increment)
        #expect(try await good.next()?.outcome == "handled")
        await good.close()
        #expect(await tabs.count == 2)
        // Nothing of the garbage reached the bad tab's store.
        #expect(await tabs.logs.last?.actions == [])
      }
    }

    // `INCREMENT` is replaced by the id of the page's Increment button: each message is wrong in
    // one way only, and names a control that is there.
    @Test(arguments: [
      #"{"v":1,"seq":1,"kind":"click"}"#,
      #"{"v":2,"seq":1,"kind":"click","target":"INCREMENT"}"#,
      #"{"v":1,"seq":-4,"kind":"click","target":"INCREMENT"}"#,
      #"{"v":1,"seq":1,"kind":"eval","target":"INCREMENT"}"#,
      // A heartbeat is not an event: it has no number, and an event always has one.
      #"{"v":1,"seq":5,"kind":"heartbeat","target":""}"#,
      #"{"v":1,"seq":0,"kind":"click","target":"INCREMENT"}"#,
      #"{"v":1,"seq":1,"kind":"click","target":"<img src=x>"}"#,
      #"[1,2,3]"#,
      "\u{0}\u{1}\u{2}",
    ])
    func messagesThatAreNotEventsCloseTheSocket(message: String) async throws {
      let logs = LogCapture()
      try await withTestServer(logs: logs) { client, tabs in
        let (session, ids) = try await openDemo(client)
        let socket = await LiveSocket.open(client, query: socketQuery(session))
        _ = try await socket.next()
        await socket.sendRaw(message.replacingOccurrences(of: "INCREMENT", with: ids.increment))
        let frame = try await socket.closeFrame()
        #expect(frame?.closeCode == .unacceptableData)
        #expect(logs.messages.contains { $0.contains("malformed message") })
        #expect(await tabs.logs.first?.actions == [])
      }
    }

    @Test func anOversizedMessageClosesThatSocketWithALoggedReason() async throws {
      let logs = LogCapture()
      var configuration = LiveServerConfiguration()
      configuration.maxMessageBytes = 1024
      try await withTestServer(configuration: configuration, logs: logs) { client, _ in
        let (session, ids) = try await openDemo(client)
        let socket = await LiveSocket.open(client, query: socketQuery(session))
        _ = try await socket.next()
        await socket.send("input", ids.nameField, value: String(repeating: "x", count: 2000))
        let frame = try await socket.closeFrame()
        #expect(frame?.closeCode == .messageTooLarge)
        #expect(logs.messages.contains { $0.contains("over the limit") })
      }
    }

    @Test func aForgedSessionIDReachesNoOtherSession() async throws {
      try await withTestServer { client, tabs in
        let (session, ids) = try await openDemo(client)
        let victim = await LiveSocket.open(client, query: socketQuery(session))
        _ = try await victim.next()
        // Guesses: a neighbour of the real id, garbage, an id of the right shape.
        var forged = session
        forged.removeLast()
        forged.append(session.last == "0" ? "1" : "0")
        for guess in [forged, "1", "../../etc", String(repeating: "0", count: 32)] {
          let attacker = await LiveSocket.open(client, query: socketQuery(guess))
          let render = try #require(try await attacker.next())
          #expect(render.type == .render)
          // A guess shaped like an id is an expired session; garbage is no session at all.
          #expect(render.expired == (guess != "../../etc"))
          #expect(render.session != session)
          await attacker.send("click", ids.increment)
          #expect(try await attacker.next()?.outcome == "handled")
          await attacker.close()
        }
        #expect(await tabs.logs.first?.actions == [])
        #expect(await MainActor.run { tabs.stores.first??.count } == 0)
        #expect(await victim.hasPending == false)
        await victim.close()
      }
    }

    @Test func aFloodOfEventsFromOneTabIsRateLimited() async throws {
      var configuration = LiveServerConfiguration()
      configuration.eventsPerSecond = 10
      configuration.eventBurst = 10
      try await withTestServer(configuration: configuration) { client, tabs in
        let (flooderSession, ids) = try await openDemo(client)
        let flooder = await LiveSocket.open(client, query: socketQuery(flooderSession))
        let neighbour = await LiveSocket.open(
          client, query: socketQuery(try await openPage(client).session))
        _ = try await flooder.next()
        _ = try await neighbour.next()
        let start = ContinuousClock.now
        for _ in 0..<200 { await flooder.send("click", ids.increment) }
        var limited = 0
        for _ in 0..<200 {
          if try await flooder.next()?.code == "rate-limited" { limited += 1 }
        }
        // The bucket lets the burst through and refills at the rate while the flood lasts; a
        // slow machine makes the flood last longer, so the bound follows the time it took.
        let elapsed = ContinuousClock.now - start
        let seconds =
          Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let allowed = 10 + Int((seconds * 10).rounded(.up))
        #expect(limited >= 200 - allowed, "flood lasted \(elapsed)")
        #expect(limited <= 190)
        let count = try #require(await MainActor.run { tabs.stores.first??.count })
        #expect(count == 200 - limited)
        // Another tab is not limited by it.
        await neighbour.send("click", ids.increment)
        #expect(try await neighbour.next()?.outcome == "handled")
        await flooder.close()
        await neighbour.close()
      }
    }

    @Test func anUnsupportedProtocolVersionIsRefusedASocket() async throws {
      let logs = LogCapture()
      var configuration = LiveServerConfiguration()
      configuration.refusalLogInterval = .milliseconds(100)
      try await withTestServer(configuration: configuration, logs: logs) { client, tabs in
        await #expect(throws: (any Error).self) {
          let socket = await LiveSocket.open(client, query: "v=9&session=x")
          _ = try await socket.closeFrame()
        }
        try await eventually("the refusal counted in the log") {
          logs.messages.contains { $0.contains("1 sockets of another protocol version") }
        }
        #expect(await tabs.count == 0)
        // The version this server speaks is let in.
        let socket = await LiveSocket.open(client, query: "v=1&session=x&path=/")
        let first = try await socket.next()
        #expect(first?.type == .render)
        await socket.close()
      }
    }
  }
#endif
