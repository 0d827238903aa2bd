extension Reducer {
  /// Integrates presentation of a child feature with its parent, with a case path
  /// (`/Action.destination`) to the presentation actions.
  ///
  /// The pre-1.4 spelling of ``Reducer/ifLet(_:action:destination:fileID:filePath:line:column:)``:
  ///
  /// ```swift
  /// Reduce { state, action in
  ///   // Core feature logic
  /// }
  /// .ifLet(\.$destination, action: /Action.destination) {
  ///   Destination()
  /// }
  /// ```
  ///
  /// It behaves as the case key path version: the child runs first, `.dismiss` and
  /// `dismiss()` dismiss it, and its effects are cancelled when it goes away.
  @available(
    *, deprecated,
    message: "Use a case key path: 'ifLet(\\.$destination, action: \\.destination)'"
  )
  @inlinable
  public func ifLet<
    DestinationState, DestinationAction, Destination: Reducer<DestinationState, DestinationAction>
  >(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, Destination> {
    _PresentationReducer(
      base: self,
      toPresentationState: toPresentationState,
      toPresentationAction: toPresentationAction,
      destination: destination(),
      location: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Integrates presentation of state with no reducer of its own (an alert or a confirmation
  /// dialog), with a case path (`/Action.alert`) to the presentation actions.
  ///
  /// ```swift
  /// .ifLet(\.$alert, action: /Action.alert)
  /// ```
  @available(
    *, deprecated,
    message: "Use a case key path: 'ifLet(\\.$alert, action: \\.alert)'"
  )
  @inlinable
  public func ifLet<DestinationState: _EphemeralState, DestinationAction>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: AnyCasePath<Action, PresentationAction<DestinationAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _PresentationReducer<Self, EmptyReducer<DestinationState, DestinationAction>> {
    self.ifLet(
      toPresentationState, action: toPresentationAction, destination: { EmptyReducer() },
      fileID: fileID, filePath: filePath, line: line, column: column
    )
  }
}
