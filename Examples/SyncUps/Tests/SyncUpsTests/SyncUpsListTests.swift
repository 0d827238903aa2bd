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
        destination: .alert(
          .dataFailedToLoad(SyncUpsLoadError(reason: "boom", backup: "/b.json"))
        )
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

  @Test func aListThatFailedToLoadOpensOnTheAlert() async {
    let failure = SyncUpsLoadError(reason: "it is not JSON", backup: "/data.json.backup-1")
    let store = TestStore(initialState: SyncUpsList.State()) {
      SyncUpsList()
    } withDependencies: {
      $0.syncUpsStorage = SyncUpsStorage(id: "failing", load: { throw failure }, save: { _ in nil })
    }
    #expect(store.state.destination == .alert(.dataFailedToLoad(failure)))
    #expect(store.state.syncUps == [])
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
    }
  }

  @Test func theAlertSaysWhetherTheFileWasMovedAside() {
    let moved = AlertState<SyncUpsList.Alert>.dataFailedToLoad(
      SyncUpsLoadError(reason: "bad", backup: "/b")
    )
    #expect(String(state: moved.message ?? TextState("")).contains("moved to /b"))
    let stuck = AlertState<SyncUpsList.Alert>.dataFailedToLoad(
      SyncUpsLoadError(reason: "bad", backup: nil, notSaving: "bad (moving it aside failed)")
    )
    #expect(String(state: stuck.message ?? TextState("")).contains("will not be saved"))
  }
}
