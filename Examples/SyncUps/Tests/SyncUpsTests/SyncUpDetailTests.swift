import ComposableArchitecture
import Foundation
import Testing

@testable import SyncUpsFeatures

@MainActor
struct SyncUpDetailTests {
  @Test func editAndSave() async {
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: .fixture())) {
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
      $0.syncUp.title = "Design review"
    }
    var edited = SyncUp.fixture()
    edited.title = "Design review"
    await store.receive(\.delegate.syncUpUpdated, edited)
  }

  @Test func editRefusesAnEmptyTitle() async {
    let store = TestStore(
      initialState: SyncUpDetail.State(
        destination: .edit(SyncUpForm.State(syncUp: .fixture())), syncUp: .fixture()
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

  @Test func deleteAsksFirst() async {
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: .fixture())) {
      SyncUpDetail()
    }
    await store.send(.deleteButtonTapped) {
      $0.destination = .alert(.deleteSyncUp)
    }
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
    }
  }

  @Test func startMeetingAndOpenAMeetingAreDelegated() async {
    var syncUp = SyncUp.fixture()
    syncUp.meetings = [Meeting(id: uuid(7), date: Date(timeIntervalSince1970: 0), transcript: "")]
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: syncUp)) {
      SyncUpDetail()
    }
    await store.send(.startMeetingButtonTapped)
    await store.receive(\.delegate.startMeeting)
    await store.send(.meetingTapped(id: uuid(7)))
    await store.send(.deleteMeetings(atOffsets: [0])) {
      $0.syncUp.meetings = []
    }
    await store.receive(\.delegate.syncUpUpdated, SyncUp.fixture())
  }
}
