#if LiveServer
  import Foundation
  import Testing

  @_spi(LiveScreen) import ComposableLiveServer
  import LiveServerTestSupport

  @Suite(
    .enabled(if: BrowserEnvironment.isEnabled, Comment(rawValue: BrowserEnvironment.skipMessage)),
    .serialized)
  struct LiveAppBrowserTests {
    @Test func clicksReachTheStoreAndThePageIsPatched() async throws {
      try await withDemoServer { address, _ in
        try await withBrowser("clicks") { browser in
          try await browser.navigate(to: address)
          try await browser.waitUntil(
            "the socket is up", "return !!window.tcaLive && window.tcaLive.connected")
          try await browser.click("v0.inc")
          try await browser.click("v0.inc")
          try await browser.click("v0.dec")
          try await browser.click("v0.inc")
          try await browser.waitForText("Count: 2", in: "v0.count.text")
        }
      }
    }

    @Test func typingIsNeverLostAndTheCaretStays() async throws {
      try await withDemoServer { address, _ in
        try await withBrowser("typing") { browser in
          try await browser.navigate(to: address)
          try await browser.waitUntil(
            "the socket is up", "return window.tcaLive && window.tcaLive.connected")
          // Each key is an event whose patch replaces the field; keys come faster than patches.
          let text = "The quick brown fox jumps over the lazy dog"
          try await browser.type(text, into: "v0.name.field")
          try await browser.waitForText("Hello, \(text)!", in: "v0.name.echo")
          let state =
            try await browser.execute(
              """
              const f = document.getElementById('v0.name.field');
              return [f.value, document.activeElement === f, f.selectionStart, f.selectionEnd];
              """) as? [Any]
          #expect(state?[0] as? String == text)
          #expect(state?[1] as? Bool == true)
          #expect(state?[2] as? Int == text.count)
          #expect(state?[3] as? Int == text.count)

          // The caret moved into the middle stays where the person put it across patches.
          try await browser.execute(
            "const f = document.getElementById('v0.name.field'); f.setSelectionRange(4, 4);")
          try await browser.press("ABC")
          let edited = "The ABCquick brown fox jumps over the lazy dog"
          try await browser.waitForText("Hello, \(edited)!", in: "v0.name.echo")
          let caret =
            try await browser.execute(
              "const f = document.getElementById('v0.name.field'); return [f.value, f.selectionStart];"
            )
            as? [Any]
          #expect(caret?[0] as? String == edited)
          #expect(caret?[1] as? Int == 7)
        }
      }
    }

    @Test func enterSubmitsAndScriptTextRendersInert() async throws {
      try await withDemoServer { address, _ in
        try await withBrowser("submit") { browser in
          try await browser.navigate(to: address)
          try await browser.waitUntil(
            "the socket is up", "return window.tcaLive && window.tcaLive.connected")
          let hostile = #"<img src=x onerror="window.pwned=1"><script>window.pwned=2</script>"#
          try await browser.type(hostile + "\u{E007}", into: "v0.name.field")
          try await browser.waitForText("1 rows", in: "v0.list.count")
          try await browser.waitUntil(
            "the field is cleared", "return document.getElementById('v0.name.field').value === ''")
          let row = try await browser.text(of: "v0.row:1")
          #expect(row?.contains(hostile) == true)
          let pwned =
            try await browser.execute(
              "return [typeof window.pwned, document.querySelectorAll('#tca-root img, #tca-root script').length];"
            )
            as? [Any]
          #expect(pwned?[0] as? String == "undefined")
          #expect(pwned?[1] as? Int == 0)
        }
      }
    }

    @Test func aPushedScreenIsAHistoryEntryAndBackPopsItThroughTheStore() async throws {
      try await withDemoServer { address, _ in
        try await withBrowser("navigation") { browser in
          try await browser.navigate(to: address)
          try await browser.waitUntil(
            "the socket is up", "return window.tcaLive && window.tcaLive.connected")
          let before = try await browser.execute("return history.length;") as? Int ?? 0
          try await browser.click("v0.push")
          try await browser.waitForText("Detail 1", in: "v0.detail")
          try await browser.waitUntil("the title follows", "return document.title === 'Detail 1';")
          try await browser.click("v0.push")
          try await browser.waitForText("Detail 2", in: "v0.detail")
          let after = try await browser.execute("return history.length;") as? Int ?? 0
          #expect(after == before + 2)
          try await browser.back()
          try await browser.waitForText("Detail 1", in: "v0.detail")
          // The in-page back button pops through the store and history follows.
          try await browser.click("v0.pop")
          try await browser.waitUntil(
            "the detail is gone", "return document.getElementById('v0.detail') === null;")
          try await browser.waitUntil(
            "history is back at the first entry",
            "return !history.state || history.state.depth === 0;")
          try await browser.waitUntil("the title follows", "return document.title === 'Demo';")
        }
      }
    }

    @Test func escapeDismissesASheetAndTheStoreHearsIt() async throws {
      try await withDemoServer { address, _ in
        try await withBrowser("sheet") { browser in
          try await browser.navigate(to: address)
          try await browser.waitUntil(
            "the socket is up", "return window.tcaLive && window.tcaLive.connected")
          try await browser.click("v0.sheet.open")
          try await browser.waitUntil(
            "the sheet is up", "return !!document.getElementById('v0.sheet.dialog');")
          try await browser.press("\u{E00C}")
          try await browser.waitUntil(
            "the sheet is gone", "return !document.getElementById('v0.sheet.dialog');")
          try await browser.click("v0.sheet.open")
          // The sheet comes back with the server's patch: wait for it before using it.
          try await browser.waitUntil(
            "the sheet is up again", "return !!document.getElementById('v0.sheet.close');")
          try await browser.click("v0.sheet.close")
          try await browser.waitUntil(
            "the sheet is gone", "return !document.getElementById('v0.sheet.dialog');")
        }
      }
    }

    @Test func aRunningTimerPatchesThePageOnItsOwn() async throws {
      try await withDemoServer { address, _ in
        try await withBrowser("timer") { browser in
          try await browser.navigate(to: address)
          try await browser.waitUntil(
            "the socket is up", "return window.tcaLive && window.tcaLive.connected")
          try await browser.click("v0.timer.toggle")
          try await browser.waitUntil(
            "three ticks",
            "return parseInt(document.getElementById('v0.ticks').textContent.slice(7)) >= 3;")
          // Each tick replaces the timer's part of the page: click the button as it is now, in
          // the page, so that a tick between finding it and clicking it cannot make it stale.
          _ = try await browser.execute(
            "document.getElementById('v0.timer.toggle').click(); return true;")
        }
      }
    }

    @Test func aSecondTabSeesWhatTheFirstAddsWithoutAReload() async throws {
      try await withDemoServer { address, _ in
        try await withBrowser("two-tabs") { browser in
          try await browser.navigate(to: address)
          try await browser.waitUntil(
            "the socket is up", "return window.tcaLive && window.tcaLive.connected")
          let first = try await browser.currentTab()
          let second = try await browser.newTab()
          try await browser.switchTo(tab: second)
          try await browser.navigate(to: address)
          try await browser.waitUntil(
            "the socket is up", "return window.tcaLive && window.tcaLive.connected")
          let secondSession = try await browser.execute("return window.tcaLive.session;") as? String
          try await browser.switchTo(tab: first)
          let firstSession = try await browser.execute("return window.tcaLive.session;") as? String
          #expect(firstSession != secondSession)
          try await browser.type("From the first tab\u{E007}", into: "v0.name.field")
          try await browser.waitForText("1 rows", in: "v0.list.count")
          try await browser.switchTo(tab: second)
          try await browser.waitForText("1 rows", in: "v0.list.count")
          #expect(try await browser.text(of: "v0.row:1")?.contains("From the first tab") == true)
        }
      }
    }

    @Test func aDroppedSocketReconnectsToTheSameSession() async throws {
      try await withDemoServer { address, _ in
        try await withBrowser("reconnect") { browser in
          try await browser.navigate(to: address)
          try await browser.waitUntil(
            "the socket is up", "return window.tcaLive && window.tcaLive.connected")
          try await browser.click("v0.inc")
          try await browser.waitForText("Count: 1", in: "v0.count.text")
          let session = try await browser.execute("return window.tcaLive.session;") as? String
          try await browser.execute("window.tcaLive.drop();")
          try await browser.waitUntil("the socket is back", "return window.tcaLive.connected;")
          #expect(try await browser.execute("return window.tcaLive.session;") as? String == session)
          try await browser.click("v0.inc")
          try await browser.waitForText("Count: 2", in: "v0.count.text")
        }
      }
    }

    @Test func theHeartbeatKeepsAnIdlePagesSocketOpen() async throws {
      var configuration = LiveServerConfiguration()
      configuration.heartbeatTimeout = .milliseconds(1200)
      try await withDemoServer(configuration: configuration) { address, _ in
        try await withBrowser("heartbeat") { browser in
          try await browser.navigate(to: address)
          try await browser.waitUntil(
            "the socket is up", "return window.tcaLive && window.tcaLive.connected")
          // Count the sockets the page opens from now on: a closed socket would be reopened.
          try await browser.execute(
            """
            window.__sockets = 0;
            const Real = window.WebSocket;
            window.WebSocket = function (url) { window.__sockets += 1; return new Real(url); };
            window.WebSocket.OPEN = Real.OPEN;
            """)
          // Three timeouts with nothing to do but the heartbeat.
          // sleep-ok: the silence under test: three heartbeat timeouts must pass.
          try await Task.sleep(for: .milliseconds(3600))
          #expect(try await browser.execute("return window.__sockets;") as? Int == 0)
          try await browser.click("v0.inc")
          try await browser.waitForText("Count: 1", in: "v0.count.text")
        }
      }
    }

    @Test func anExpiredSessionIsRebuiltAndThePageSaysSo() async throws {
      var configuration = LiveServerConfiguration()
      configuration.gracePeriod = .milliseconds(200)
      try await withDemoServer(configuration: configuration) { address, screens in
        try await withBrowser("expired") { browser in
          try await browser.navigate(to: address)
          try await browser.waitUntil(
            "the socket is up", "return window.tcaLive && window.tcaLive.connected")
          let session = try await browser.execute("return window.tcaLive.session;") as? String
          // Keep the page from reconnecting until the grace period has passed.
          try await browser.execute(
            """
            window.__realWebSocket = window.WebSocket;
            window.WebSocket = function () { throw new Error('offline'); };
            window.tcaLive.drop();
            """)
          try await browser.waitUntil("the page sees the drop", "return !window.tcaLive.connected;")
          let deadline = ContinuousClock.now + .seconds(10)
          while await screens.alive > 0 {
            guard ContinuousClock.now < deadline else {
              throw BrowserFailure("the session outlived its grace period")
            }
            // sleep-ok: poll interval of a loop bounded by its 10 s deadline.
            try await Task.sleep(for: .milliseconds(25))
          }
          try await browser.execute("window.WebSocket = window.__realWebSocket;")
          try await browser.waitUntil(
            "the page says its session was rebuilt", within: 15,
            "return document.getElementById('tca-status').textContent.includes('expired');")
          #expect(try await browser.execute("return window.tcaLive.session;") as? String != session)
        }
      }
    }
  }
#endif
