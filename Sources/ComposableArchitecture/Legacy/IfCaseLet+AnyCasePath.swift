extension Reducer {
  /// Embeds a child reducer in a parent domain that works on a case of parent enum state, with
  /// case paths (`/State.child`, `/Action.child`).
  ///
  /// The pre-1.0 spelling of `ifCaseLet(_:action:then:)`:
  ///
  /// ```swift
  /// Reduce { state, action in
  ///   // Parent logic
  /// }
  /// .ifCaseLet(/State.loggedIn, action: /Action.loggedIn) {
  ///   LoggedIn()
  /// }
  /// ```
  ///
  /// The child runs before the parent; a child action received while the state is in another
  /// case reports an issue, and the child's effects are cancelled when the state leaves the case.
  ///
  /// - Parameters:
  ///   - toCaseState: A case path from parent state to a case containing child state.
  ///   - toCaseAction: A case path from parent action to a case containing child actions.
  ///   - case: A reducer that will be invoked with child actions against child state when it is
  ///     present
  /// - Returns: A reducer that combines the child reducer with the parent reducer.
  @available(
    *, deprecated,
    message: "Use case key paths: 'ifCaseLet(\\.child, action: \\.child)'"
  )
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer<CaseState, CaseAction>>(
    _ toCaseState: AnyCasePath<State, CaseState>,
    action toCaseAction: AnyCasePath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfCaseLetReducer<Self, Case> {
    _IfCaseLetReducer(
      parent: self,
      child: `case`(),
      toChildState: toCaseState,
      toChildAction: toCaseAction,
      // A case path has no key path to name the child with; the parent state's `\.self` is
      // enough, since enum state is in one case at a time.
      identifiedBy: \State.self,
      location: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}
