import ComposableArchitecture
import Foundation
import Testing

@testable import SyncUpsFeatures

/// The app's flows across screens: every screen shares the list, so a change anywhere is a
/// change of the list (and of the storage), with nothing copied back.
@MainActor
struct AppFeatureTests {
  @Test func openEditAndDeleteASyncUp() async throws {
    let storage = SyncUpsStorage.inMemory([.fixture()])
    let store = TestStore(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.syncUpsStorage = storage
      $0.uuid = .incrementing
    }
    // The front end pushes the detail, as a `NavigationLink(state:)` would.
    let syncUp = try #require(Shared(store.state.syncUpsList.$syncUps[id: uuid(100)]))
    await store.send(.path(.push(id: 0, state: .detail(SyncUpDetail.State(syncUp: syncUp))))) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: syncUp))
    }
    await store.send(\.path[id: 0].detail.editButtonTapped) {
      $0.path[id: 0, case: \.detail]?.destination = .edit(SyncUpForm.State(syncUp: .fixture()))
    }
    await store.send(
      .path(
        .element(
          id: 0,
          action: .detail(.destination(.presented(.edit(.binding(.set(\.syncUp.title, "Review"))))))
        ))
    ) {
      $0.path[id: 0, case: \.detail]?.destination?.modify(\.edit) { $0.syncUp.title = "Review" }
    }
    await store.send(\.path[id: 0].detail.doneEditingButtonTapped) {
      $0.path[id: 0, case: \.detail]?.destination = nil
      $0.syncUpsList.$syncUps.withLock { $0[id: uuid(100)]?.title = "Review" }
    }
    #expect(try storage.load()?.map(\.title) == ["Review"])
    await store.send(\.path[id: 0].detail.deleteButtonTapped) {
      $0.path[id: 0, case: \.detail]?.destination = .alert(.deleteSyncUp)
    }
    await store.send(\.path[id: 0].detail.destination.alert, .confirmDeletion) {
      $0.path[id: 0, case: \.detail]?.destination = nil
      $0.syncUpsList.$syncUps.withLock { $0 = [] }
    }
    await store.receive(\.path.popFrom) {
      $0.path = StackState()
    }
    #expect(try storage.load() == [])
  }

  @Test func recordAMeetingToTheEnd() async throws {
    let clock = SettledTestClock()
    let syncUp = SyncUp.fixture(seconds: 2)
    let storage = SyncUpsStorage.inMemory([syncUp])
    let store = TestStore(initialState: .showingDetail(of: syncUp.id)) {
      AppFeature()
    } withDependencies: {
      $0.continuousClock = clock
      $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
      $0.syncUpsStorage = storage
      $0.uuid = .incrementing
    }
    let shared = try #require(store.state.path[id: 0, case: \.detail]?.$syncUp)
    await store.send(\.path[id: 0].detail.startMeetingButtonTapped)
    await store.receive(\.path[id: 0].detail.delegate.startMeeting) {
      $0.path[id: 1] = .record(RecordMeeting.State(meetingID: uuid(0), syncUp: shared))
    }
    await store.send(\.path[id: 1].record.onTask)
    await store.send(\.path[id: 1].record.noteSubmitted, "hello") {
      $0.path[id: 1, case: \.record]?.transcript = "[0:00] Blob: hello\n"
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 1].record.timerTick) {
      $0.path[id: 1, case: \.record]?.secondsElapsed = 1
      $0.path[id: 1, case: \.record]?.speakerIndex = 1
    }
    let meeting = Meeting(
      id: uuid(0), date: Date(timeIntervalSince1970: 1_234_567_890),
      transcript: "[0:00] Blob: hello\n"
    )
    await clock.advance(by: .seconds(1))
    // The meeting goes into the shared sync-up: the list, the detail under it and the storage
    // all hold it, with no delegate action.
    await store.receive(\.path[id: 1].record.timerTick) {
      $0.path[id: 1, case: \.record]?.secondsElapsed = 2
      $0.syncUpsList.$syncUps.withLock { $0[id: syncUp.id]?.meetings = [meeting] }
    }
    await store.receive(\.path.popFrom) {
      $0.path.pop(from: 1)
    }
    await store.finish()
    #expect(store.state.path[id: 0, case: \.detail]?.syncUp.meetings == [meeting])
    #expect(try storage.load()?.first?.meetings == [meeting])
  }

  @Test func discardAMeeting() async throws {
    let syncUp = SyncUp.fixture()
    let store = TestStore(initialState: .showingDetail(of: syncUp.id)) {
      AppFeature()
    } withDependencies: {
      $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
      $0.syncUpsStorage = .inMemory([syncUp])
      $0.uuid = .incrementing
    }
    let shared = try #require(store.state.path[id: 0, case: \.detail]?.$syncUp)
    await store.send(\.path[id: 0].detail.startMeetingButtonTapped)
    await store.receive(\.path[id: 0].detail.delegate.startMeeting) {
      $0.path[id: 1] = .record(RecordMeeting.State(meetingID: uuid(0), syncUp: shared))
    }
    await store.send(\.path[id: 1].record.endMeetingButtonTapped) {
      $0.path[id: 1, case: \.record]?.dialog = .endMeeting(isDiscardable: true)
    }
    await store.send(\.path[id: 1].record.dialog.confirmDiscard) {
      $0.path[id: 1, case: \.record]?.dialog = nil
    }
    await store.receive(\.path.popFrom) {
      $0.path.pop(from: 1)
    }
    #expect(store.state.syncUpsList.syncUps == [syncUp])
  }

  @Test func openAPastMeeting() async throws {
    var syncUp = SyncUp.fixture()
    let meeting = Meeting(id: uuid(9), date: Date(timeIntervalSince1970: 0), transcript: "hi")
    syncUp.meetings = [meeting]
    let store = TestStore(initialState: .showingDetail(of: syncUp.id)) {
      AppFeature()
    } withDependencies: {
      $0.syncUpsStorage = .inMemory([syncUp])
    }
    let transcript = AppFeature.Path.State.meeting(
      MeetingTranscript.State(meeting: meeting, syncUp: syncUp)
    )
    await store.send(.path(.push(id: 1, state: transcript))) {
      $0.path[id: 1] = transcript
    }
    await store.send(.path(.popFrom(id: 1))) {
      $0.path.pop(from: 1)
    }
  }

  @Test func anEditOnOneScreenIsSeenByEveryScreenOfThatSyncUp() async throws {
    let store = TestStore(initialState: .showingDetail(of: uuid(100))) {
      AppFeature()
    } withDependencies: {
      $0.syncUpsStorage = .inMemory([.fixture()])
      $0.uuid = .incrementing
    }
    await store.send(\.path[id: 0].detail.deleteMeetings, [])
    store.state.syncUpsList.$syncUps.withLock { $0[id: uuid(100)]?.title = "Renamed" }
    #expect(store.state.path[id: 0, case: \.detail]?.syncUp.title == "Renamed")
  }
}
