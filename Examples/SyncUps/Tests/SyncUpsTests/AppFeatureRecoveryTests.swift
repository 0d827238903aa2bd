import ComposableArchitecture
import Foundation
import Testing

@testable import SyncUpsFeatures

/// At launch, the meetings of a SyncUps killed mid-meeting are saved once, with a last line
/// saying they were interrupted.
@MainActor
@Suite(.temporaryDirectory)
struct AppFeatureRecoveryTests {
  @Test func aRecoveredMeetingIsSavedOnce() async throws {
    let file = SyncUpsFile.temporary()
    let syncUp = SyncUp.fixture()
    try file.save([syncUp])
    let interrupted = MeetingInProgress(
      id: uuid(9), syncUp: syncUp, secondsElapsed: 75, speakerIndex: 1,
      transcript: "[0:10] Blob: hi\n", date: Date(timeIntervalSince1970: 1_234_567_890)
    )
    let store = TestStore(initialState: appState(file) { AppFeature.State(persistence: .enabled) })
    {
      AppFeature()
    } withDependencies: {
      $0.syncUpsFile = file
    }
    let meeting = Meeting(
      id: uuid(9), date: Date(timeIntervalSince1970: 1_234_567_890),
      transcript: "[0:10] Blob: hi\n[1:15] Meeting interrupted: SyncUps stopped before saving it;"
        + " recovered at the next launch.\n"
    )
    await store.send(.meetingsRecovered([interrupted])) {
      $0.recoveredMeetings = [interrupted]
      $0.syncUpsList.$syncUps.withLock { $0[id: syncUp.id]?.meetings = [meeting] }
    }
    // Recovered again (a SyncUps killed after saving it, before removing its journal): kept once.
    await store.send(.meetingsRecovered([interrupted]))
    await store.finish()
    #expect(file.stored?.first?.meetings == [meeting])
  }

  @Test func aMeetingOfADeletedSyncUpBringsItBack() async throws {
    let file = SyncUpsFile.temporary()
    let syncUp = SyncUp.fixture()
    let interrupted = MeetingInProgress(
      id: uuid(9), syncUp: syncUp, secondsElapsed: 0, speakerIndex: 0, transcript: "",
      date: Date(timeIntervalSince1970: 0)
    )
    let store = TestStore(initialState: appState(file) { AppFeature.State(persistence: .enabled) })
    {
      AppFeature()
    } withDependencies: {
      $0.syncUpsFile = file
    }
    store.exhaustivity = .off
    await store.send(.meetingsRecovered([interrupted]))
    await store.finish()
    #expect(file.stored?.map(\.id) == [syncUp.id])
    #expect(file.stored?.first?.meetings.map(\.id) == [uuid(9)])
  }
}
