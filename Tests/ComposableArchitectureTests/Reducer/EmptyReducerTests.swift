import ComposableArchitecture
import Testing

@MainActor
struct EmptyReducerTests {
  @Test func anEmptyReducerLeavesStateAloneAndReturnsNoEffect() async {
    let store = TestStore(initialState: Counter.State(count: 3)) {
      EmptyReducer<Counter.State, Counter.Action>()
    }
    // Exhaustive: no state change and no effect may happen.
    await store.send(.increment)
    await store.send(.delayedIncrement)
    #expect(store.state.count == 3)
  }

  @Test func anEmptyReducerIsAPlaceholderForAParentWithOnlyChildren() {
    let store = Store(initialState: Parent.State(optional: Counter.State())) {
      EmptyReducer<Parent.State, Parent.Action>()
        .ifLet(\.optional, action: \.optional) { Counter() }
    }
    store.send(.optional(.increment))
    #expect(store.optional?.count == 1)
  }
}
