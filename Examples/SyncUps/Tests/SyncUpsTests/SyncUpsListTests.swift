import ComposableArchitecture
import Foundation
import Testing

@testable import SyncUpsFeatures

@MainActor
struct SyncUpsListTests {
  @Test func addSyncUp() async {
    let store = TestStore(initialState: SyncUpsList.State()) {
      SyncUpsList()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.addSyncUpButtonTapped) {
      $0.destination = .add(
        SyncUpForm.State(syncUp: SyncUp(id: uuid(0), attendees: [Attendee(id: uuid(1))]))
      )
    }
    await store.send(.destination(.presented(.add(.binding(.set(\.syncUp.title, "Design")))))) {
      $0.destination?.modify(\.add) { $0.syncUp.title = "Design" }
    }
    await store.send(.confirmAddSyncUpButtonTapped) {
      $0.destination = nil
      // The blank attendee row is replaced by a fresh one.
      $0.$syncUps.withLock {
        $0 = [SyncUp(id: uuid(0), attendees: [Attendee(id: uuid(2))], title: "Design")]
      }
    }
  }

  @Test func addValidationRefusesAnEmptyTitleAndAZeroDuration() async {
    var syncUp = SyncUp.fixture()
    syncUp.title = ""
    let store = TestStore(
      initialState: SyncUpsList.State(destination: .add(SyncUpForm.State(syncUp: syncUp)))
    ) {
      SyncUpsList()
    }
    await store.send(.confirmAddSyncUpButtonTapped) {
      $0.destination?.modify(\.add) { $0.problem = "The title can't be empty." }
    }
    await store.send(.destination(.presented(.add(.binding(.set(\.syncUp.title, "Design")))))) {
      $0.destination?.modify(\.add) {
        $0.syncUp.title = "Design"
        $0.problem = nil
      }
    }
    await store.send(.destination(.presented(.add(.binding(.set(\.syncUp.duration, .zero)))))) {
      $0.destination?.modify(\.add) { $0.syncUp.duration = .zero }
    }
    await store.send(.confirmAddSyncUpButtonTapped) {
      $0.destination?.modify(\.add) { $0.problem = "The duration must be longer than zero." }
    }
    #expect(store.state.syncUps.isEmpty)
  }

  @Test func dismissAdd() async {
    let store = TestStore(
      initialState: SyncUpsList.State(destination: .add(SyncUpForm.State(syncUp: .fixture())))
    ) {
      SyncUpsList()
    }
    await store.send(.dismissAddSyncUpButtonTapped) {
      $0.destination = nil
    }
  }

  @Test func loadSamplesFromTheDataFailedAlert() async {
    let store = TestStore(
      initialState: SyncUpsList.State(
        destination: .alert(.dataFailedToLoad(reason: "boom", backup: "/b.json"))
      )
    ) {
      SyncUpsList()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(\.destination.alert, .confirmLoadSamples) {
      $0.destination = nil
      let samples = IdentifiedArray(
        uniqueElements: withDependencies {
          $0.uuid = .incrementing
        } operation: {
          @Dependency(\.uuid) var uuid
          return SyncUp.samples(uuid: { uuid() })
        }
      )
      $0.$syncUps.withLock { $0 = samples }
    }
  }

  @Test func tappingASyncUpChangesNothingHere() async {
    let store = TestStore(initialState: SyncUpsList.State(syncUps: [.fixture()])) {
      SyncUpsList()
    }
    await store.send(.syncUpTapped(id: uuid(100)))
  }
}
