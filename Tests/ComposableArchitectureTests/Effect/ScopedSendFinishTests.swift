import ComposableArchitecture
import Testing

@Reducer
private struct Leaf3 {
  @ObservableState
  struct State: Equatable { var count = 0 }
  enum Action { case tap, tapLater }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tap:
        state.count += 1
        return .none
      case .tapLater:
        return .run { send in await send(.tap) }
      }
    }
  }
}

@Reducer
private struct Mid3 {
  @ObservableState
  struct State: Equatable { var leaf = Leaf3.State() }
  enum Action { case leaf(Leaf3.Action) }
  var body: some ReducerOf<Self> { Scope(\.leaf, action: \.leaf) { Leaf3() } }
}

@Reducer
private struct Top3 {
  @ObservableState
  struct State: Equatable { var mid = Mid3.State() }
  enum Action { case mid(Mid3.Action) }
  var body: some ReducerOf<Self> { Scope(\.mid, action: \.mid) { Mid3() } }
}

@MainActor
struct ScopedSendFinishTests {
  /// An effect started from a scoped store sends back through the root; `finish()` returns once it has.
  @Test(.timeLimit(.minutes(1)))
  func finishingASendFromAStoreTwoScopesDownWaitsForTheActionItsEffectSendsBack() async {
    let store = Store(initialState: Top3.State()) { Top3() }
    let leaf = store.scope(\.mid, action: \.mid).scope(\.leaf, action: \.leaf)
    await leaf.send(.tapLater).finish()
    #expect(leaf.count == 1)
    await store.send(.mid(.leaf(.tapLater))).finish()
    #expect(leaf.count == 2)
  }
}
