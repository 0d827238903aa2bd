@available(
  *, deprecated,
  message:
    "Convert to a 'Reducer' conformance and use 'ifLet'; see 'Migrating to the reducer protocol'"
)
extension AnyReducer {
  /// Transforms a reducer that works on non-optional state into one that works on optional
  /// state, running only when the state is not `nil`.
  ///
  /// ```swift
  /// AnyReducer<ParentState, ParentAction, ParentEnvironment>.combine(
  ///   featureReducer
  ///     .optional()
  ///     .pullback(state: \.feature, action: /ParentAction.feature, environment: { $0 }),
  ///   parentReducer
  /// )
  /// ```
  ///
  /// Combine an optional reducer _before_ the parent reducer, so that the child handles its
  /// actions before the parent can set its state to `nil`. An action received while the state is
  /// `nil` is ignored and reports an issue that names this call site.
  ///
  /// In a ``Reducer`` conformance use `ifLet(_:action:then:)`, which enforces the order.
  ///
  /// - Returns: A reducer that works on optional state.
  public func optional(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> AnyReducer<State?, Action, Environment> {
    let location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    return AnyReducer<State?, Action, Environment> { state, action, environment in
      guard state != nil else {
        location.reportIssue(
          """
          An 'optional' reducer at \(location.fileID):\(location.line) received an action when \
          state was 'nil':

            Action:
              \(debugCaseOutput(action))

          The action was ignored. This usually means one of:
          • The parent set the child state to 'nil' before this reducer ran. Combine the \
          'optional' reducer before the parent reducer, or convert the parent to a 'Reducer' \
          conformance and use 'ifLet', which runs the child first.
          • An effect of the child sent this action after the child state was set to 'nil'. \
          Cancel the child's long-running effects before setting its state to 'nil'.
          • The action was sent to a store whose child state was 'nil'. Only send child actions \
          while the child state is present.
          """
        )
        return .none
      }
      return self.reducer(&state!, action, environment)
    }
  }
}
