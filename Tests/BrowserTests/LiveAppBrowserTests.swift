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
          try await browser.open(address)
          let increment = try await browser.buttonID("Increment")
          try await browser.click(increment)
          try await browser.click(increment)
          try await browser.click(button: "Decrement")
          try await browser.click(increment)
          try await browser.waitForText("Count: 2")
        }
      }
    }

    @Test func typingIsNeverLostAndTheCaretStays() async throws {
      try await withDemoServer { address, _ in
        try await withBrowser("typing") { browser in
          try await browser.open(address)
          // Each key is an event whose patch replaces the field; keys come faster than patches.
          let text = "The quick brown fox jumps over the lazy dog"
          let field = try await browser.fieldID(placeholder: "Name")
          try await browser.type(text, into: field)
          try await browser.waitForText("Hello, \(text)!")
          let state =
            try await browser.execute(
              """
              const f = document.getElementById(arguments[0]);
              return [f.value, document.activeElement === f, f.selectionStart, f.selectionEnd];
              """, [field]) as? [Any]
          #expect(state?[0] as? String == text)
          #expect(state?[1] as? Bool == true)
          #expect(state?[2] as? Int == text.count)
          #expect(state?[3] as? Int == text.count)

          // The caret moved into the middle stays where the person put it across patches.
          try await browser.execute(
            "const f = document.getElementById(arguments[0]); f.setSelectionRange(4, 4);", [field])
          try await browser.press("ABC")
          let edited = "The ABCquick brown fox jumps over the lazy dog"
          try await browser.waitForText("Hello, \(edited)!")
          let caret =
            try await browser.execute(
              "const f = document.getElementById(arguments[0]); return [f.value, f.selectionStart];",
              [field]
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
          try await browser.open(address)
          let hostile = #"<img src=x onerror="window.pwned=1"><script>window.pwned=2</script>"#
          let field = try await browser.fieldID(placeholder: "Name")
          try await browser.type(hostile + "\u{E007}", into: field)
          try await browser.waitForText("1 rows")
          try await browser.waitUntil(
            "the field is cleared", "return document.getElementById(arguments[0]).value === ''",
            [field])
          // The row shows the text as it was typed.
          #expect(try await browser.shows(hostile))
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
          try await browser.open(address)
          let before = try await browser.execute("return history.length;") as? Int ?? 0
          try await browser.click(button: "Open detail")
          try await browser.waitForText("Detail 1")
          try await browser.waitUntil("the title follows", "return document.title === 'Detail 1';")
          // The first screen is hidden under the pushed one: this is the detail's button.
          try await browser.click(button: "Open detail")
          try await browser.waitForText("Detail 2")
          let after = try await browser.execute("return history.length;") as? Int ?? 0
          #expect(after == before + 2)
          try await browser.back()
          try await browser.waitForText("Detail 1")
          // The in-page back button pops through the store and history follows.
          try await browser.click(button: "‹ Back")
          try await browser.waitUntil(
            "the detail is gone",
            """
            return ![...document.querySelectorAll('#tca-root *')]
              .some(e => e.textContent.trim() === 'Detail 1');
            """)
          try await browser.waitUntil(
            "history is back at the first entry",
            "return !history.state || history.state.depth === 0;")
          try await browser.waitUntil("the title follows", "return document.title === 'Demo';")
        }
      }
    }

    @Test func escapeDismissesASheetAndTheStoreHearsIt() async throws {
      try await withDemoServer { address, tabs in
        try await withBrowser("sheet") { browser in
          try await browser.open(address)
          try await browser.click(button: "Show sheet")
          try await browser.waitUntil(
            "the sheet is up", "return !!document.querySelector('#tca-root dialog[open]');")
          try await browser.press("\u{E00C}")
          try await browser.waitUntil(
            "the sheet is gone", "return !document.querySelector('#tca-root dialog');")
          #expect(await tabs.logs.first?.actions.last == .sheet(.dismiss))
          // The tab's store is alive, and its sheet is gone.
          #expect(await MainActor.run { tabs.stores.first??.sheet } == .some(nil))
          try await browser.click(button: "Show sheet")
          // The sheet comes back with the server's patch: wait for it before using it.
          let close = try await browser.buttonID("Close")
          try await browser.click(close)
          try await browser.waitUntil(
            "the sheet is gone", "return !document.querySelector('#tca-root dialog');")
          #expect(await tabs.logs.first?.actions.last == .sheet(.presented(.closeTapped)))
        }
      }
    }

    @Test func aRunningTimerPatchesThePageOnItsOwn() async throws {
      try await withDemoServer { address, _ in
        try await withBrowser("timer") { browser in
          try await browser.open(address)
          try await browser.click(button: "Start")
          try await browser.waitUntil(
            "three ticks",
            """
            return [...document.querySelectorAll('#tca-root span')].some(e =>
              e.textContent.startsWith('Ticks: ') && parseInt(e.textContent.slice(7)) >= 3);
            """)
          // Each tick replaces the timer's part of the page: click the button as it is now, in
          // the page, so that a tick between finding it and clicking it cannot make it stale.
          let clicked = try await browser.execute(
            """
            const stop = [...document.querySelectorAll('#tca-root button')]
              .find(b => b.textContent.trim() === 'Stop');
            if (stop) stop.click();
            return !!stop;
            """)
          #expect(clicked as? Bool == true)
          try await browser.waitForText("Start")
        }
      }
    }

    @Test func aSecondTabSeesWhatTheFirstAddsWithoutAReload() async throws {
      try await withDemoServer { address, _ in
        try await withBrowser("two-tabs") { browser in
          try await browser.open(address)
          let first = try await browser.currentTab()
          let second = try await browser.newTab()
          try await browser.switchTo(tab: second)
          try await browser.open(address)
          let secondSession = try await browser.execute("return window.tcaLive.session;") as? String
          try await browser.switchTo(tab: first)
          let firstSession = try await browser.execute("return window.tcaLive.session;") as? String
          #expect(firstSession != secondSession)
          try await browser.type(
            "From the first tab\u{E007}", into: try await browser.fieldID(placeholder: "Name"))
          try await browser.waitForText("1 rows")
          try await browser.switchTo(tab: second)
          try await browser.waitForText("1 rows")
          // The row came with its count.
          #expect(try await browser.shows("From the first tab"))
        }
      }
    }

    @Test func aDroppedSocketReconnectsToTheSameSession() async throws {
      try await withDemoServer { address, _ in
        try await withBrowser("reconnect") { browser in
          try await browser.open(address)
          let increment = try await browser.buttonID("Increment")
          try await browser.click(increment)
          try await browser.waitForText("Count: 1")
          let session = try await browser.execute("return window.tcaLive.session;") as? String
          try await browser.execute("window.tcaLive.drop();")
          try await browser.waitUntil("the socket is back", "return window.tcaLive.connected;")
          #expect(try await browser.execute("return window.tcaLive.session;") as? String == session)
          try await browser.click(increment)
          try await browser.waitForText("Count: 2")
        }
      }
    }

    @Test func theHeartbeatKeepsAnIdlePagesSocketOpen() async throws {
      var configuration = LiveServerConfiguration()
      configuration.heartbeatTimeout = .milliseconds(1200)
      try await withDemoServer(configuration: configuration) { address, _ in
        try await withBrowser("heartbeat") { browser in
          try await browser.open(address)
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
          try await browser.click(button: "Increment")
          try await browser.waitForText("Count: 1")
        }
      }
    }

    @Test func anExpiredSessionIsRebuiltAndThePageSaysSo() async throws {
      var configuration = LiveServerConfiguration()
      configuration.gracePeriod = .milliseconds(200)
      try await withDemoServer(configuration: configuration) { address, tabs in
        try await withBrowser("expired") { browser in
          try await browser.open(address)
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
          while await tabs.alive > 0 {
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
