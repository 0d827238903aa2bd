import ComposableArchitecture

/// The feature of the original library's own benchmark suite: a counter that can present another
/// instance of itself, composed with `@Presents` and `ifLet`.
@Reducer
struct Nested {
  @ObservableState
  struct State: Equatable {
    @Presents var child: State?
    var count = 0
    var other = 0
  }

  enum Action {
    indirect case child(PresentationAction<Action>)
    case tap
    case tapOther
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .child:
        return .none
      case .tap:
        state.count += 1
        return .none
      case .tapOther:
        state.other += 1
        return .none
      }
    }
    .ifLet(\.$child, action: \.child) {
      Nested()
    }
  }
}

extension Nested.State {
  /// State presenting `levels - 1` children below the root (`levels` features in all).
  static func nested(levels: Int) -> Self {
    var state = Self()
    for _ in 1..<levels {
      var parent = Self()
      parent.child = state
      state = parent
    }
    return state
  }
}

extension Nested.Action {
  /// `action` embedded `levels - 1` presentation levels deep.
  static func embedded(_ action: Self, levels: Int) -> Self {
    var action = action
    for _ in 1..<levels {
      action = .child(.presented(action))
    }
    return action
  }
}

/// The mutation `Nested` makes for `.tap` at depth `levels`, written by hand.
@inline(never)
func handWrittenTap(_ state: inout Nested.State, levels: Int) {
  if levels <= 1 {
    state.count += 1
  } else {
    handWrittenTap(&state.child!, levels: levels - 1)
  }
}

/// One row of a list.
@Reducer
struct Row {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var count = 0
  }

  enum Action {
    case tap
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tap:
        state.count += 1
        return .none
      }
    }
  }
}

/// A list of rows composed with `forEach`.
@Reducer
struct RowList {
  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row.State> = []
  }

  enum Action {
    case rows(IdentifiedActionOf<Row>)
  }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.rows, action: \.rows) {
        Row()
      }
  }
}

extension RowList.State {
  static func rows(_ count: Int) -> Self {
    Self(rows: IdentifiedArray(uniqueElements: (0..<count).map { Row.State(id: $0) }))
  }
}

/// A feature whose actions start effects.
@Reducer
struct Effects {
  @ObservableState
  struct State: Equatable {
    var finished = 0
  }

  enum Action {
    case run
    case finished
    case startLongLiving(Int)
    case cancel(Int)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .run:
        return .run { send in await send(.finished) }
      case .finished:
        state.finished += 1
        return .none
      case .startLongLiving(let id):
        return .run { _ in try await Task.never() }
          .cancellable(id: id)
      case .cancel(let id):
        return .cancel(id: id)
      }
    }
  }
}

/// A plain counter for `TestStore` steps.
@Reducer
struct Counter {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }

  enum Action {
    case increment
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      }
    }
  }
}

/// A feature whose state holds a shared counter next to a plain field, for the cost of writing
/// shared state while views observe something else.
@Reducer
struct SharedCounter {
  @ObservableState
  struct State: Equatable {
    @Shared var count: Int
    var other = 0
  }

  enum Action {
    case incrementShared
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementShared:
        state.$count.withLock { $0 += 1 }
        return .none
      }
    }
  }
}

/// A feature that presents a child which starts an effect that runs until it is cancelled, for
/// the memory a present/dismiss cycle leaves behind.
@Reducer
struct Presenter {
  @ObservableState
  struct State: Equatable {
    @Presents var child: Presented.State?
  }

  enum Action {
    case present
    case child(PresentationAction<Presented.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .present:
        state.child = Presented.State()
        return .none
      case .child:
        return .none
      }
    }
    .ifLet(\.$child, action: \.child) {
      Presented()
    }
  }
}

/// The child ``Presenter`` presents: a counter with a long-running effect.
@Reducer
struct Presented {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }

  enum Action {
    case increment
    case startLongEffect
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
        return .none
      case .startLongEffect:
        return .run { _ in try await Task.never() }
      }
    }
  }
}
