import ComposableArchitecture

/// A counter written without macros, the way the seeds write features by hand.
struct Counter: Reducer {
  struct State: Equatable, Identifiable {
    var id = 0
    var count = 0
  }

  @CasePathable
  enum Action: Equatable {
    case decrement
    case increment
    case delayedIncrement
    case incrementTwiceSynchronously
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .decrement:
        state.count -= 1
        return .none
      case .increment:
        state.count += 1
        return .none
      case .delayedIncrement:
        return .run { send in
          await send(.increment)
        }
      case .incrementTwiceSynchronously:
        return .merge(.send(.increment), .send(.increment))
      }
    }
  }
}

/// A feature whose state is an enum, with a counter in one case.
struct Mode: Reducer {
  typealias State = Parent.State.Mode
  typealias Action = Counter.Action

  var body: some ReducerOf<Self> {
    EmptyReducer()
      .ifCaseLet(\.counting, action: \.self) {
        Counter()
      }
  }
}

/// A parent of a counter, an optional counter, an enum of counters and a list of counters.
struct Parent: Reducer {
  struct State: Equatable {
    var child = Counter.State()
    var optional: Counter.State?
    var mode = Mode.idle
    var rows: IdentifiedArrayOf<Counter.State> = []
    var log: [String] = []

    @CasePathable
    enum Mode: Equatable {
      case idle
      case counting(Counter.State)
    }
  }

  @CasePathable
  enum Action: Equatable {
    case child(Counter.Action)
    case optional(Counter.Action)
    case mode(Counter.Action)
    case rows(IdentifiedActionOf<Counter>)
    case presentOptional
    case dismissOptional
    case startCounting
    case stopCounting
    case addRow(id: Int)
    case removeRow(id: Int)
  }

  var body: some ReducerOf<Self> {
    Scope(\.child, action: \.child) {
      Counter()
    }
    Reduce { state, action in
      switch action {
      case .child(let action):
        state.log.append("parent saw child \(action) at \(state.child.count)")
        return .none
      case .optional(let action):
        state.log.append("parent saw optional \(action) at \(state.optional?.count ?? -1)")
        return .none
      case .mode, .rows:
        return .none
      case .presentOptional:
        state.optional = Counter.State()
        return .none
      case .dismissOptional:
        state.optional = nil
        return .none
      case .startCounting:
        state.mode = .counting(Counter.State())
        return .none
      case .stopCounting:
        state.mode = .idle
        return .none
      case .addRow(let id):
        state.rows.append(Counter.State(id: id))
        return .none
      case .removeRow(let id):
        state.rows.remove(id: id)
        return .none
      }
    }
    .ifLet(\.optional, action: \.optional) {
      Counter()
    }
    Scope(\.mode, action: \.mode) {
      Mode()
    }
    .forEach(\.rows, action: \.rows) {
      Counter()
    }
  }
}
