#if LiveServer
  import Foundation
  import Testing

  @_spi(LiveScreen) import ComposableLiveServer
  import LiveServerTestSupport

  /// What the page shows of its connection, and what it does when the server refuses an event.
  @Suite(
    .enabled(if: BrowserEnvironment.isEnabled, Comment(rawValue: BrowserEnvironment.skipMessage)),
    .serialized)
  struct ConnectionStateBrowserTests {
    /// Counts the sockets the page opens from now on (`window.__opens`).
    static let countSockets = """
      window.__opens = 0;
      const Real = window.WebSocket;
      window.WebSocket = class extends Real {
        constructor(...args) { super(...args); window.__opens += 1; }
      };
      """

    @Test func aRefusedEventIsDroppedShownAndThePageStaysUsable() async throws {
      try await withDemoServer { address, _ in
        try await withBrowser("refused-event") { browser in
          try await browser.open(address)
          // A control whose id the server does not take (what the renderer's old `~` suffix was):
          // the Increment button's, suffixed.
          let increment = try await browser.buttonID("Increment")
          try await browser.execute(
            Self.countSockets
              + """
              const bad = document.createElement('button');
              bad.id = arguments[0] + '~2';
              bad.setAttribute('data-tca-on', 'click');
              bad.textContent = 'Bad';
              document.getElementById('tca-root').prepend(bad);
              """, [increment])
          try await browser.click(increment + "~2")
          try await browser.waitUntil(
            "the page says the action was dropped",
            """
            const s = document.getElementById('tca-status');
            return !s.hidden && s.dataset.kind === 'error' && s.getAttribute('role') === 'status'
              && s.textContent.includes('dropped');
            """)
          try await browser.waitUntil(
            "the page is connected again", "return window.tcaLive.connected;")
          // Usable: the next click is taken, and the refused event was not sent again (one new
          // socket, not one per refusal).
          try await browser.click(increment)
          try await browser.waitForText("Count: 1")
          let opens = try await browser.execute("return window.__opens;") as? Int
          #expect(opens == 1)
          // The banner is over the page, not below it.
          let position = try await browser.execute(
            "return getComputedStyle(document.getElementById('tca-status')).position;")
          #expect(position as? String == "fixed")
        }
      }
    }

    @Test func whileReconnectingABannerShowsAndTheScreenIsBusy() async throws {
      try await withDemoServer { address, _ in
        try await withBrowser("reconnecting-banner") { browser in
          try await browser.open(address)
          let increment = try await browser.buttonID("Increment")
          try await browser.execute(
            """
            window.__realWebSocket = window.WebSocket;
            window.WebSocket = function () { throw new Error('offline'); };
            window.tcaLive.drop();
            """)
          try await browser.waitUntil(
            "the banner says it is reconnecting and the screen is busy",
            """
            const s = document.getElementById('tca-status');
            const root = document.getElementById('tca-root');
            const box = s.getBoundingClientRect();
            return !s.hidden && s.dataset.kind === 'reconnecting'
              && s.textContent.includes('Reconnecting') && s.getAttribute('role') === 'status'
              && getComputedStyle(s).position === 'fixed' && box.top < 100 && box.height > 0
              && root.getAttribute('aria-busy') === 'true'
              && document.body.dataset.tcaConnection === 'offline';
            """)
          // A click while offline is kept and sent once the page is back.
          try await browser.click(increment)
          try await browser.execute("window.WebSocket = window.__realWebSocket;")
          try await browser.waitForText("Count: 1", within: 15)
          try await browser.waitUntil(
            "the banner is gone and the screen is not busy",
            """
            return document.getElementById('tca-status').hidden
              && !document.getElementById('tca-root').hasAttribute('aria-busy');
            """)
        }
      }
    }
  }
#endif
