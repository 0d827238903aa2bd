/// A reducer value of the pre-1.0 style: a function of state, action and an environment of
/// dependencies.
///
/// Before the ``Reducer`` protocol, features were values of
/// `Reducer<State, Action, Environment>`. That type is now called `AnyReducer`, so that code in the
/// middle of a migration keeps building while features move, one at a time, to ``Reducer``
/// conformances:
///
/// ```swift
/// let featureReducer = AnyReducer<FeatureState, FeatureAction, FeatureEnvironment> {
///   state, action, environment in
///   switch action {
///   // …
///   }
/// }
/// ```
///
/// A protocol reducer plugs into old-style code with `AnyReducer { environment in Feature() }`,
/// and an old-style reducer plugs into a protocol reducer's body with
/// ``Reduce/init(_:environment:)``. The operators carry over: `combine`,
/// `pullback(state:action:environment:)`, `optional()` and `forEach(state:action:environment:)`.
@available(
  *, deprecated,
  message: "Convert to a 'Reducer' conformance; see 'Migrating to the reducer protocol'"
)
public struct AnyReducer<State, Action, Environment>: Sendable {
  @usableFromInline
  let reducer: @Sendable (inout State, Action, Environment) -> Effect<Action>

  /// Initializes a reducer from a function that evolves state, given an action and an
  /// environment, and returns the effects to run.
  ///
  /// ```swift
  /// let counterReducer = AnyReducer<CounterState, CounterAction, Void> { state, action, _ in
  ///   switch action {
  ///   case .incrementButtonTapped:
  ///     state.count += 1
  ///     return .none
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter reducer: A function that is called when the reducer runs.
  public init(
    _ reducer:
      @escaping @Sendable (_ state: inout State, _ action: Action, _ environment: Environment) ->
      Effect<Action>
  ) {
    self.reducer = reducer
  }

  /// Converts a ``Reducer`` conformance into an old-style reducer, so that a migrated feature can
  /// be plugged into features that are not migrated yet.
  ///
  /// The closure is handed the environment, the one thing a protocol reducer does not have, and
  /// returns the reducer to run:
  ///
  /// ```swift
  /// AnyReducer { environment in
  ///   Feature(date: environment.date)
  /// }
  /// .pullback(state: \.feature, action: /ParentAction.feature, environment: { $0 })
  /// ```
  ///
  /// The reducer is built for each action, from the environment it runs with.
  ///
  /// - Parameter build: A function that builds a protocol reducer from an environment.
  public init<R: Reducer>(
    @ReducerBuilder<State, Action> _ build: @escaping @Sendable (_ environment: Environment) -> R
  ) where R.State == State, R.Action == Action {
    // Erased before the closure is formed, so that the closure does not capture `R`'s metatype.
    let build: @Sendable (Environment) -> any Reducer<State, Action> = build
    self.init { state, action, environment in
      build(environment).reduce(into: &state, action: action)
    }
  }

  /// A reducer that does nothing: it changes no state and returns no effects.
  public static var empty: Self {
    Self { _, _, _ in .none }
  }

  /// Runs the reducer.
  ///
  /// - Parameters:
  ///   - state: Mutable state.
  ///   - action: An action.
  ///   - environment: An environment.
  /// - Returns: An effect that can emit zero or more actions.
  public func run(
    _ state: inout State,
    _ action: Action,
    _ environment: Environment
  ) -> Effect<Action> {
    self.reducer(&state, action, environment)
  }

  /// Runs the reducer; the same as ``run(_:_:_:)``.
  public func callAsFunction(
    _ state: inout State,
    _ action: Action,
    _ environment: Environment
  ) -> Effect<Action> {
    self.reducer(&state, action, environment)
  }

  /// Combines many reducers into one that runs each of them in order, on the same state, and
  /// merges their effects.
  ///
  /// The order matters: a reducer sees the state left by the ones before it. Put child reducers
  /// (for example ``optional(fileID:filePath:line:column:)`` ones) before the parent's logic.
  ///
  /// - Parameter reducers: The reducers to combine.
  /// - Returns: A single reducer.
  public static func combine(_ reducers: Self...) -> Self {
    .combine(reducers)
  }

  /// Combines an array of reducers into one that runs each of them in order, on the same state,
  /// and merges their effects.
  ///
  /// - Parameter reducers: The reducers to combine.
  /// - Returns: A single reducer.
  public static func combine(_ reducers: [Self]) -> Self {
    Self { state, action, environment in
      var effects: [Effect<Action>] = []
      effects.reserveCapacity(reducers.count)
      for reducer in reducers {
        effects.append(reducer.reducer(&state, action, environment))
      }
      return .merge(effects)
    }
  }

  /// Combines this reducer with another one, which runs after it.
  ///
  /// - Parameter other: Another reducer.
  /// - Returns: A reducer that runs this reducer and then `other`.
  public func combined(with other: Self) -> Self {
    .combine(self, other)
  }
}
