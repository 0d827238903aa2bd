extension Scope {
  /// Initializes a reducer that runs the given child reducer against a slice of parent state,
  /// with a case path (`/Action.child`) to the child actions.
  ///
  /// The pre-1.0 spelling of `Scope(_:action:_:)` with a case key path:
  ///
  /// ```swift
  /// Scope(state: \.tabA, action: /Action.tabA) {
  ///   TabA()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - toChildState: A writable key path from parent state to a property containing child state.
  ///   - toChildAction: A case path from parent action to a case containing child actions.
  ///   - child: A reducer that will be invoked with child actions against child state.
  @available(
    *, deprecated,
    message: "Use a case key path: 'Scope(\\.child, action: \\.child)'"
  )
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      toChildState: .keyPath(ChildStateAccess(toChildState)),
      toChildAction: toChildAction,
      child: child()
    )
  }

  /// Initializes a reducer that runs the given child reducer against a case of parent enum
  /// state, with case paths (`/State.child`, `/Action.child`).
  ///
  /// A child action received while the state is in another case reports an issue; the action is
  /// ignored.
  ///
  /// - Parameters:
  ///   - toChildState: A case path from parent state to a case containing child state.
  ///   - toChildAction: A case path from parent action to a case containing child actions.
  ///   - child: A reducer that will be invoked with child actions against child state.
  @available(
    *, deprecated,
    message: "Use case key paths: 'Scope(state: \\.child, action: \\.child)'"
  )
  public init<ChildState, ChildAction>(
    state toChildState: AnyCasePath<ParentState, ChildState>,
    action toChildAction: AnyCasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      toChildState: .casePath(
        toChildState,
        location: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
      ),
      toChildAction: toChildAction,
      child: child()
    )
  }
}
