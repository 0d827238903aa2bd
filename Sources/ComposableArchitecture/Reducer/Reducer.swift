/// A type that describes how to evolve the current state of an application to the next state,
/// given an action, and describes what effects should be executed later by the store, if any.
///
/// Conform by implementing ``body`` (compose other reducers) or ``reduce(into:action:)`` (mutate
/// state directly), never both:
///
/// ```swift
/// @Reducer
/// struct Counter {
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementButtonTapped }
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       state.count += 1
///       return .none
///     }
///   }
/// }
/// ```
public protocol Reducer<State, Action> {
  /// A type that holds the current state of the reducer.
  associatedtype State

  /// A type that holds all possible actions that cause the ``State`` of the reducer to change
  /// and/or kick off a side ``Effect`` that can communicate with the outside world.
  associatedtype Action

  /// A type representing the body of this reducer. `Never` when the reducer implements
  /// ``reduce(into:action:)`` itself.
  associatedtype Body

  /// Evolves the current state of the reducer to the next state.
  ///
  /// - Parameters:
  ///   - state: The current state of the reducer.
  ///   - action: An action that can cause the state of the reducer to change, and/or kick off a
  ///     side effect that can communicate with the outside world.
  /// - Returns: An effect that can communicate with the outside world and feed actions back into
  ///   the system.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The content and behavior of a reducer that is composed from other reducers.
  @ReducerBuilder<State, Action>
  var body: Body { get }
}

/// A convenience for constraining a ``Reducer`` conformance: `some ReducerOf<Self>`.
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

extension Reducer where Body == Never {
  /// A non-existent body.
  ///
  /// > Warning: Do not invoke this property directly. A reducer that implements
  /// > ``reduce(into:action:)`` has no body.
  @_transparent
  public var body: Body {
    fatalError(
      """
      '\(Self.self)' has no body. Do not access a reducer's 'body' property directly, as it may \
      not exist: call 'reduce(into:action:)' instead.
      """
    )
  }
}

extension Reducer where Body: Reducer<State, Action> {
  /// Invokes the ``body`` of this reducer.
  ///
  /// A reducer with no stored properties (the usual `@Reducer struct`) builds its body once per
  /// process and runs it specialized for its types. A ``Store`` builds any other reducer's body
  /// once per store; called directly, such a reducer builds its body per call.
  @inlinable
  public func reduce(into state: inout Body.State, action: Body.Action) -> Effect<Body.Action> {
    if MemoryLayout<Self>.size == 0 {
      return self._reduceThroughTypeResolvedBody(into: &state, action: action)
    }
    return self.body.reduce(into: &state, action: action)
  }
}
