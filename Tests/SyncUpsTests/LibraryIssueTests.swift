import ComposableArchitecture
import Foundation
import Testing

@testable import SyncUpsFeatures

/// Library behaviour SyncUps relies on, found while building it.
@MainActor
struct LibraryBehaviorTests {
  /// `dismiss()` from a stack element that was already in the stack when the store was created
  /// pops it: a test starting from `[detail, record]` receives `.popFrom(id: 1)`.
  @Test func dismissFromAnElementOfTheInitialStack() async {
    let syncUp = SyncUp.fixture()
    let store = TestStore(
      initialState: AppFeature.State(
        path: StackState([
          .detail(SyncUpDetail.State(syncUp: syncUp)),
          .record(RecordMeeting.State(syncUp: syncUp)),
        ]),
        persistence: .enabled,
        syncUpsList: SyncUpsList.State(syncUps: [syncUp])
      )
    ) {
      AppFeature()
    }
    await store.send(\.path[id: 1].record.endMeetingButtonTapped) {
      $0.path[id: 1, case: \.record]?.dialog = .endMeeting(isDiscardable: true)
    }
    await store.send(\.path[id: 1].record.dialog.confirmDiscard) {
      $0.path[id: 1, case: \.record]?.dialog = nil
    }
    await store.receive(\.path.popFrom, timeout: .seconds(1)) {
      $0.path.pop(from: 1)
    }
  }
}
