extension Reducer {
  /// Embeds a child reducer in a parent domain that works on elements of a navigation stack, with
  /// a case path (`/Action.path`) to the stack actions.
  ///
  /// The pre-1.4 spelling of ``Reducer/forEach(_:action:destination:fileID:filePath:line:column:)``:
  ///
  /// ```swift
  /// Reduce { state, action in
  ///   // Core logic for root feature
  /// }
  /// .forEach(\.path, action: /Action.path) {
  ///   Path()
  /// }
  /// ```
  ///
  /// It behaves as the case key path version: elements run first, pushes and pops apply after the
  /// parent, and a popped element's effects are cancelled.
  @available(
    *, deprecated,
    message: "Use a case key path: 'forEach(\\.path, action: \\.path)'"
  )
  @inlinable
  public func forEach<
    DestinationState, DestinationAction, Destination: Reducer<DestinationState, DestinationAction>
  >(
    _ toStackState: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: AnyCasePath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StackReducer<Self, Destination> {
    _StackReducer(
      base: self,
      toStackState: toStackState,
      toStackAction: toStackAction,
      destination: destination(),
      location: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}
