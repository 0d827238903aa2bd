/// A type-erased reducer that invokes the given `reduce` function.
///
/// ``Reduce`` is useful for injecting logic into a reducer tree without the overhead of
/// introducing a new type that conforms to ``Reducer``:
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Reduce { state, action in
///     switch action {
///     case .incrementButtonTapped:
///       state.count += 1
///       return .none
///     }
///   }
/// }
/// ```
public struct Reduce<State, Action>: Reducer {
  @usableFromInline
  let reduce: (inout State, Action) -> Effect<Action>

  /// Initializes a reducer with a `reduce` function.
  ///
  /// - Parameter reduce: A function that is called when ``reduce(into:action:)`` is invoked.
  @inlinable
  public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.reduce = reduce
  }

  /// The original library's internal spelling of ``init(_:)-(_)`` (its tests use it).
  /// Disfavored, so that a trailing closure (`Reduce { … }`) still means ``init(_:)-(_)``.
  @usableFromInline
  @_disfavoredOverload
  init(internal reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
    self.init(reduce)
  }

  /// Type-erases a reducer. Its body is built once, here, rather than on every action.
  ///
  /// - Parameter reducer: A reducer that is called when ``reduce(into:action:)`` is invoked.
  public init<R: Reducer<State, Action>>(_ reducer: R) {
    let resolved = ResolvedReducer(reducer)
    self.reduce = { resolved.reduce(into: &$0, action: $1) }
  }

  /// Runs this reducer for one action; see ``Reducer/reduce(into:action:)``.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    self.reduce(&state, action)
  }
}
