@available(
  *, deprecated,
  message:
    "Convert to a 'Reducer' conformance and use 'Scope'; see 'Migrating to the reducer protocol'"
)
extension AnyReducer {
  /// Transforms a reducer that works on child state, action and environment into one that works
  /// on parent state, action and environment.
  ///
  /// It only runs on parent actions that the case path extracts a child action from, against the
  /// child state the key path points at:
  ///
  /// ```swift
  /// featureReducer.pullback(
  ///   state: \.feature,
  ///   action: /ParentAction.feature,
  ///   environment: { FeatureEnvironment(date: $0.date) }
  /// )
  /// ```
  ///
  /// In a ``Reducer`` conformance use ``Scope`` instead.
  ///
  /// - Parameters:
  ///   - toChildState: A key path from parent state to child state.
  ///   - toChildAction: A case path from parent action to child action.
  ///   - toChildEnvironment: A function from the parent environment to the child environment.
  /// - Returns: A reducer of the parent domain.
  public func pullback<ParentState, ParentAction, ParentEnvironment>(
    state toChildState: WritableKeyPath<ParentState, State>,
    action toChildAction: AnyCasePath<ParentAction, Action>,
    environment toChildEnvironment: @escaping @Sendable (ParentEnvironment) -> Environment
  ) -> AnyReducer<ParentState, ParentAction, ParentEnvironment> {
    // Key paths are immutable values; they are only read (to reach the child state), never
    // mutated, so sharing one across concurrency domains is safe.
    let toChildState = UncheckedSendable(toChildState)
    return AnyReducer<ParentState, ParentAction, ParentEnvironment> {
      parentState, parentAction, parentEnvironment in
      guard let childAction = toChildAction.extract(from: parentAction) else { return .none }
      return self.reducer(
        &parentState[keyPath: toChildState.value],
        childAction,
        toChildEnvironment(parentEnvironment)
      )
      .map(toChildAction.embed)
    }
  }

  /// Transforms a reducer that works on child state, action and environment into one that works
  /// on parent state, action and environment, with a case key path to the child action:
  ///
  /// ```swift
  /// featureReducer.pullback(state: \.feature, action: \.feature, environment: { $0 })
  /// ```
  ///
  /// - Parameters:
  ///   - toChildState: A key path from parent state to child state.
  ///   - toChildAction: A case key path from parent action to child action.
  ///   - toChildEnvironment: A function from the parent environment to the child environment.
  /// - Returns: A reducer of the parent domain.
  public func pullback<ParentState, ParentAction, ParentEnvironment>(
    state toChildState: WritableKeyPath<ParentState, State>,
    action toChildAction: CaseKeyPath<ParentAction, Action>,
    environment toChildEnvironment: @escaping @Sendable (ParentEnvironment) -> Environment
  ) -> AnyReducer<ParentState, ParentAction, ParentEnvironment> {
    self.pullback(
      state: toChildState,
      action: AnyCasePath(toChildAction),
      environment: toChildEnvironment
    )
  }

  /// Transforms a reducer that works on one case of an enum of parent state into one that works
  /// on the whole parent domain.
  ///
  /// It runs only when the parent state is in that case. A child action received while the
  /// parent state is in another case is ignored and reports an issue.
  ///
  /// - Parameters:
  ///   - toChildState: A case path from parent state to child state.
  ///   - toChildAction: A case path from parent action to child action.
  ///   - toChildEnvironment: A function from the parent environment to the child environment.
  /// - Returns: A reducer of the parent domain.
  public func pullback<ParentState, ParentAction, ParentEnvironment>(
    state toChildState: AnyCasePath<ParentState, State>,
    action toChildAction: AnyCasePath<ParentAction, Action>,
    environment toChildEnvironment: @escaping @Sendable (ParentEnvironment) -> Environment,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> AnyReducer<ParentState, ParentAction, ParentEnvironment> {
    let location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return AnyReducer<ParentState, ParentAction, ParentEnvironment> {
      parentState, parentAction, parentEnvironment in
      guard let childAction = toChildAction.extract(from: parentAction) else { return .none }
      guard var childState = toChildState.extract(from: parentState) else {
        location.reportIssue(
          """
          A reducer pulled back from a case of enum state at \(location.fileID):\(location.line) \
          received a child action when the state was in a different case:

            Action:
              \(debugCaseOutput(parentAction))
            State:
              \(debugCaseOutput(parentState))

          The action was ignored. Combine this reducer before the parent reducer that changes the \
          case, or convert the parent to a 'Reducer' conformance and use 'ifCaseLet'.
          """
        )
        return .none
      }
      let effect = self.reducer(&childState, childAction, toChildEnvironment(parentEnvironment))
      parentState = toChildState.embed(childState)
      return effect.map(toChildAction.embed)
    }
  }

  /// Transforms a reducer that works on one case of an enum of parent state into one that works
  /// on the whole parent domain, with case key paths.
  ///
  /// - Parameters:
  ///   - toChildState: A case key path from parent state to child state.
  ///   - toChildAction: A case key path from parent action to child action.
  ///   - toChildEnvironment: A function from the parent environment to the child environment.
  /// - Returns: A reducer of the parent domain.
  public func pullback<ParentState, ParentAction, ParentEnvironment>(
    state toChildState: CaseKeyPath<ParentState, State>,
    action toChildAction: CaseKeyPath<ParentAction, Action>,
    environment toChildEnvironment: @escaping @Sendable (ParentEnvironment) -> Environment,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> AnyReducer<ParentState, ParentAction, ParentEnvironment> {
    self.pullback(
      state: AnyCasePath(toChildState),
      action: AnyCasePath(toChildAction),
      environment: toChildEnvironment,
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }
}
