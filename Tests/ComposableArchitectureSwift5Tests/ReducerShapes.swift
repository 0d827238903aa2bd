import ComposableArchitecture

// `@Reducer` on the shapes the original library accepts beyond the common one, compiled in
// Swift 5 language mode.

/// No `State` or `Action`: the domain comes from `body`.
@Reducer
struct Tally {
  var body: some Reducer<Int, Void> {
    Reduce { state, _ in
      state += 1
      return .none
    }
  }
}

/// Nothing at all: `@Reducer` supplies `State`, `Action` and `body`.
@Reducer
struct Placeholder {}

/// A stored `let body`.
@Reducer
struct Doubler {
  struct State: Equatable { var value = 1 }
  enum Action { case double }
  let body = Reduce<State, Action> { state, _ in
    state.value *= 2
    return .none
  }
}

struct FavoritingState<ID: Hashable & Sendable>: Equatable {
  let id: ID
  var isFavorite = false
}

@CasePathable
enum FavoritingAction: Equatable {
  case buttonTapped
}

/// A generic reducer whose domain is generic too.
@Reducer
struct Favoriting<ID: Hashable & Sendable> {
  var body: some Reducer<FavoritingState<ID>, FavoritingAction> {
    Reduce { state, action in
      switch action {
      case .buttonTapped:
        state.isFavorite.toggle()
        return .none
      }
    }
  }
}

/// An enum of reducers that writes its own `body`, as the original's TicTacToe `AppCore` does.
@Reducer
enum Flow {
  case doubler(Doubler)
  @ReducerCaseIgnored
  case finished(Doubler.State)

  static var body: some ReducerOf<Self> {
    Scope(state: \.doubler, action: \.doubler) {
      Doubler()
    }
    Reduce { state, action in
      switch action {
      case .doubler(.double):
        if case let .doubler(doubler) = state, doubler.value >= 4 {
          state = .finished(doubler)
        }
        return .none
      case .finished:
        return .none
      }
    }
  }
}

/// An enum of reducers declaring its own `Action`; its data case gets a store of that action.
@Reducer
enum Panel {
  case doubler(Doubler)
  @ReducerCaseIgnored
  case note(String)
  @ReducerCaseEphemeral
  case banner(AlertState<Never>)

  @CasePathable
  enum Action {
    case doubler(Doubler.Action)
    case note(Never)
    case banner(Never)
  }
}

extension Flow.State: Equatable {}
extension Panel.State: Equatable {}

/// An enum of reducers with no reducer case at all.
@Reducer
enum Nothing {}

/// An action enum with no cases, which `@Reducer` makes case-path-lookupable.
@Reducer
struct Silent {
  struct State: Equatable {}
  enum Action {}
  var body: some ReducerOf<Self> { EmptyReducer() }
}

/// A reducer configured by a stored property, for an enum case with a default value.
@Reducer
struct Stepper {
  let step: Int
  struct State: Equatable { var value = 0 }
  enum Action { case increment }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.value += step
      return .none
    }
  }
}

/// An enum of reducers whose case names the reducer to run, and whose cases differ between build
/// configurations.
@Reducer
enum Tuned {
  case stepper(Stepper = Stepper(step: 5))
  #if DEBUG
    case inspector(Doubler)
  #else
    @ReducerCaseIgnored
    case inspector(Doubler.State)
  #endif
}

extension Tuned.State: Equatable {}
