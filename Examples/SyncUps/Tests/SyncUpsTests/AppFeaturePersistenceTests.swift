import ComposableArchitecture
import Foundation
import Testing

@testable import SyncUpsFeatures

/// Every change reaches the data file at once, whichever screen makes it, and nothing is held
/// back for a clean exit.
@MainActor
@Suite(.temporaryDirectory)
struct AppFeaturePersistenceTests {
  @Test func aNewSyncUpIsSavedAsSoonAsItIsAdded() async {
    let file = SyncUpsFile.temporary()
    let store = TestStore(initialState: appState(file) { AppFeature.State(persistence: .enabled) })
    {
      AppFeature()
    } withDependencies: {
      $0.syncUpsFile = file
      $0.uuid = .incrementing
    }
    store.exhaustivity = .off
    await store.send(\.syncUpsList.addSyncUpButtonTapped)
    await store.send(
      \.syncUpsList.destination.add.binding, .set(\.syncUp.title, "Standup")
    )
    await store.send(\.syncUpsList.confirmAddSyncUpButtonTapped)
    await store.finish()
    #expect(file.stored?.map(\.title) == ["Standup"])
  }

  @Test func loadingSamplesIsSavedAtOnce() async {
    let file = SyncUpsFile.temporary()
    let store = TestStore(
      initialState: appState(file) {
        AppFeature.State(
          persistence: .enabled,
          syncUpsList: SyncUpsList.State(
            destination: .alert(.dataFailedToLoad(reason: "bad", backup: "/b"))
          )
        )
      }
    ) {
      AppFeature()
    } withDependencies: {
      $0.syncUpsFile = file
      $0.uuid = .incrementing
    }
    store.exhaustivity = .off
    await store.send(\.syncUpsList.destination.alert, .confirmLoadSamples)
    await store.finish()
    #expect(file.stored?.map(\.title) == ["Design", "Engineering"])
  }

  @Test func terminatingDuringAMeetingSavesItWithItsNotes() async {
    let file = SyncUpsFile.temporary()
    let syncUp = SyncUp.fixture()
    let store = TestStore(
      initialState: appState(file) {
        AppFeature.State(
          path: StackState([.detail(SyncUpDetail.State(syncUp: syncUp))]),
          persistence: .enabled,
          syncUpsList: SyncUpsList.State(syncUps: [syncUp])
        )
      }
    ) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = TestClock()
      $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
      $0.syncUpsFile = file
      $0.uuid = .incrementing
    }
    await store.send(\.path[id: 0].detail.startMeetingButtonTapped)
    await store.receive(\.path[id: 0].detail.delegate.startMeeting) {
      $0.path[id: 1] = .record(RecordMeeting.State(meetingID: uuid(0), syncUp: syncUp))
    }
    await store.send(\.path[id: 1].record.onTask)
    await store.send(\.path[id: 1].record.noteSubmitted, "ship it") {
      $0.path[id: 1, case: \.record]?.transcript = "[0:00] Blob: ship it\n"
    }
    let meeting = Meeting(
      id: uuid(0), date: Date(timeIntervalSince1970: 1_234_567_890),
      transcript: "[0:00] Blob: ship it\n[0:00] Meeting ended early: SyncUps was closed.\n"
    )
    await store.send(.willTerminate) {
      $0.path.pop(from: 1)
      $0.path[id: 0, case: \.detail]?.syncUp.meetings = [meeting]
      $0.syncUpsList.$syncUps.withLock { $0[id: syncUp.id]?.meetings = [meeting] }
    }
    await store.finish()
    #expect(file.stored?.first?.meetings == [meeting])
  }

  @Test func aFailedSaveIsShownUntilASaveSucceeds() async throws {
    let file = SyncUpsFile.unwritable()
    let failure = try #require(saveFailure(file))
    let store = TestStore(
      initialState: appState(file) {
        AppFeature.State(
          persistence: .enabled, syncUpsList: SyncUpsList.State(syncUps: [.fixture()])
        )
      }
    ) {
      AppFeature()
    } withDependencies: {
      $0.syncUpsFile = file
    }
    await store.send(.willTerminate)
    await store.receive(\.saveFailed, failure) {
      $0.saveError = failure
    }
    // The folder's place was taken by a file: remove it, and the next save works.
    try FileManager.default.removeItem(at: file.url.deletingLastPathComponent())
    await store.send(.willTerminate)
    await store.receive(\.saveSucceeded) {
      $0.saveError = nil
    }
    #expect(file.stored == [.fixture()])
  }

  @Test func changesMergedFromAnotherProcessReplaceTheListAndOpenScreens() async {
    let file = SyncUpsFile.temporary()
    var theirs = SyncUp.fixture()
    theirs.title = "Renamed elsewhere"
    let added = SyncUp.fixture(id: 200, title: "Added elsewhere")
    let merge = SyncUpsMerge(syncUps: [theirs, added])
    let store = TestStore(
      initialState: appState(file) {
        AppFeature.State(
          path: StackState([.detail(SyncUpDetail.State(syncUp: .fixture()))]),
          persistence: .enabled,
          syncUpsList: SyncUpsList.State(syncUps: [.fixture()])
        )
      }
    ) {
      AppFeature()
    } withDependencies: {
      $0.syncUpsFile = file
    }
    await store.send(.saveMerged(merge)) {
      $0.lastMerge = merge
      $0.syncUpsList.$syncUps.withLock { $0 = [theirs, added] }
      $0.path[id: 0, case: \.detail]?.syncUp = theirs
    }
    await store.finish()
    #expect(file.stored == [theirs, added])
  }
}
