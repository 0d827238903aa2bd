#if LiveServer
  import ComposableArchitecture
  import Foundation
  import Logging
  import Testing

  @_spi(LiveScreen) import ComposableLiveServer
  import ComposableViews
  import LiveServerTestSupport

  /// A screen shaped as the original's Todos screen: a picker and a list in a leading-aligned
  /// `VStack`, in a `NavigationStack`, served from an `App`.
  private struct ListScreenApp: App {
    var body: some Scene {
      WindowGroup {
        NavigationStack {
          VStack(alignment: .leading) {
            Text("Short")
            List {
              ForEach(["Buy milk", "Walk the dog"], id: \.self) { Text($0) }
            }
            Form {
              Text("In a form")
            }
          }
          .toolbar { Button("Add") {} }
          .navigationTitle("Todos")
        }
      }
    }
  }

  /// A list that pushes a detail screen with a toolbar, as the original's SyncUps does.
  private struct PushedScreenApp: App {
    var body: some Scene {
      WindowGroup {
        NavigationStack {
          List {
            NavigationLink("Design") {
              Form {
                Text("Daily")
              }
              .toolbar { Button("Edit") {} }
              .navigationTitle("Design")
            }
          }
          .navigationTitle("Sync-ups")
        }
      }
    }
  }

  /// Layout a page must keep from SwiftUI: what the browser actually lays out.
  @Suite(
    .enabled(if: BrowserEnvironment.isEnabled, Comment(rawValue: BrowserEnvironment.skipMessage)),
    .serialized)
  struct LayoutBrowserTests {
    @Test func aListOrFormTakesTheWholeWidthAndTheBarIsAboveTheTitle() async throws {
      // In SwiftUI a `List` (and a `Form`) is as wide as it is offered whatever the stack's
      // alignment; a leading `VStack` only places its narrower children at the leading edge.
      try await Self.atBothWidths(ListScreenApp.self, name: "layout-list") { browser, _ in
        try await browser.waitUntil(
          "a list and a form as wide as the screen's content, and short text left alone",
          """
          const screen = document.querySelector('.tca-screen');
          const list = document.querySelector('.tca-list');
          const form = document.querySelector('.tca-form');
          const text = [...document.querySelectorAll('.tca-text')]
            .find(t => t.textContent === 'Short');
          if (!screen || !list || !form || !text) return false;
          const style = getComputedStyle(screen);
          const content = screen.clientWidth - parseFloat(style.paddingLeft)
            - parseFloat(style.paddingRight);
          const wide = (e) => Math.abs(e.getBoundingClientRect().width - content) < 2;
          // The bar above the large title, though `.navigationTitle` came last (outermost).
          const bar = document.querySelector('.tca-navbar');
          const title = document.querySelector('.tca-nav-title');
          const barFirst = !!bar && !!title
            && bar.getBoundingClientRect().bottom <= title.getBoundingClientRect().top + 1;
          return wide(list) && wide(form) && text.getBoundingClientRect().width < content / 2
            && barFirst;
          """)
      }
    }

    @Test func aPushedScreensBackButtonAndToolbarShareOneBarAboveTheTitle() async throws {
      // On a phone the back button sits at the bar's leading edge and the toolbar's buttons at
      // its trailing edge, on one row, with the large title below.
      try await Self.atBothWidths(PushedScreenApp.self, name: "layout-pushed") { browser, width in
        try await browser.waitUntil(
          "the list's link", "return !!document.querySelector('.tca-nav-link')")
        _ = try await browser.execute("document.querySelector('.tca-nav-link').click()")
        try await browser.waitUntil(
          "Back and Edit on one row, Back leading and Edit trailing, the title below",
          """
          const shown = [...document.querySelectorAll('.tca-back')]
            .filter(b => b.getClientRects().length > 0);
          if (shown.length === 0) return false;
          const screen = shown[shown.length - 1].closest('.tca-screen');
          const own = (e) => e.closest('.tca-screen') === screen;
          const back = shown[shown.length - 1].getBoundingClientRect();
          const edit = [...screen.querySelectorAll('[role=toolbar] button')]
            .find(b => own(b) && b.textContent.trim() === 'Edit');
          const title = [...screen.querySelectorAll('.tca-nav-title')].find(own);
          if (!edit || !title || back.width === 0) return false;
          const e = edit.getBoundingClientRect();
          const box = screen.getBoundingClientRect();
          const sameRow = Math.abs((back.top + back.bottom) / 2 - (e.top + e.bottom) / 2) < 4;
          return sameRow && back.left < box.left + box.width / 2
            && e.right > box.left + box.width / 2
            && title.getBoundingClientRect().top >= Math.max(back.bottom, e.bottom) - 1;
          """)
        _ = try await save(browser, "layout-pushed-\(width).png")
      }
    }

    /// Serves `app` and runs `body` in a browser on its first page, at a phone's width and a
    /// desktop's.
    static func atBothWidths<Root: App>(
      _ app: Root.Type, name: String,
      _ body: @escaping @Sendable (WebDriver, Int) async throws -> Void
    ) async throws {
      var logger = Logger(label: "tca.live-server.browser-test")
      logger.logLevel = .warning
      let server = LiveServer(host: "127.0.0.1", port: 0, logger: logger, app: app)
      try await withRunningServer(server) { client in
        guard let port = client.port else { throw BrowserFailure("the test server has no port") }
        for width in [390, 1280] {
          try await withBrowser("\(name)-\(width)") { browser in
            try await browser.setWindowSize(width: width, height: 900)
            try await browser.navigate(to: "http://127.0.0.1:\(port)/")
            try await body(browser, width)
          }
        }
      }
    }
  }
#endif
