import ComposableArchitecture
import Foundation
import Testing

@testable import SyncUpsFeatures

@MainActor
struct SyncUpFormTests {
  @Test func newFormStartsWithOneAttendeeRow() {
    let state = withDependencies {
      $0.uuid = .incrementing
    } operation: {
      SyncUpForm.State(syncUp: SyncUp(id: uuid(100)))
    }
    #expect(state.syncUp.attendees.map(\.id) == [uuid(0)])
  }

  @Test func bindingsEditTheFields() async {
    let store = TestStore(initialState: SyncUpForm.State(syncUp: .fixture())) {
      SyncUpForm()
    }
    var renamed = SyncUp.fixture()
    renamed.title = "Engineering"
    await store.send(.binding(.set(\.syncUp, renamed))) {
      $0.syncUp.title = "Engineering"
    }
    await store.send(.binding(.set(\.syncUp.duration, .seconds(90)))) {
      $0.syncUp.duration = .seconds(90)
    }
    await store.send(.binding(.set(\.syncUp.theme, .teal))) {
      $0.syncUp.theme = .teal
    }
  }

  @Test func editingClearsTheProblem() async {
    let store = TestStore(
      initialState: SyncUpForm.State(syncUp: .fixture(), problem: "The title can't be empty.")
    ) {
      SyncUpForm()
    }
    await store.send(.binding(.set(\.syncUp.title, "Design review"))) {
      $0.syncUp.title = "Design review"
      $0.problem = nil
    }
  }

  @Test func addAndRemoveAttendees() async {
    let store = TestStore(initialState: SyncUpForm.State(syncUp: .fixture())) {
      SyncUpForm()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.addAttendeeButtonTapped) {
      $0.syncUp.attendees.append(Attendee(id: uuid(0)))
    }
    await store.send(.onDeleteAttendees([0])) {
      $0.syncUp.attendees.remove(id: uuid(101))
    }
  }

  @Test func removingTheLastAttendeeLeavesAnEmptyRow() async {
    var syncUp = SyncUp.fixture()
    syncUp.attendees.removeLast()
    let store = TestStore(initialState: SyncUpForm.State(syncUp: syncUp)) {
      SyncUpForm()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.onDeleteAttendees([0])) {
      $0.syncUp.attendees = [Attendee(id: uuid(0))]
    }
  }

  @Test func validation() {
    var syncUp = SyncUp.fixture()
    #expect(syncUp.validationProblem == nil)
    syncUp.title = "  "
    #expect(syncUp.validationProblem == "The title can't be empty.")
    syncUp.title = "Design"
    syncUp.duration = .zero
    #expect(syncUp.validationProblem == "The duration must be longer than zero.")
  }
}
