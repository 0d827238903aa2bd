import ComposableArchitecture

/// A number-fact feature used by the test store tests: a counter, an effect that loads a fact
/// after a second, a timer, and delegate actions for a parent.
struct FactFeature: Reducer {
  struct State: Equatable {
    var count = 0
    var fact: String?
    var isLoading = false
    var ticks = 0
  }

  @CasePathable
  enum Action: Equatable {
    case incrementButtonTapped
    case factButtonTapped
    case factResponse(String)
    case startTimerButtonTapped
    case stopTimerButtonTapped
    case timerTicked
    case saveButtonTapped
    case delegate(Delegate)
    case noop

    @CasePathable
    enum Delegate: Equatable {
      case saved(count: Int)
    }
  }

  enum CancelID { case timer }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.count += 1
        return .none
      case .factButtonTapped:
        state.isLoading = true
        return .run { [count = state.count] send in
          try await self.clock.sleep(for: .seconds(1))
          await send(.factResponse("\(count) is a good number."))
        }
      case .factResponse(let fact):
        state.isLoading = false
        state.fact = fact
        return .none
      case .startTimerButtonTapped:
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.timerTicked)
          }
        }
        .cancellable(id: CancelID.timer, cancelInFlight: true)
      case .stopTimerButtonTapped:
        return .cancel(id: CancelID.timer)
      case .timerTicked:
        state.ticks += 1
        return .none
      case .saveButtonTapped:
        return .send(.delegate(.saved(count: state.count)))
      case .delegate, .noop:
        return .none
      }
    }
  }
}
