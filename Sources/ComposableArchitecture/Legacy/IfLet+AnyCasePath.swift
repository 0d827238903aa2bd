extension Reducer {
  /// Embeds a child reducer in a parent domain that works on an optional property of parent
  /// state, with a case path (`/Action.child`) to the child actions.
  ///
  /// The pre-1.0 spelling of `ifLet(_:action:then:)`:
  ///
  /// ```swift
  /// Reduce { state, action in
  ///   // Parent logic
  /// }
  /// .ifLet(\.feature, action: /Action.feature) {
  ///   Feature()
  /// }
  /// ```
  ///
  /// The child runs before the parent; a child action received while the child state is `nil`
  /// reports an issue, and the child's effects are cancelled when the parent sets it to `nil`.
  ///
  /// - Parameters:
  ///   - toWrappedState: A writable key path from parent state to a property containing optional
  ///     child state.
  ///   - toWrappedAction: A case path from parent action to a case containing child actions.
  ///   - wrapped: A reducer that will be invoked with child actions against non-optional child
  ///     state.
  /// - Returns: A reducer that combines the child reducer with the parent reducer.
  @available(
    *, deprecated,
    message: "Use a case key path: 'ifLet(\\.child, action: \\.child)'"
  )
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer<WrappedState, WrappedAction>>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: AnyCasePath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, Wrapped> {
    _IfLetReducer(
      parent: self,
      child: wrapped(),
      toChildState: toWrappedState,
      toChildAction: toWrappedAction,
      location: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

extension Reducer {
  /// Integrates optional state with no reducer of its own (an alert or a confirmation dialog),
  /// with a case path (`/Action.alert`) to its actions.
  ///
  /// ```swift
  /// .ifLet(\.alert, action: /Action.alert)
  /// ```
  ///
  /// Any action of the alert sets the state back to `nil`.
  @available(
    *, deprecated,
    message: "Use '@Presents' and a case key path: 'ifLet(\\.$alert, action: \\.alert)'"
  )
  public func ifLet<WrappedState: _EphemeralState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: AnyCasePath<Action, WrappedAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, EmptyReducer<WrappedState, WrappedAction>> {
    self.ifLet(
      toWrappedState, action: toWrappedAction, then: { EmptyReducer() },
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}
