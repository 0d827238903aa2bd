import ComposableViews
import Foundation
import Testing

@testable import SyncUpsFeatures
@testable import SyncUpsViews

/// The browser screens, driven without a browser (`ScreenTest`): the flows a user clicks
/// through, over the in-memory storage.
@MainActor
struct SyncUpsScreenTests {
  func app(
    _ storage: SyncUpsStorage, clock: some Clock<Duration> = ContinuousClock()
  ) -> (StoreOf<AppFeature>, ScreenTest) {
    let store = Store(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
      $0.syncUpsStorage = storage
      $0.uuid = .incrementing
    }
    return (store, ScreenTest(AppView(store: store)))
  }

  @Test func addASyncUpInTheSheet() async throws {
    let storage = SyncUpsStorage.inMemory()
    let (_, screen) = self.app(storage)
    #expect(screen.contains("Daily Sync-ups"))
    #expect(screen.contains("No sync-ups yet"))
    try screen.tap("New sync-up")
    #expect(screen.find(role: "dialog").count == 1)
    try screen.tap("Add")
    #expect(screen.contains("The title can't be empty."))
    try screen.type("Standup", into: "Title")
    try screen.type("Ann", into: "Name")
    try screen.tap("Add")
    try await screen.waitUntil { $0.find(role: "dialog").isEmpty }
    #expect(screen.contains("Standup"))
    #expect(try storage.load()?.map(\.title) == ["Standup"])
    #expect(try storage.load()?.first?.attendees.map(\.name) == ["Ann"])
  }

  @Test func editThenDeleteBehindTheAlert() async throws {
    let storage = SyncUpsStorage.inMemory([.fixture()])
    let (store, screen) = self.app(storage)
    try screen.tap("Design")
    #expect(store.path.count == 1)
    #expect(screen.contains("Start meeting"))
    try screen.tap("Edit")
    try screen.type("Design review", into: "Title")
    try screen.tap("Done")
    try await screen.waitUntil { $0.find(role: "dialog").isEmpty }
    #expect(try storage.load()?.map(\.title) == ["Design review"])
    try screen.tap("Delete")
    #expect(screen.find(role: "alertdialog").count == 1)
    try screen.tap("Yes")
    try await screen.waitUntil { _ in store.path.isEmpty }
    #expect(try storage.load() == [])
    #expect(!screen.contains("Design review"))
  }

  @Test func aMeetingRunsOnItsClockAndIsSavedWhenItEnds() async throws {
    let clock = SettledTestClock()
    let storage = SyncUpsStorage.inMemory([.fixture(seconds: 2)])
    let (store, screen) = self.app(storage, clock: clock)
    try screen.tap("Design")
    try screen.tap("Start meeting")
    try await screen.waitUntil { _ in store.path.count == 2 }
    #expect(screen.contains("Seconds elapsed"))
    try screen.type("ship it", into: "Note")
    try screen.submit("Note")
    try await screen.waitUntil { $0.contains("[0:00] Blob: ship it") }
    // The timer's first sleep may start after this line when other tests keep the machine
    // busy: advance until the meeting has ended rather than once.
    for _ in 0..<200 where store.path.count != 1 {
      await clock.advance(by: .seconds(1))
      // sleep-ok: poll interval of a loop bounded to 200 turns; waitUntil checks after it.
      try await Task.sleep(for: .milliseconds(5))
    }
    try await screen.waitUntil { _ in store.path.count == 1 }
    let meetings = try #require(try storage.load()?.first?.meetings)
    #expect(meetings.map(\.transcript) == ["[0:00] Blob: ship it\n"])
    try await screen.waitUntil { $0.contains("Past meetings") }
  }

  @Test func endingAMeetingEarlyAsksFirst() async throws {
    let storage = SyncUpsStorage.inMemory([.fixture()])
    let (store, screen) = self.app(storage, clock: SettledTestClock())
    try screen.tap("Design")
    try screen.tap("Start meeting")
    try await screen.waitUntil { _ in store.path.count == 2 }
    try screen.tap("End meeting")
    #expect(screen.contains("End meeting?"))
    try screen.tap("Discard")
    try await screen.waitUntil { _ in store.path.count == 1 }
    #expect(try storage.load()?.first?.meetings == [])
  }

  /// The rows' Delete buttons, as a page shows them: their ids are ids a page can send (the
  /// screen test refuses any other), and each deletes its own row.
  @Test func deleteAnAttendeeInTheFormAndAPastMeeting() async throws {
    var syncUp = SyncUp.fixture()
    syncUp.meetings = [
      Meeting(id: uuid(201), date: Date(timeIntervalSince1970: 1_234_000_000), transcript: "one"),
      Meeting(id: uuid(202), date: Date(timeIntervalSince1970: 1_233_000_000), transcript: "two"),
    ]
    let storage = SyncUpsStorage.inMemory([syncUp])
    let (store, screen) = self.app(storage)
    try screen.tap("Design")
    #expect(store.path.count == 1)

    // A past meeting: its row's Delete, not the sync-up's.
    let rowDeletes = screen.find(role: "button", name: "Delete").filter {
      $0.classes.contains("tca-row-delete")
    }
    #expect(rowDeletes.count == 2)
    try screen.tap(try #require(rowDeletes.first))
    try await screen.waitUntil { _ in (try? storage.load()?.first?.meetings.count) == 1 }
    #expect(try storage.load()?.first?.meetings.map(\.transcript) == ["two"])

    // An attendee, in the edit form.
    try screen.tap("Edit")
    let attendeeDeletes = screen.find(role: "button", name: "Delete").filter {
      $0.classes.contains("tca-row-delete")
    }
    #expect(attendeeDeletes.count == 2)
    try screen.tap(try #require(attendeeDeletes.first))
    #expect(screen.find(role: "textbox", name: "Name").map(\.value) == ["Blob Jr"])
    try screen.tap("Done")
    try await screen.waitUntil { $0.find(role: "dialog").isEmpty }
    #expect(try storage.load()?.first?.attendees.map(\.name) == ["Blob Jr"])
  }
}
