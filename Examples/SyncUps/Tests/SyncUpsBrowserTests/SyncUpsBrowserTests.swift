#if LiveServer
  import Foundation
  import HummingbirdTesting
  import Logging
  import Testing

  @_spi(LiveScreen) import ComposableLiveServer
  import ComposableViews
  import LiveServerTestSupport
  import SyncUpsFeatures
  import SyncUpsViews

  /// The SyncUps app as `SyncUpsWeb` serves it, driven end to end in headless Chromium.
  @Suite(
    .enabled(if: BrowserEnvironment.isEnabled, Comment(rawValue: BrowserEnvironment.skipMessage)),
    .serialized
  )
  struct SyncUpsBrowserTests {
    @Test func addEditAndDeleteASyncUp() async throws {
      try await withSyncUpsServer(.inMemory()) { address in
        try await withBrowser("syncups-add-edit-delete") { browser in
          try await browser.open(address)
          try await browser.waitForPageText("No sync-ups yet")

          // Add through the sheet: a title and an attendee.
          try await browser.clickButton("New sync-up")
          try await browser.waitUntil(
            "the add sheet is open", "return !!document.querySelector('dialog[open]');")
          try await browser.type("Design review", into: try await browser.field("Title"))
          // The form opens with one empty attendee.
          try await browser.type("Blob", into: try await browser.field("Name"))
          try await browser.waitUntil(
            "the form holds the typing",
            """
            const t = document.querySelector('dialog[open] input[placeholder="Title"]');
            const n = document.querySelector('dialog[open] input[placeholder="Name"]');
            return !!t && !!n && t.value === 'Design review' && n.value === 'Blob';
            """)
          try await browser.clickButton("Add")
          try await browser.waitUntil(
            "the sheet is closed", "return !document.querySelector('dialog[open]');")
          try await browser.waitForPageText("Design review")
          try await browser.waitForPageText("No sync-ups yet", present: false)
          _ = try await save(browser, "syncups-list.png")

          // Open it: the detail is pushed.
          try await browser.clickButton("Design review")
          try await browser.waitForPageText("Start meeting")
          try await browser.waitForPageText("Blob")

          // Edit the title in the edit sheet.
          try await browser.clickButton("Edit")
          try await browser.waitUntil(
            "the edit sheet is open",
            "return !!document.querySelector('dialog[open] input[placeholder=\"Title\"]');")
          try await browser.replaceText(in: try await browser.field("Title"), with: "Design crit")
          try await browser.waitUntil(
            "the title field holds the edit",
            """
            const t = document.querySelector('dialog[open] input[placeholder="Title"]');
            return !!t && t.value === 'Design crit';
            """)
          try await browser.clickButton("Done")
          try await browser.waitUntil(
            "the sheet is closed", "return !document.querySelector('dialog[open]');")
          try await browser.waitForPageText("Design crit")
          try await browser.waitUntil(
            "the page title follows", "return document.title.includes('Design crit');")

          // Delete it through the alert: back to an empty list.
          try await browser.clickButton("Delete")
          try await browser.waitForPageText("Are you sure you want to delete this sync-up?")
          try await browser.clickButton("Yes")
          try await browser.waitForPageText("No sync-ups yet")
          try await browser.waitForPageText("Design crit", present: false)
        }
      }
    }

    @Test func aMeetingRunsAndIsSaved() async throws {
      let syncUp = SyncUp(
        id: UUID(),
        attendees: [Attendee(id: UUID(), name: "Blob"), Attendee(id: UUID(), name: "Blob Jr")],
        duration: .seconds(60),
        title: "Morning sync"
      )
      try await withSyncUpsServer(.inMemory([syncUp])) { address in
        try await withBrowser("syncups-meeting") { browser in
          try await browser.open(address)
          try await browser.clickButton("Morning sync")
          try await browser.waitForPageText("Start meeting")
          // The section header is upper-cased by the stylesheet: its text is read as written.
          try await browser.waitUntil(
            "no past meetings yet", "return !document.body.textContent.includes('Past meetings');")
          try await browser.clickButton("Start meeting")
          try await browser.waitForPageText("End meeting")
          try await browser.waitForPageText("Seconds elapsed")
          // The timer advances on the real clock: two ticks.
          try await browser.waitUntil(
            "two seconds elapse", within: 15,
            """
            const m = document.body.innerText.match(/Seconds elapsed\\D*(\\d+)/);
            return !!m && Number(m[1]) >= 2;
            """)
          _ = try await save(browser, "syncups-meeting.png")
          try await browser.clickButton("End meeting")
          try await browser.waitForPageText("End meeting?")
          try await browser.clickButton("Save and end")
          // Back on the detail, with the meeting in the past meetings.
          try await browser.waitUntil(
            "the meeting is a past meeting",
            "return document.body.textContent.includes('Past meetings');")
          try await browser.waitForPageText("Seconds elapsed", present: false)
        }
      }
    }

    /// The rows' Delete buttons (a past meeting, an attendee in the edit form) reach the store,
    /// and the socket stays up: their ids are ids the server takes.
    @Test func deleteAPastMeetingAndAnAttendee() async throws {
      let syncUp = SyncUp(
        id: UUID(),
        attendees: [Attendee(id: UUID(), name: "Blob"), Attendee(id: UUID(), name: "Blob Jr")],
        duration: .seconds(60),
        meetings: [
          Meeting(id: UUID(), date: Date(timeIntervalSinceNow: -86_400), transcript: "Shipped")
        ],
        title: "Morning sync"
      )
      let storage = SyncUpsStorage.inMemory([syncUp])
      try await withSyncUpsServer(storage) { address in
        try await withBrowser("syncups-delete-rows") { browser in
          try await browser.open(address)
          let session = try await browser.execute("return window.tcaLive.session;") as? String
          try await browser.clickButton("Morning sync")
          try await browser.waitForPageText("Start meeting")
          try await browser.waitUntil(
            "the past meeting is listed",
            "return document.body.textContent.includes('Past meetings');")

          // The meeting row's Delete.
          try await browser.click(try await browser.rowDeleteButton())
          try await browser.waitUntil(
            "the meeting is gone",
            "return !document.body.textContent.includes('Past meetings');")

          // An attendee's Delete, in the edit form.
          try await browser.clickButton("Edit")
          try await browser.waitUntil(
            "the edit sheet is open",
            "return !!document.querySelector('dialog[open] input[placeholder=\"Name\"]');")
          try await browser.click(try await browser.rowDeleteButton())
          try await browser.waitUntil(
            "one attendee is left",
            """
            const names = [...document.querySelectorAll('dialog[open] input[placeholder="Name"]')];
            return names.length === 1 && names[0].value === 'Blob Jr';
            """)
          try await browser.clickButton("Done")
          try await browser.waitUntil(
            "the sheet is closed", "return !document.querySelector('dialog[open]');")

          // The same socket and session all along, and nothing refused.
          try await browser.waitUntil(
            "the page is connected and shows no error",
            """
            const s = document.getElementById('tca-status');
            return window.tcaLive.connected && s.hidden && window.tcaLive.session === arguments[0];
            """, [session ?? ""])
        }
      }
      // Saving is the shared key's, after the store: wait for it, with a deadline.
      let deadline = ContinuousClock.now + .seconds(10)
      var saved = try storage.load()?.first
      while saved?.meetings.isEmpty != true || saved?.attendees.map(\.name) != ["Blob Jr"],
        ContinuousClock.now < deadline
      {
        // sleep-ok: poll interval of a loop bounded by its 10 s deadline.
        try await Task.sleep(for: .milliseconds(25))
        saved = try storage.load()?.first
      }
      #expect(saved?.meetings.isEmpty == true)
      #expect(saved?.attendees.map(\.name) == ["Blob Jr"])
    }

    @Test func theDataOutlivesAReload() async throws {
      let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("syncups-browser-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: directory) }
      let file = directory.appendingPathComponent("syncups.json")
      try await withSyncUpsServer(.file(file)) { address in
        try await withBrowser("syncups-reload") { browser in
          try await browser.open(address)
          try await browser.waitForPageText("No sync-ups yet")
          try await browser.addSyncUp("Retro", attendee: "Blob")
          try await browser.waitForPageText("Retro")
          try await browser.open(address)
          try await browser.waitForPageText("Retro")
          try await browser.waitForPageText("No sync-ups yet", present: false)
        }
      }
      // It is in the file, and a new server over the file serves it.
      let saved = try String(contentsOf: file, encoding: .utf8)
      #expect(saved.contains("Retro"))
      try await withSyncUpsServer(.file(file)) { address in
        try await withBrowser("syncups-reload-restart") { browser in
          try await browser.open(address)
          try await browser.waitForPageText("Retro")
        }
      }
    }

    /// The address follows the stack: a pushed detail is an address of its own, which a reload,
    /// Back and Forward, and a link opened in a fresh tab all land on.
    @Test func theAddressFollowsTheStackAndOpensItAgain() async throws {
      let meeting = Meeting(
        id: UUID(), date: Date(timeIntervalSinceNow: -86_400), transcript: "Shipped it")
      let syncUp = SyncUp(
        id: UUID(),
        attendees: [Attendee(id: UUID(), name: "Blob"), Attendee(id: UUID(), name: "Blob Jr")],
        duration: .seconds(60),
        meetings: [meeting],
        title: "Morning sync"
      )
      let detail = "/syncups/\(syncUp.id.uuidString.lowercased())"
      try await withSyncUpsServer(.inMemory([syncUp])) { address in
        try await withBrowser("syncups-addresses") { browser in
          try await browser.open(address)
          try await browser.waitForPath("/")
          try await browser.clickButton("Morning sync")
          try await browser.waitForPageText("Start meeting")
          try await browser.waitForPath(detail)
          let first = try await browser.execute("return window.tcaLive.session;") as? String

          // Reload: a new session, on the detail from its first paint.
          try await browser.refresh()
          try await browser.waitUntil(
            "the socket is up", "return !!window.tcaLive && window.tcaLive.connected;")
          try await browser.waitForPageText("Start meeting")
          try await browser.waitForPath(detail)
          let reloaded = try await browser.execute("return window.tcaLive.session;") as? String
          #expect(reloaded != first)

          // Back: the list; Forward: the detail.
          try await browser.back()
          try await browser.waitForPath("/")
          try await browser.waitForPageText("Start meeting", present: false)
          try await browser.waitForPageText("Morning sync")
          try await browser.forward()
          try await browser.waitForPath(detail)
          try await browser.waitForPageText("Start meeting")

          // Within one page: a past meeting is pushed, Back pops it, Forward pushes it again.
          try await browser.waitUntil(
            "the socket is up", "return !!window.tcaLive && window.tcaLive.connected;")
          let session = try await browser.execute("return window.tcaLive.session;") as? String
          // The detail's one link: its past meeting.
          let link =
            try await browser.execute(
              """
              const links = [...document.querySelectorAll('button.tca-nav-link')]
                .filter(b => b.id && b.getClientRects().length > 0);
              return links.length === 1 ? links[0].id : null;
              """) as? String
          try await browser.click(try #require(link))
          try await browser.waitForPageText("Shipped it")
          try await browser.waitForPath("\(detail)/meetings/\(meeting.id.uuidString.lowercased())")
          try await browser.back()
          try await browser.waitForPath(detail)
          try await browser.waitForPageText("Shipped it", present: false)
          try await browser.waitForPageText("Start meeting")
          try await browser.forward()
          try await browser.waitForPageText("Shipped it")
          // The page's own back button pops, and the address goes back with it.
          try await browser.clickButton("‹ Back")
          try await browser.waitForPath(detail)
          try await browser.waitForPageText("Start meeting")
          let same = try await browser.execute("return window.tcaLive.session;") as? String
          #expect(same == session)

          // The address's screen is in the page itself (it reads without scripts).
          let page =
            try await browser.execute(
              "return fetch(arguments[0]).then(r => r.text());", [detail]) as? String ?? ""
          #expect(page.contains("Start meeting"))
          #expect(page.contains("data-tca-route=\"\(detail)\""))

          // A shared link, in a tab of its own: a fresh session on the same screen.
          let tab = try await browser.newTab()
          try await browser.switchTo(tab: tab)
          try await browser.open(address + String(detail.dropFirst()))
          try await browser.waitForPageText("Start meeting")
          try await browser.waitForPageText("Blob Jr")
          let shared = try await browser.execute("return window.tcaLive.session;") as? String
          #expect(shared != nil && shared != same)
          try await browser.setWindowSize(width: 390, height: 844)
          // The back button and the toolbar's Edit share the bar above the title, as on a phone.
          try await browser.waitUntil(
            "Back and Edit on one row",
            """
            const visible = (e) => e.getClientRects().length > 0;
            const back = [...document.querySelectorAll('.tca-back')].filter(visible).pop();
            const edit = [...document.querySelectorAll('[role=toolbar] button')]
              .filter(visible).find(b => b.textContent.trim() === 'Edit');
            if (!back || !edit) return false;
            const middle = (r) => (r.top + r.bottom) / 2;
            const b = back.getBoundingClientRect(), e = edit.getBoundingClientRect();
            return Math.abs(middle(b) - middle(e)) < 4 && b.right < e.left;
            """)
          _ = try await save(browser, "syncups-address-detail-390.png")
          try await browser.setWindowSize(width: 1280, height: 800)
          _ = try await save(browser, "syncups-address-detail-1280.png")

          // An address no screen has: the list, and the address says so.
          try await browser.open(address + "syncups/not-a-sync-up/../record?x=<script>")
          try await browser.waitForPath("/")
          try await browser.waitForPageText("Morning sync")
          try await browser.waitForPageText("Start meeting", present: false)
        }
      }
    }

    @Test func twoTabsSeeEachOthersNewSyncUps() async throws {
      try await withSyncUpsServer(.inMemory()) { address in
        try await withBrowser("syncups-two-tabs") { browser in
          try await browser.open(address)
          let first = try await browser.currentTab()
          let second = try await browser.newTab()
          try await browser.switchTo(tab: second)
          try await browser.open(address)
          try await browser.waitForPageText("No sync-ups yet")

          try await browser.switchTo(tab: first)
          try await browser.addSyncUp("From the first tab", attendee: "Blob")
          try await browser.switchTo(tab: second)
          try await browser.waitForPageText("From the first tab")

          try await browser.addSyncUp("From the second tab", attendee: "Blob Jr")
          try await browser.switchTo(tab: first)
          try await browser.waitForPageText("From the second tab")
          try await browser.waitForPageText("From the first tab")
        }
      }
    }
  }

  /// Runs the SyncUps app over `storage` on a live in-process server (a free loopback port) and
  /// `body` with its address. Behind a proxy, `node` names the server (`SyncUpsWeb --node`).
  func withSyncUpsServer(
    _ storage: SyncUpsStorage,
    node: String? = nil,
    _ body: @escaping @Sendable (_ address: String) async throws -> Void
  ) async throws {
    var logger = Logger(label: "tca.live-server.syncups-browser-test")
    logger.logLevel = .warning
    var configuration = LiveServerConfiguration()
    configuration.nodeName = node
    let server = LiveServer(
      host: "127.0.0.1", port: 0, configuration: configuration, logger: logger
    ) {
      AppView(
        store: Store(initialState: AppFeature.State()) {
          AppFeature()
        } withDependencies: {
          // The app as SyncUpsWeb runs it: live clock, dates and ids, not test values.
          $0.context = .live
          $0.syncUpsStorage = storage
        }
      )
      // As SyncUpsWeb serves it: the screens are in the address.
      .navigationRoute(SyncUpsRoute())
    }
    try await withRunningServer(server) { client in
      guard let port = client.port else { throw BrowserFailure("the test server has no port") }
      try await body("http://127.0.0.1:\(port)/")
    }
  }

  extension WebDriver {
    /// Waits until the page's address is `path`.
    func waitForPath(_ path: String) async throws {
      try await self.waitUntil(
        "the address is \(path)", "return location.pathname === arguments[0];", [path])
    }

    /// Waits until the visible page shows `text` (or, with `present: false`, no longer does).
    func waitForPageText(_ text: String, present: Bool = true, within seconds: Double = 10)
      async throws
    {
      try await self.waitUntil(
        present ? "the page shows \(text)" : "the page no longer shows \(text)", within: seconds,
        "return document.body.innerText.includes(arguments[0]) === arguments[1];",
        [text, present])
    }

    /// The id of the visible button reading `label` (exactly, else containing it), in the
    /// topmost open dialog when there is one, as a person would see it.
    func button(_ label: String) async throws -> String {
      try await self.elementID(
        "the button \(label)",
        """
        const dialogs = document.querySelectorAll('dialog[open], [role=alertdialog]');
        const scope = dialogs.length ? dialogs[dialogs.length - 1] : document;
        const buttons = [...scope.querySelectorAll('button')]
          .filter(b => b.id && b.getClientRects().length > 0);
        const text = b => b.innerText.replace(/\\s+/g, ' ').trim();
        const found = buttons.find(b => text(b) === arguments[0])
          || buttons.find(b => text(b).includes(arguments[0]));
        return found ? found.id : null;
        """, [label])
    }

    /// The id of the visible text field with `placeholder`, in the topmost open dialog when
    /// there is one.
    func field(_ placeholder: String) async throws -> String {
      try await self.elementID(
        "the field \(placeholder)",
        """
        const dialogs = document.querySelectorAll('dialog[open]');
        const scope = dialogs.length ? dialogs[dialogs.length - 1] : document;
        const found = [...scope.querySelectorAll('input, textarea')]
          .filter(f => f.id && f.placeholder === arguments[0] && f.getClientRects().length > 0)[0];
        return found ? found.id : null;
        """, [placeholder])
    }

    /// The id of the first visible row Delete button, in the topmost open dialog when there is
    /// one.
    func rowDeleteButton() async throws -> String {
      try await self.elementID(
        "a row's Delete button",
        """
        const dialogs = document.querySelectorAll('dialog[open]');
        const scope = dialogs.length ? dialogs[dialogs.length - 1] : document;
        const found = [...scope.querySelectorAll('button.tca-row-delete')]
          .filter(b => b.id && b.getClientRects().length > 0)[0];
        return found ? found.id : null;
        """, [])
    }

    /// Clicks the button reading `label`.
    func clickButton(_ label: String) async throws {
      try await self.click(try await self.button(label))
    }

    /// Replaces the text of the field `id` by typing `text` over its selected contents.
    func replaceText(in id: String, with text: String) async throws {
      try await self.execute(
        "const f = document.getElementById(arguments[0]); f.focus(); f.select();", [id])
      try await self.press(text)
    }

    /// Adds a sync-up through the sheet and waits for its card.
    func addSyncUp(_ title: String, attendee: String) async throws {
      try await self.clickButton("New sync-up")
      try await self.type(title, into: try await self.field("Title"))
      try await self.type(attendee, into: try await self.field("Name"))
      try await self.waitUntil(
        "the form holds the typing",
        """
        const t = document.querySelector('dialog[open] input[placeholder="Title"]');
        const n = document.querySelector('dialog[open] input[placeholder="Name"]');
        return !!t && !!n && t.value === arguments[0] && n.value === arguments[1];
        """, [title, attendee])
      try await self.clickButton("Add")
      try await self.waitUntil(
        "the sheet is closed", "return !document.querySelector('dialog[open]');")
      try await self.waitForPageText(title)
    }
  }
#endif
