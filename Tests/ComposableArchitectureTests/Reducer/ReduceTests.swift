import ComposableArchitecture
import Testing

@MainActor
struct ReduceTests {
  @Test func aReduceClosureMutatesStateAndReturnsEffects() async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, Counter.Action> { state, action in
        switch action {
        case .increment:
          state += 1
          return .none
        case .decrement:
          state -= 1
          return .none
        case .delayedIncrement:
          return .send(.increment)
        case .incrementTwiceSynchronously:
          return .none
        }
      }
    }
    await store.send(.increment) { $0 = 1 }
    await store.send(.decrement) { $0 = 0 }
    await store.send(.delayedIncrement)
    await store.receive(.increment) { $0 = 1 }
  }

  @Test func wrappingAReducerInReduceTypeErasesItWithoutChangingBehaviour() {
    let erased: Reduce<Counter.State, Counter.Action> = Reduce(Counter())
    var state = Counter.State()
    _ = erased.reduce(into: &state, action: .increment)
    _ = erased.reduce(into: &state, action: .increment)
    #expect(state.count == 2)
  }
}
