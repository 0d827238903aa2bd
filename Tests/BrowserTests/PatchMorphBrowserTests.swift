#if LiveServer
  import ComposableArchitecture
  import ComposableViews
  import Foundation
  import Logging
  import Testing

  @_spi(LiveScreen) import ComposableLiveServer
  import LiveServerTestSupport

  /// Patches morph the page in place: what did not change stays the same element, so a press in
  /// progress, the focus and the caret survive a screen that changes every 50 ms.
  @Suite(
    .enabled(if: BrowserEnvironment.isEnabled, Comment(rawValue: BrowserEnvironment.skipMessage)),
    .serialized)
  struct PatchMorphBrowserTests {
    @Test func aButtonHeldAcrossPatchesIsClickedEveryTime() async throws {
      try await withTickerServer { address in
        try await withBrowser("morph-press") { browser in
          try await browser.navigate(to: address)
          try await browser.waitUntil(
            "the socket is up and the timer ticks",
            "return window.tcaLive && window.tcaLive.connected && \(Self.ticks) >= 3;")
          let button = try #require(
            try await browser.execute(
              """
              const b = [...document.querySelectorAll('button')].find(b => b.textContent === 'Press');
              window.pressClicks = 0;
              document.addEventListener('click', e => {
                if (e.target.closest('button') && e.target.closest('button').id === b.id)
                  window.pressClicks += 1;
              }, true);
              return b.id;
              """) as? String)
          for press in 1...8 {
            let before = try #require(try await browser.execute("return \(Self.ticks);") as? Int)
            try await browser.pressAndHold(button, milliseconds: 400)
            let after = try #require(try await browser.execute("return \(Self.ticks);") as? Int)
            // Several patches re-rendered the button's view while it was held.
            #expect(after - before >= 3, "press \(press): \(before) → \(after)")
          }
          try await browser.waitUntil(
            "8 presses reached the store",
            "return document.body.innerText.includes('Presses: 8');")
          let clicks = try await browser.execute("return window.pressClicks;") as? Int
          #expect(clicks == 8)
          // The button is the element it was: a patch never replaced it.
          let same =
            try await browser.execute(
              "return [...document.querySelectorAll('button')].filter(b => b.id === arguments[0]).length;",
              [button]) as? Int
          #expect(same == 1)
        }
      }
    }

    @Test func aFocusedFieldKeepsFocusAndCaretAcrossPatches() async throws {
      try await withTickerServer { address in
        try await withBrowser("morph-focus") { browser in
          try await browser.open(address)
          let field = try #require(
            try await browser.execute(
              "return document.querySelector('input[placeholder=\"Note\"]').id;") as? String)
          try await browser.type("hello world", into: field)
          try await browser.execute(
            """
            const f = document.getElementById(arguments[0]);
            window.noteField = f;
            f.setSelectionRange(2, 5);
            """, [field])
          let start = try #require(try await browser.execute("return \(Self.ticks);") as? Int)
          try await browser.waitUntil(
            "ten more ticks", "return \(Self.ticks) >= arguments[0];", [start + 10])
          let state =
            try await browser.execute(
              """
              const f = document.getElementById(arguments[0]);
              return [f === window.noteField, document.activeElement === f, f.value,
                      f.selectionStart, f.selectionEnd];
              """, [field]) as? [Any]
          #expect(state?[0] as? Bool == true)
          #expect(state?[1] as? Bool == true)
          #expect(state?[2] as? String == "hello world")
          #expect(state?[3] as? Int == 2)
          #expect(state?[4] as? Int == 5)
          // Typing over the selection goes on from there.
          try await browser.press("J")
          try await browser.waitUntil(
            "the typing is in the field",
            "return document.getElementById(arguments[0]).value === 'heJ world';", [field])
          let caret =
            try await browser.execute(
              "return document.getElementById(arguments[0]).selectionStart;", [field]) as? Int
          #expect(caret == 3)
          _ = try await save(browser, "morph-focus.png")
        }
      }
    }

    /// The ticks the page shows.
    static let ticks =
      "Number((document.body.innerText.match(/Ticks: (\\d+)/) || [0, -1])[1])"
  }

  /// Runs the ticker screen on a live in-process server and `body` with its address.
  func withTickerServer(_ body: @escaping @Sendable (_ address: String) async throws -> Void)
    async throws
  {
    var logger = Logger(label: "tca.live-server.morph-browser-test")
    logger.logLevel = .warning
    let server = LiveServer(host: "127.0.0.1", port: 0, logger: logger) {
      TickerView(store: Store(initialState: TickerFeature.State()) { TickerFeature() })
    }
    try await withRunningServer(server) { client in
      guard let port = client.port else { throw BrowserFailure("the test server has no port") }
      try await body("http://127.0.0.1:\(port)/")
    }
  }
#endif
