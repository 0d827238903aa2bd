/// A reducer represented by multiple enum cases: the conformance the ``Reducer()`` macro gives an
/// enum of reducers.
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case editForm(EditForm)
///   case detail(Detail)
/// }
/// ```
///
/// The generated static ``body`` scopes each case to its reducer, so a parent can integrate the
/// destination with `.ifLet(\.$destination, action: \.destination)` and no trailing closure.
public protocol CaseReducer<State, Action>: Reducer
where State: CaseReducerState, Body: Reducer, Body.State == State, Body.Action == Action {
  /// The state of the reducer: an enum with one case per reducer.
  associatedtype State = State
  /// The actions of the reducer: an enum with one case per reducer.
  associatedtype Action = Action
  /// An enum of stores, one case per reducer, for ``Store/case``.
  associatedtype CaseScope
  /// The body shared by all values of this reducer.
  associatedtype Body

  /// Scopes a store of this reducer's domain to the store of its current case.
  @MainActor static func scope(_ store: Store<State, Action>) -> CaseScope

  /// The body of the reducer: scopes each case's state and actions to the case's reducer.
  @ReducerBuilder<State, Action> static var body: Body { get }
}

extension Reducer where Self: CaseReducer, Body: Reducer<State, Action> {
  /// The static body of the case reducer.
  public var body: Body { Self.body }
}

/// The state of a ``CaseReducer``: knows its reducer, so operators can find the body without a
/// trailing closure.
public protocol CaseReducerState {
  /// The reducer whose state this is.
  associatedtype StateReducer: CaseReducer where StateReducer.State == Self
}

extension Store where State: CaseReducerState, State.StateReducer.Action == Action {
  /// A switchable enum of stores, one case per reducer of the enum state.
  ///
  /// ```swift
  /// switch store.case {
  /// case let .editForm(store): EditFormView(store: store)
  /// case let .detail(store): DetailView(store: store)
  /// }
  /// ```
  public var `case`: State.StateReducer.CaseScope {
    State.StateReducer.scope(self)
  }
}
