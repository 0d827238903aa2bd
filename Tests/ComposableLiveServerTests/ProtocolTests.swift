#if LiveServer
  import Foundation
  import HummingbirdTesting
  @_spi(LiveScreen) import LiveServerTestSupport
  import ComposableViews
  import Testing

  @testable @_spi(LiveScreen) import ComposableLiveServer

  @Suite struct ProtocolTests {
    @Test func theFirstSocketGetsTheChangesSinceThePageAndEventsAreAcknowledgedWithTheirPatches()
      async throws
    {
      try await withTestServer { client, _ in
        let (session, _) = try await openPage(client)
        let socket = await LiveSocket.open(client, query: socketQuery(session))
        let hello = try #require(try await socket.next())
        #expect(hello.type == .patch)
        #expect(hello.ack == 0)
        #expect(hello.patches == [])

        await socket.send("click", "v0.inc")
        let reply = try #require(try await socket.next())
        #expect(reply.type == .patch)
        #expect(reply.ack == 1)
        #expect(reply.outcome == "handled")
        let patch = try #require(reply.patches?.first)
        #expect(reply.patches?.count == 1)
        #expect(patch.target == "v0.count")
        #expect(patch.html.contains("Count: 1"))
        #expect(patch.html.hasPrefix("<tca-view id=\"v0.count\">"))
        await socket.close()
      }
    }

    @Test func eventsApplyInTheOrderThePersonMadeThem() async throws {
      try await withTestServer { client, screens in
        let (session, _) = try await openPage(client)
        let socket = await LiveSocket.open(client, query: socketQuery(session))
        _ = try await socket.next()
        // Sent back to back, without waiting for replies.
        var expected: [ViewEvent] = []
        for index in 0..<60 {
          let target = index % 3 == 0 ? "v0.dec" : "v0.inc"
          await socket.send("click", target)
          expected.append(ViewEvent(.click, target: target))
        }
        var acks: [Int] = []
        for _ in 0..<60 {
          let message = try #require(try await socket.next())
          acks.append(message.ack)
        }
        #expect(acks == Array(1...60))
        let events = await MainActor.run { screens.screens.first??.events }
        #expect(events == expected)
        let count = await MainActor.run { screens.models.first??.count }
        #expect(count == 20)
        await socket.close()
      }
    }

    @Test func anEventForAnElementThatIsGoneIsIgnoredNotMisapplied() async throws {
      try await withTestServer { client, screens in
        let (session, _) = try await openPage(client)
        let socket = await LiveSocket.open(client, query: socketQuery(session))
        _ = try await socket.next()
        await socket.send("click", "v0.sheet.open")
        _ = try await socket.next()
        await socket.send("click", "v0.sheet.close")
        // A second click on the close button, made before the patch that removed it arrived.
        await socket.send("click", "v0.sheet.close")
        await socket.send("click", "v0.nowhere")
        let closed = try #require(try await socket.next())
        #expect(closed.outcome == "handled")
        let stale = try #require(try await socket.next())
        #expect(stale.ack == 3)
        #expect(stale.outcome == "unknownTarget")
        #expect(stale.patches == [])
        let unknown = try #require(try await socket.next())
        #expect(unknown.outcome == "unknownTarget")
        let presented = await MainActor.run { screens.models.first??.isSheetPresented }
        #expect(presented == false)
        await socket.close()
      }
    }

    @Test func replayedAndStaleEventNumbersAreDropped() async throws {
      try await withTestServer { client, screens in
        let (session, _) = try await openPage(client)
        let socket = await LiveSocket.open(client, query: socketQuery(session))
        _ = try await socket.next()
        await socket.send("click", "v0.inc", seq: 5)
        #expect(try await socket.next()?.ack == 5)
        await socket.send("click", "v0.inc", seq: 5)
        await socket.send("click", "v0.inc", seq: 3)
        let replay = try #require(try await socket.next())
        #expect(replay.type == .error)
        #expect(replay.code == "stale-seq")
        #expect(replay.ack == 5)
        #expect(try await socket.next()?.code == "stale-seq")
        let count = await MainActor.run { screens.models.first??.count }
        #expect(count == 1)
        await socket.close()
      }
    }

    @Test func changesMadeByEffectsArePatchedWithoutAnEvent() async throws {
      try await withTestServer { client, _ in
        let (session, _) = try await openPage(client)
        let socket = await LiveSocket.open(client, query: socketQuery(session))
        _ = try await socket.next()
        await socket.send("click", "v0.timer.toggle")
        _ = try await socket.next()
        let tick = try await socket.next { message in
          message.patches?.contains { $0.html.contains("Ticks: 2") } == true
        }
        #expect(tick.ack == 1)
        #expect(tick.outcome == nil)
        await socket.close()
      }
    }

    @Test func aRowAddedToAListSendsThatRowAndKeepsTheOthers() async throws {
      try await withTestServer { client, _ in
        let (session, _) = try await openPage(client)
        let socket = await LiveSocket.open(client, query: socketQuery(session))
        _ = try await socket.next()
        for name in ["Ada", "Grace", "Edsger"] {
          await socket.send("input", "v0.name.field", value: name)
          await socket.send("click", "v0.add")
        }
        var last: ServerMessage?
        for _ in 0..<6 { last = try await socket.next() }
        let list = try #require(last?.patches?.first { $0.target == "v0.list" })
        #expect(list.html.contains("<tca-keep id=\"v0.row:1\"></tca-keep>"))
        #expect(list.html.contains("<tca-keep id=\"v0.row:2\"></tca-keep>"))
        #expect(list.html.contains("Edsger"))
        #expect(!list.html.contains("Ada"))
        await socket.close()
      }
    }

    @Test func twoTabsOnSharedStateBothSeeWhatOneAdds() async throws {
      try await withTestServer { client, _ in
        let first = await LiveSocket.open(
          client, query: socketQuery(try await openPage(client).session))
        let second = await LiveSocket.open(
          client, query: socketQuery(try await openPage(client).session))
        _ = try await first.next()
        _ = try await second.next()
        await first.send("input", "v0.name.field", value: "Shared row")
        await first.send("submit", "v0.name.field")
        let seen = try await second.next { message in
          message.patches?.contains { $0.target == "v0.list" && $0.html.contains("Shared row") }
            == true
        }
        #expect(seen.ack == 0)
        await first.close()
        await second.close()
      }
    }

    @Test func typedTextIsNotEchoedWithAnOlderAcknowledgement() async throws {
      // The page keeps a field's live value while a patch acknowledges an older input than its
      // last: each patch must say which input it reflects.
      try await withTestServer { client, _ in
        let (session, _) = try await openPage(client)
        let socket = await LiveSocket.open(client, query: socketQuery(session))
        _ = try await socket.next()
        var typed = ""
        for character in "hello" {
          typed.append(character)
          await socket.send("input", "v0.name.field", value: typed)
        }
        for number in 1...5 {
          let reply = try #require(try await socket.next())
          #expect(reply.ack == number)
          let prefix = String("hello".prefix(number))
          #expect(reply.patches?.first?.html.contains("value=\"\(prefix)\"") == true)
        }
        await socket.close()
      }
    }
  }
#endif
