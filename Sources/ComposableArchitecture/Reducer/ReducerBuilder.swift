/// A result builder for combining reducers into a single reducer by running each, one after the
/// other, and merging their effects.
///
/// It is most common to encounter a reducer builder in a reducer's ``Reducer/body-20w8t``, where
/// it supports `if`, `if let`, `if`-`else`, `switch` and `for` loops of reducers.
@resultBuilder
public enum ReducerBuilder<State, Action> {
  /// Combines the reducers of a `for` loop, running them in order.
  @inlinable
  public static func buildArray(
    _ reducers: [some Reducer<State, Action>]
  ) -> some Reducer<State, Action> {
    _SequenceMany(reducers: reducers)
  }

  /// An empty block builds ``EmptyReducer``.
  @inlinable
  public static func buildBlock() -> some Reducer<State, Action> {
    EmptyReducer()
  }

  /// A block of one reducer builds that reducer.
  @inlinable
  public static func buildBlock<R: Reducer<State, Action>>(_ reducer: R) -> R {
    reducer
  }

  /// The first branch of an `if`-`else` or `switch`.
  @inlinable
  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    first reducer: R0
  ) -> _Conditional<R0, R1> {
    .first(reducer)
  }

  /// The second branch of an `if`-`else` or `switch`.
  @inlinable
  public static func buildEither<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    second reducer: R1
  ) -> _Conditional<R0, R1> {
    .second(reducer)
  }

  /// Accepts a reducer expression.
  @inlinable
  public static func buildExpression<R: Reducer<State, Action>>(_ expression: R) -> R {
    expression
  }

  /// Accepts a type-erased reducer expression (`feature as any ReducerOf<Feature>`), wrapping it
  /// in a ``Reduce``.
  @inlinable
  @_disfavoredOverload
  public static func buildExpression(
    _ expression: any Reducer<State, Action>
  ) -> Reduce<State, Action> {
    Reduce(expression)
  }

  /// Returns the built reducer.
  @inlinable
  public static func buildFinalResult<R: Reducer<State, Action>>(_ reducer: R) -> R {
    reducer
  }

  /// Type-erases a reducer inside an `if #available` block.
  @inlinable
  public static func buildLimitedAvailability(
    _ wrapped: some Reducer<State, Action>
  ) -> Reduce<State, Action> {
    Reduce(wrapped)
  }

  /// An `if` without `else` builds an optional reducer.
  @inlinable
  public static func buildOptional<R: Reducer<State, Action>>(_ wrapped: R?) -> R? {
    wrapped
  }

  /// Starts a block with its first reducer.
  @inlinable
  public static func buildPartialBlock<R: Reducer<State, Action>>(first: R) -> R {
    first
  }

  /// Appends the next reducer of a block, running it after the accumulated ones.
  @inlinable
  public static func buildPartialBlock<R0: Reducer<State, Action>, R1: Reducer<State, Action>>(
    accumulated: R0, next: R1
  ) -> _Sequence<R0, R1> {
    _Sequence(accumulated, next)
  }

  /// A reducer that runs one of two reducers, chosen by an `if`-`else` or `switch`.
  public enum _Conditional<First: Reducer<State, Action>, Second: Reducer<State, Action>>: Reducer {
    /// The reducer of the `if` branch (or of the first `switch` case).
    case first(First)
    /// The reducer of the `else` branch (or of the later `switch` cases).
    case second(Second)

    /// Runs this reducer for one action; see ``Reducer/reduce(into:action:)``.
    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch self {
      case .first(let first): return first.reduce(into: &state, action: action)
      case .second(let second): return second.reduce(into: &state, action: action)
      }
    }
  }

  /// A reducer that runs two reducers in order and merges their effects.
  public struct _Sequence<R0: Reducer<State, Action>, R1: Reducer<State, Action>>: Reducer {
    @usableFromInline let r0: R0
    @usableFromInline let r1: R1

    @usableFromInline
    init(_ r0: R0, _ r1: R1) {
      self.r0 = r0
      self.r1 = r1
    }

    /// Runs this reducer for one action; see ``Reducer/reduce(into:action:)``.
    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
      self.r0.reduce(into: &state, action: action)
        .merge(with: self.r1.reduce(into: &state, action: action))
    }
  }

  /// A reducer that runs an array of reducers (built by a `for` loop) in order.
  public struct _SequenceMany<Element: Reducer<State, Action>>: Reducer {
    @usableFromInline let reducers: [Element]

    @usableFromInline
    init(reducers: [Element]) {
      self.reducers = reducers
    }

    /// Runs this reducer for one action; see ``Reducer/reduce(into:action:)``.
    @inlinable
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
      var effect = Effect<Action>.none
      for reducer in self.reducers {
        effect = effect.merge(with: reducer.reduce(into: &state, action: action))
      }
      return effect
    }
  }
}

/// A ``Reducer`` built from a result builder of ``ReducerBuilder``.
public typealias ReducerBuilderOf<R: Reducer> = ReducerBuilder<R.State, R.Action>

extension Optional: Reducer where Wrapped: Reducer {
  /// Runs the wrapped reducer when present, otherwise does nothing.
  @inlinable
  public func reduce(into state: inout Wrapped.State, action: Wrapped.Action) -> Effect<
    Wrapped.Action
  > {
    switch self {
    case .some(let wrapped): return wrapped.reduce(into: &state, action: action)
    case .none: return .none
    }
  }
}
