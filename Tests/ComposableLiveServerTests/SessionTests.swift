#if LiveServer
  import Foundation
  import HummingbirdTesting
  import LiveServerTestSupport
  import Testing

  @testable @_spi(LiveScreen) import ComposableLiveServer
  import TestSupport

  @Suite struct SessionTests {
    @Test func aDroppedSocketReconnectsToTheSameSessionWithinTheGracePeriod() async throws {
      try await withTestServer { client, tabs in
        let (session, ids) = try await openDemo(client)
        let first = await LiveSocket.open(client, query: socketQuery(session))
        _ = try await first.next()
        await first.send("click", ids.increment)
        _ = try await first.next()
        await first.close()
        _ = try await first.closeFrame()

        let second = await LiveSocket.open(client, query: socketQuery(session))
        let render = try #require(try await second.next())
        #expect(render.type == .render)
        #expect(render.session == session)
        #expect(render.expired == false)
        #expect(render.ack == 1)
        #expect(render.html?.contains("Count: 1") == true)
        #expect(await tabs.count == 1)
        // The event numbers go on from where they were.
        await second.send("click", ids.increment, seq: 2)
        #expect(try await second.next()?.ack == 2)
        await second.close()
      }
    }

    @Test func aSecondSocketForASessionTakesItOverAndTheFirstIsClosed() async throws {
      try await withTestServer { client, _ in
        let (session, _) = try await openPage(client)
        let first = await LiveSocket.open(client, query: socketQuery(session))
        _ = try await first.next()
        let second = await LiveSocket.open(client, query: socketQuery(session))
        #expect(try await second.next()?.type == .render)
        let frame = try await first.closeFrame()
        #expect(frame?.closeCode == .goingAway)
        await second.close()
      }
    }

    @Test func sessionsWithoutASocketEachEndWhenTheirOwnGracePeriodRunsOut() async throws {
      var configuration = LiveServerConfiguration()
      configuration.gracePeriod = .seconds(1)
      try await withTestServer(configuration: configuration) { client, tabs in
        // Pages whose sockets never come: one timer ends them, re-armed for each later end.
        _ = try await openPage(client)
        // sleep-ok: simulated: the second page comes later, so ends later.
        try await Task.sleep(for: .milliseconds(500))
        _ = try await openPage(client)
        try await eventually("the first page's session ends") { tabs.stores.first! == nil }
        // The second page's grace period is not over when the first one's is.
        #expect(await MainActor.run { tabs.stores.last! != nil })
        try await eventually("the second page's session ends too") {
          tabs.stores.last! == nil
        }
        #expect(await MainActor.run { tabs.count } == 2)
      }
    }

    @Test func aSocketWhosePageFallsSilentIsClosedAndItsSessionWaitsForAnother() async throws {
      var configuration = LiveServerConfiguration()
      configuration.heartbeatTimeout = .milliseconds(500)
      try await withTestServer(configuration: configuration) { client, tabs in
        let (session, _) = try await openPage(client)
        let socket = await LiveSocket.open(client, query: socketQuery(session))
        _ = try await socket.next()
        // Nothing from the page: no heartbeat, no event.
        let frame = try await socket.closeFrame()
        #expect(frame?.closeCode == .goingAway)
        #expect(frame?.reason?.contains("nothing from the page") == true)
        // The session is kept for the grace period: a new socket finds it, not a new one.
        let second = await LiveSocket.open(client, query: socketQuery(session))
        let render = try #require(try await second.next())
        #expect(render.session == session)
        #expect(render.expired == false)
        #expect(await tabs.count == 1)
        #expect(await MainActor.run { tabs.stores.first! != nil })
        await second.close()
      }
    }

    @Test func heartbeatsKeepASocketOpen() async throws {
      var configuration = LiveServerConfiguration()
      configuration.heartbeatTimeout = .seconds(2)
      try await withTestServer(configuration: configuration) { client, _ in
        // A run proves the point only if every heartbeat went out well within the timeout of the
        // one before it: on a machine too loaded for that, the server closes the socket, rightly.
        // Such a run is tried again on a new page until one proves it; none within the deadline
        // fails the test (it never passes without having checked).
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(90)
        var runs = 0
        while clock.now < deadline {
          runs += 1
          let (session, ids) = try await openDemo(client)
          let socket = await LiveSocket.open(client, query: socketQuery(session))
          _ = try await socket.next()
          // Two and a half timeouts long, with a heartbeat every tenth of one.
          let end = clock.now + .seconds(5)
          var last = clock.now
          var longestGap = Duration.zero
          while clock.now < end {
            await socket.sendRaw(#"{"v":1,"seq":0,"kind":"heartbeat","target":""}"#)
            longestGap = max(longestGap, clock.now - last)
            last = clock.now
            // sleep-ok: the simulated page's heartbeat interval; the run's gaps are measured.
            try await Task.sleep(for: .milliseconds(200))
          }
          longestGap = max(longestGap, clock.now - last)
          guard longestGap < .seconds(1) else {
            await socket.close()
            continue
          }
          await socket.send("click", ids.increment)
          let answer = try #require(
            try await socket.next(), "the socket closed although its heartbeats came in time")
          #expect(answer.ack == 1)
          #expect(answer.patches?.isEmpty == false)
          await socket.close()
          return
        }
        Issue.record(
          "No run sent its heartbeats within half the timeout in 90 s (\(runs) runs): unchecked")
      }
    }

    @Test func aHeartbeatTimeoutThatIsNotPositiveIsReportedAndTheDefaultServes() async throws {
      var configuration = LiveServerConfiguration()
      configuration.heartbeatTimeout = .zero
      try await withKnownIssue {
        try await withTestServer(configuration: configuration) { client, _ in
          let (session, html) = try await openPage(client)
          let ids = try DemoIDs(page: html)
          // The page beats at a third of the default, and its socket stays open.
          #expect(html.contains("data-tca-heartbeat=\"30000\""))
          let socket = await LiveSocket.open(client, query: socketQuery(session))
          _ = try await socket.next()
          // sleep-ok: simulated silence, long enough for a zero timeout to close it.
          try await Task.sleep(for: .milliseconds(200))
          await socket.send("click", ids.increment)
          #expect(try await socket.next()?.ack == 1)
          await socket.close()
        }
      } matching: { issue in
        issue.description.contains("LiveServerConfiguration.heartbeatTimeout is 0")
      }
    }

    @Test func anExpiredSessionIsRebuiltAndThePageIsToldSo() async throws {
      var configuration = LiveServerConfiguration()
      configuration.gracePeriod = .milliseconds(100)
      try await withTestServer(configuration: configuration) { client, tabs in
        let (session, ids) = try await openDemo(client)
        let first = await LiveSocket.open(client, query: socketQuery(session))
        _ = try await first.next()
        await first.send("click", ids.increment)
        _ = try await first.next()
        await first.close()
        try await eventually("the session's store is released") {
          tabs.stores.first! == nil
        }
        let second = await LiveSocket.open(client, query: socketQuery(session))
        let render = try #require(try await second.next())
        #expect(render.type == .render)
        #expect(render.expired == true)
        #expect(render.session != session)
        #expect(render.html?.contains("Count: 0") == true)
        await second.close()
      }
    }

    @Test func aClosedTabReleasesItsStoreAndCancelsItsEffects() async throws {
      try await withTestServer { client, tabs in
        let (session, ids) = try await openDemo(client)
        let socket = await LiveSocket.open(client, query: socketQuery(session))
        _ = try await socket.next()
        await socket.send("click", ids.startTimer)
        _ = try await socket.next()
        let timer = await MainActor.run { tabs.stores.first??.isTimerRunning }
        #expect(timer == true)
        let log = try #require(await tabs.logs.first)
        try await eventually("the timer's effect runs") { log.runningTimers == 1 }
        await socket.send("leave", "")
        try await eventually("the store is released and its timer cancelled") {
          tabs.stores.first! == nil && log.runningTimers == 0
        }
        #expect(log.timersStarted == 1)
        let frame = try await socket.closeFrame()
        #expect(frame?.closeCode == .goingAway)
      }
    }

    @Test func aPageWhoseSocketNeverCameIsReleasedAfterTheGracePeriod() async throws {
      var configuration = LiveServerConfiguration()
      configuration.gracePeriod = .milliseconds(50)
      try await withTestServer(configuration: configuration) { client, tabs in
        _ = try await openPage(client)
        #expect(await tabs.count == 1)
        try await eventually("the page's session is released") { tabs.stores.first! == nil }
      }
    }

    @Test func shuttingDownReleasesEverySession() async throws {
      let tabs = await DemoTabs()
      try await withTestServer(tabs: tabs) { client, _ in
        let (session, _) = try await openPage(client)
        let socket = await LiveSocket.open(client, query: socketQuery(session))
        _ = try await socket.next()
        _ = try await openPage(client)
        #expect(await tabs.count == 2)
      }
      try await eventually("every store is released") {
        tabs.stores.allSatisfy { $0 == nil }
      }
    }
  }
#endif
