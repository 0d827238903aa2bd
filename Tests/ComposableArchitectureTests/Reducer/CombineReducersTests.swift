import ComposableArchitecture
import Testing

@MainActor
struct CombineReducersTests {
  @Test func combinedReducersRunInOrder() {
    let combined = CombineReducers {
      Reduce<[String], Counter.Action> { state, _ in
        state.append("first")
        return .none
      }
      Reduce<[String], Counter.Action> { state, _ in
        state.append("second")
        return .none
      }
    }
    var state: [String] = []
    _ = combined.reduce(into: &state, action: .increment)
    #expect(state == ["first", "second"])
  }

  @Test func anOperatorAppliedToCombineReducersAppliesToEveryReducerInside() {
    let store = Store(initialState: Parent.State(optional: Counter.State())) {
      CombineReducers {
        Reduce<Parent.State, Parent.Action> { state, action in
          if case .optional = action { state.log.append("first \(state.optional?.count ?? -1)") }
          return .none
        }
        Reduce<Parent.State, Parent.Action> { state, action in
          if case .optional = action { state.log.append("second \(state.optional?.count ?? -1)") }
          return .none
        }
      }
      .ifLet(\.optional, action: \.optional) {
        Counter()
      }
    }
    store.send(.optional(.increment))
    // The child ran before both reducers combined as the parent.
    #expect(store.log == ["first 1", "second 1"])
  }
}
