import ComposableArchitecture

// Stack navigation through an `@Reducer enum Path`, compiled in Swift 5 language mode.

@Reducer
struct Workouts {
  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
  }

  enum Action {
    case path(StackActionOf<Path>)
    case startTapped
  }

  @Reducer
  enum Path {
    case counter(Counter)
    case summary(Doubler)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .startTapped:
        state.path.append(.counter(Counter.State()))
        return .none
      case let .path(.element(id: _, action: .counter(.delegate(.finished(count))))):
        state.path.append(.summary(Doubler.State(value: count)))
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

extension Workouts.Path.State: Equatable {}
