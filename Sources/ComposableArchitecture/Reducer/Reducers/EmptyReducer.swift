/// A reducer that does nothing.
///
/// While not very useful on its own, `EmptyReducer` can be used as a placeholder in APIs that hold
/// reducers, and it is what an empty ``ReducerBuilder`` block builds.
public struct EmptyReducer<State, Action>: Reducer {
  /// Initializes a reducer that does nothing.
  @inlinable
  public init() {}

  /// Runs this reducer for one action; see ``Reducer/reduce(into:action:)``.
  @inlinable
  public func reduce(into _: inout State, action _: Action) -> Effect<Action> {
    .none
  }
}
