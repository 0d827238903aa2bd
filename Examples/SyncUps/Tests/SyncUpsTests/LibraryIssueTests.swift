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
    let store = TestStore(
      initialState: {
        var state = AppFeature.State.showingDetail(of: uuid(100))
        if let syncUp = state.path[id: 0, case: \.detail]?.$syncUp {
          state.path.append(.record(RecordMeeting.State(meetingID: uuid(0), syncUp: syncUp)))
        }
        return state
      }()
    ) {
      AppFeature()
    } withDependencies: {
      $0.date.now = Date(timeIntervalSince1970: 1_234_567_890)
      $0.syncUpsStorage = .inMemory([.fixture()])
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

/// A shared change made by an action an effect sends at once is shown by `TestStore` at the step
/// that started the effect, not at the `receive` of the action that made it (state changes are
/// attributed to their action). SyncUps no longer meets it (its shared changes are made by the
/// actions the tests send), but the known issue is kept until the library attributes them.
@MainActor
struct SharedChangeAttributionTests {
  @Reducer
  struct Feature {
    @ObservableState
    struct State: Equatable {
      @Shared var count: Int
    }
    enum Action {
      case tap
      case increment
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .tap:
          return .send(.increment)
        case .increment:
          state.$count.withLock { $0 += 1 }
          return .none
        }
      }
    }
  }

  @Test func aSharedChangeBelongsToTheActionThatMadeIt() async {
    let store = TestStore(initialState: Feature.State(count: Shared(value: 0))) { Feature() }
    await withKnownIssue {
      await store.send(.tap)
      await store.receive(\.increment) {
        $0.$count.withLock { $0 = 1 }
      }
    } matching: { issue in
      issue.description.contains("State was not expected to change, but a change occurred")
    }
  }
}
