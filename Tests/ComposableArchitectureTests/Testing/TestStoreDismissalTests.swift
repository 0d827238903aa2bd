import ComposableArchitecture
import Foundation
import Testing

/// A root feature that dismisses itself, with a long-living effect.
@Reducer
private struct SelfDismissing {
  struct State: Equatable {
    var stamp: Date?
  }
  enum Action {
    case closeTapped
    case onTask
    case stamp
  }
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.date.now) var now
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .closeTapped:
        return .run { _ in await self.dismiss() }
      case .onTask:
        return .run { _ in try await Task.never() }
      case .stamp:
        state.stamp = self.now
        return .none
      }
    }
  }
}

/// A parent presenting a child; both start effects under the same cancellation id.
@Reducer
private struct Canceller {
  @ObservableState
  struct State: Equatable {
    @Presents var child: Child.State?
  }
  enum Action {
    case child(PresentationAction<Child.Action>)
    case presentChild
    case stopTapped
  }
  @Reducer
  struct Child {
    struct State: Equatable {}
    enum Action { case start }
    var body: some ReducerOf<Self> {
      Reduce { _, _ in
        .run { _ in try await Task.never() }.cancellable(id: CancelID.work)
      }
    }
  }
  enum CancelID { case work }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .presentChild:
        state.child = Child.State()
        return .none
      case .stopTapped:
        return .cancel(id: CancelID.work)
      case .child:
        return .none
      }
    }
    .ifLet(\.$child, action: \.child) { Child() }
  }
}

@MainActor
struct TestStoreDismissalTests {
  @Test func aRootFeatureThatDismissesItselfCancelsItsEffects() async {
    let store = TestStore(initialState: SelfDismissing.State()) { SelfDismissing() }
    await store.send(.onTask)
    await store.send(.closeTapped)
    // No effect is left running: the dismissal cancelled them.
  }

  @Test func aDismissedTestStoreRefusesActions() async {
    let store = TestStore(initialState: SelfDismissing.State()) { SelfDismissing() }
    await store.send(.closeTapped)
    await withKnownIssue {
      await store.send(.onTask)
    } matching: { issue in
      issue.description.hasSuffix("Can't send action to dismissed test store.")
    }
  }

  @Test func assertionClosuresSeeTheStoresDependencies() async {
    let now = Date(timeIntervalSince1970: 1_234_567_890)
    let store = TestStore(initialState: SelfDismissing.State()) {
      SelfDismissing()
    } withDependencies: {
      $0.date.now = now
    }
    await store.send(.stamp) {
      @Dependency(\.date.now) var now
      $0.stamp = now
    }
  }

  @Test func aParentCancelsItsPresentedChildsEffectsById() async {
    let store = TestStore(initialState: Canceller.State()) { Canceller() }
    await store.send(.presentChild) { $0.child = Canceller.Child.State() }
    await store.send(.child(.presented(.start)))
    // The child stays presented: only the parent's cancellation can end its effect.
    await store.send(.stopTapped)
  }
}
