import ComposableArchitecture

// A leaf feature using `@Reducer`, `@ObservableState` with bindings, `@ObservationStateIgnored`
// and `@ViewAction`, compiled in Swift 5 language mode.

@Reducer
struct Counter {
  @ObservableState
  struct State: Hashable {
    var count = 0
    var title = ""
    @ObservationStateIgnored var taps = 0
  }

  enum Action: BindableAction, ViewAction, Equatable {
    case binding(BindingAction<State>)
    case view(View)
    case delegate(Delegate)

    enum View: Equatable {
      case incrementButtonTapped
      case doneButtonTapped
    }

    enum Delegate: Equatable {
      case finished(count: Int)
    }
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case .view(.incrementButtonTapped):
        state.count += 1
        state.taps += 1
        return .none
      case .view(.doneButtonTapped):
        return .run { [count = state.count] send in
          await send(.delegate(.finished(count: count)))
          await self.dismiss()
        }
      case .delegate:
        return .none
      }
    }
  }
}

/// A view-like type that may send only the counter's view actions.
@ViewAction(for: Counter.self)
struct CounterScreen {
  let store: StoreOf<Counter>

  @MainActor
  func tapIncrement() { send(.incrementButtonTapped) }
}
