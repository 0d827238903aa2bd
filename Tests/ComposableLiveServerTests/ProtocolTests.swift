#if LiveServer
  import Foundation
  import HummingbirdTesting
  import LiveServerTestSupport
  import ComposableViews
  import Testing

  @testable @_spi(LiveScreen) import ComposableLiveServer

  @Suite struct ProtocolTests {
    @Test func theFirstSocketGetsTheChangesSinceThePageAndEventsAreAcknowledgedWithTheirPatches()
      async throws
    {
      try await withTestServer { client, _ in
        let (session, ids) = try await openDemo(client)
        let socket = await LiveSocket.open(client, query: socketQuery(session))
        let hello = try #require(try await socket.next())
        #expect(hello.type == .patch)
        #expect(hello.ack == 0)
        #expect(hello.patches == [])

        await socket.send("click", ids.increment)
        let reply = try #require(try await socket.next())
        #expect(reply.type == .patch)
        #expect(reply.ack == 1)
        #expect(reply.outcome == "handled")
        let patch = try #require(reply.patches?.first)
        #expect(reply.patches?.count == 1)
        #expect(patch.target == ids.counterUnit)
        #expect(patch.html.contains("Count: 1"))
        #expect(patch.html.hasPrefix("<tca-view id=\"\(ids.counterUnit)\">"))
        await socket.close()
      }
    }

    @Test func eventsApplyInTheOrderThePersonMadeThem() async throws {
      try await withTestServer { client, tabs in
        let (session, ids) = try await openDemo(client)
        let socket = await LiveSocket.open(client, query: socketQuery(session))
        _ = try await socket.next()
        // Sent back to back, without waiting for replies.
        var expected: [DemoFeature.Action] = []
        for index in 0..<60 {
          let decrement = index % 3 == 0
          await socket.send("click", decrement ? ids.decrement : ids.increment)
          expected.append(decrement ? .decrementTapped : .incrementTapped)
        }
        var acks: [Int] = []
        for _ in 0..<60 {
          let message = try #require(try await socket.next())
          acks.append(message.ack)
        }
        #expect(acks == Array(1...60))
        #expect(await tabs.logs.first?.actions == expected)
        let count = await MainActor.run { tabs.stores.first??.count }
        #expect(count == 20)
        await socket.close()
      }
    }

    @Test func anEventForAnElementThatIsGoneIsIgnoredNotMisapplied() async throws {
      try await withTestServer { client, tabs in
        let (session, ids) = try await openDemo(client)
        let socket = await LiveSocket.open(client, query: socketQuery(session))
        _ = try await socket.next()
        await socket.send("click", ids.showSheet)
        let opened = try #require(try await socket.next())
        let close = try #require(
          opened.patches?.lazy.compactMap { RenderedHTML($0.html).buttonID("Close") }.first)
        await socket.send("click", close)
        // A second click on the close button, made before the patch that removed it arrived.
        await socket.send("click", close)
        await socket.send("click", "v0.nowhere")
        let closed = try #require(try await socket.next())
        #expect(closed.outcome == "handled")
        let stale = try #require(try await socket.next())
        #expect(stale.ack == 3)
        #expect(stale.outcome == "unknownTarget")
        #expect(stale.patches == [])
        let unknown = try #require(try await socket.next())
        #expect(unknown.outcome == "unknownTarget")
        let presented = await MainActor.run { tabs.stores.first??.sheet != nil }
        #expect(presented == false)
        #expect(
          await tabs.logs.first?.actions == [.showSheetTapped, .sheet(.presented(.closeTapped))])
        await socket.close()
      }
    }

    @Test func replayedAndStaleEventNumbersAreDropped() async throws {
      try await withTestServer { client, tabs in
        let (session, ids) = try await openDemo(client)
        let socket = await LiveSocket.open(client, query: socketQuery(session))
        _ = try await socket.next()
        await socket.send("click", ids.increment, seq: 5)
        #expect(try await socket.next()?.ack == 5)
        await socket.send("click", ids.increment, seq: 5)
        await socket.send("click", ids.increment, seq: 3)
        let replay = try #require(try await socket.next())
        #expect(replay.type == .error)
        #expect(replay.code == "stale-seq")
        #expect(replay.ack == 5)
        #expect(try await socket.next()?.code == "stale-seq")
        let count = await MainActor.run { tabs.stores.first??.count }
        #expect(count == 1)
        await socket.close()
      }
    }

    @Test func changesMadeByEffectsArePatchedWithoutAnEvent() async throws {
      try await withTestServer { client, _ in
        let (session, ids) = try await openDemo(client)
        let socket = await LiveSocket.open(client, query: socketQuery(session))
        _ = try await socket.next()
        await socket.send("click", ids.startTimer)
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
        let (session, ids) = try await openDemo(client)
        let socket = await LiveSocket.open(client, query: socketQuery(session))
        _ = try await socket.next()
        for name in ["Ada", "Grace", "Edsger"] {
          await socket.send("input", ids.nameField, value: name)
          await socket.send("click", ids.add)
        }
        var boards: [ViewPatch] = []
        for _ in 0..<6 {
          let message = try #require(try await socket.next())
          boards += message.patches?.filter { $0.target == ids.boardUnit } ?? []
        }
        // One patch of the board per added row; each row is a unit of its own.
        try #require(boards.count == 3)
        let ada = try #require(RenderedHTML(boards[0].html).unitID(containing: "Ada"))
        let grace = try #require(RenderedHTML(boards[1].html).unitID(containing: "Grace"))
        #expect(ada != ids.boardUnit && grace != ids.boardUnit && ada != grace)
        let list = boards[2]
        #expect(list.html.contains("<tca-keep id=\"\(ada)\"></tca-keep>"))
        #expect(list.html.contains("<tca-keep id=\"\(grace)\"></tca-keep>"))
        #expect(list.html.contains("Edsger"))
        #expect(!list.html.contains("Ada"))
        await socket.close()
      }
    }

    @Test func twoTabsOnSharedStateBothSeeWhatOneAdds() async throws {
      try await withTestServer { client, _ in
        let (firstSession, ids) = try await openDemo(client)
        let first = await LiveSocket.open(client, query: socketQuery(firstSession))
        let second = await LiveSocket.open(
          client, query: socketQuery(try await openPage(client).session))
        _ = try await first.next()
        _ = try await second.next()
        await first.send("input", ids.nameField, value: "Shared row")
        await first.send("submit", ids.nameField)
        let seen = try await second.next { message in
          message.patches?.contains {
            $0.target == ids.boardUnit && $0.html.contains("Shared row")
          } == true
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
        let (session, ids) = try await openDemo(client)
        let socket = await LiveSocket.open(client, query: socketQuery(session))
        _ = try await socket.next()
        var typed = ""
        for character in "hello" {
          typed.append(character)
          await socket.send("input", ids.nameField, value: typed)
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
