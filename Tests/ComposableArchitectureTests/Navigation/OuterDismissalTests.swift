import ComposableArchitecture
import Testing

/// A parent whose destination is dismissed by a reducer that runs after its `ifLet`.
@Reducer
private struct Host {
  @ObservableState
  struct State: Equatable {
    @Presents var child: Child.State?
  }
  enum Action {
    case child(PresentationAction<Child.Action>)
    case present
    case closeLater
    case other
  }
  @Reducer
  struct Child {
    @ObservableState
    struct State: Equatable {}
    enum Action { case onAppear }
    var body: some ReducerOf<Self> {
      Reduce { _, _ in .run { _ in try await Task.never() } }
    }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .present = action { state.child = Child.State() }
      return .none
    }
    .ifLet(\.$child, action: \.child) { Child() }
    Reduce { state, action in
      if case .closeLater = action { state.child = nil }
      return .none
    }
  }
}

@MainActor
struct OuterDismissalTests {
  @Test func aDestinationDismissedOutsideItsIfLetHasItsEffectsCancelledOnTheNextAction() async {
    let store = TestStore(initialState: Host.State()) { Host() }
    await store.send(.present) { $0.child = Host.Child.State() }
    await store.send(.child(.presented(.onAppear)))
    await store.send(.closeLater) { $0.child = nil }
    // The 'ifLet' ran before the dismissal; the next action through it ends the child's effect.
    await store.send(.other)
  }
}
