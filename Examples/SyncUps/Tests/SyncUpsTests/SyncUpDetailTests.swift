import ComposableArchitecture
import Foundation
import Testing

@testable import SyncUpsFeatures

@MainActor
struct SyncUpDetailTests {
  @Test func editAndSaveWritesTheSharedSyncUp() async {
    let syncUp = Shared(value: SyncUp.fixture())
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: syncUp)) {
      SyncUpDetail()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.editButtonTapped) {
      $0.destination = .edit(SyncUpForm.State(syncUp: .fixture()))
    }
    await store.send(
      .destination(.presented(.edit(.binding(.set(\.syncUp.title, "Design review")))))
    ) {
      $0.destination?.modify(\.edit) { $0.syncUp.title = "Design review" }
    }
    await store.send(.doneEditingButtonTapped) {
      $0.destination = nil
      $0.$syncUp.withLock { $0.title = "Design review" }
    }
    #expect(syncUp.wrappedValue.title == "Design review")
  }

  @Test func anEditKeepsMeetingsAddedMeanwhile() async {
    let syncUp = Shared(value: SyncUp.fixture())
    let store = TestStore(
      initialState: SyncUpDetail.State(
        destination: .edit(SyncUpForm.State(syncUp: .fixture())), syncUp: syncUp
      )
    ) {
      SyncUpDetail()
    }
    // Another SyncUps's meeting, merged in while the form is open.
    let meeting = Meeting(id: uuid(7), date: Date(timeIntervalSince1970: 0), transcript: "")
    syncUp.withLock { $0.meetings = [meeting] }
    await store.send(.doneEditingButtonTapped) {
      $0.destination = nil
    }
    #expect(syncUp.wrappedValue.meetings == [meeting])
  }

  @Test func editRefusesAnEmptyTitle() async {
    let store = TestStore(
      initialState: SyncUpDetail.State(
        destination: .edit(SyncUpForm.State(syncUp: .fixture())),
        syncUp: Shared(value: .fixture())
      )
    ) {
      SyncUpDetail()
    }
    await store.send(.destination(.presented(.edit(.binding(.set(\.syncUp.title, "")))))) {
      $0.destination?.modify(\.edit) { $0.syncUp.title = "" }
    }
    await store.send(.doneEditingButtonTapped) {
      $0.destination?.modify(\.edit) { $0.problem = "The title can't be empty." }
    }
    await store.send(.cancelEditButtonTapped) {
      $0.destination = nil
    }
  }

  @Test func deleteAsksFirstThenRemovesItFromTheList() async throws {
    let storage = SyncUpsStorage.inMemory([.fixture(), .fixture(id: 200, title: "Retro")])
    let store = TestStore(
      initialState: SyncUpsList.State()
    ) {
      SyncUpsList()
    } withDependencies: {
      $0.syncUpsStorage = storage
    }
    let syncUp = try #require(Shared(store.state.$syncUps[id: uuid(100)]))
    let detail = TestStore(initialState: SyncUpDetail.State(syncUp: syncUp)) {
      SyncUpDetail()
    } withDependencies: {
      $0.syncUpsStorage = storage
    }
    await detail.send(.deleteButtonTapped) {
      $0.destination = .alert(.deleteSyncUp)
    }
    await detail.send(.destination(.dismiss)) {
      $0.destination = nil
    }
    await detail.send(.deleteButtonTapped) {
      $0.destination = .alert(.deleteSyncUp)
    }
    await detail.send(\.destination.alert, .confirmDeletion) {
      $0.destination = nil
    }
    await detail.finish()
    #expect(store.state.syncUps.map(\.title) == ["Retro"])
    #expect(try storage.load()?.map(\.title) == ["Retro"])
  }

  @Test func startMeetingHandsTheSharedSyncUpToTheApp() async {
    var value = SyncUp.fixture()
    value.meetings = [Meeting(id: uuid(7), date: Date(timeIntervalSince1970: 0), transcript: "")]
    let syncUp = Shared(value: value)
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: syncUp)) {
      SyncUpDetail()
    }
    await store.send(.startMeetingButtonTapped)
    await store.receive(\.delegate.startMeeting, syncUp)
    await store.send(.deleteMeetings(atOffsets: [0])) {
      $0.$syncUp.withLock { $0.meetings = [] }
    }
    #expect(syncUp.wrappedValue.meetings == [])
  }
}
