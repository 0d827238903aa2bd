@available(
  *, deprecated,
  message:
    "Convert to a 'Reducer' conformance and use 'forEach'; see 'Migrating to the reducer protocol'"
)
extension AnyReducer {
  /// Transforms a reducer that works on an element into one that works on an `IdentifiedArray`
  /// of elements in parent state, with a parent action case that carries an id and an element
  /// action:
  ///
  /// ```swift
  /// enum ParentAction {
  ///   case row(id: RowState.ID, action: RowAction)
  /// }
  ///
  /// rowReducer.forEach(
  ///   state: \.rows,
  ///   action: /ParentAction.row,
  ///   environment: { RowEnvironment(date: $0.date) }
  /// )
  /// ```
  ///
  /// Combine it _before_ the parent reducer, so that an element handles its actions before the
  /// parent can remove it. An action for an id that is not in the collection is ignored and
  /// reports an issue that names this call site.
  ///
  /// In a ``Reducer`` conformance use `forEach(_:action:element:)`.
  ///
  /// - Parameters:
  ///   - toElementsState: A key path from parent state to an identified array of element state.
  ///   - toElementAction: A case path from parent action to an id and an element action.
  ///   - toElementEnvironment: A function from the parent environment to the element
  ///     environment.
  /// - Returns: A reducer of the parent domain.
  public func forEach<ParentState, ParentAction, ParentEnvironment, ID: Hashable & Sendable>(
    state toElementsState: WritableKeyPath<ParentState, IdentifiedArray<ID, State>>,
    action toElementAction: AnyCasePath<ParentAction, (ID, Action)>,
    environment toElementEnvironment: @escaping @Sendable (ParentEnvironment) -> Environment,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> AnyReducer<ParentState, ParentAction, ParentEnvironment> {
    self.forEach(
      state: toElementsState,
      action: identifiedActionCasePath(toElementAction),
      environment: toElementEnvironment,
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  /// Transforms a reducer that works on an element into one that works on an `IdentifiedArray`
  /// of elements in parent state, with a parent action case holding an ``IdentifiedAction``:
  ///
  /// ```swift
  /// rowReducer.forEach(state: \.rows, action: \.rows, environment: { $0 })
  /// ```
  ///
  /// - Parameters:
  ///   - toElementsState: A key path from parent state to an identified array of element state.
  ///   - toElementAction: A case key path from parent action to an identified element action.
  ///   - toElementEnvironment: A function from the parent environment to the element
  ///     environment.
  /// - Returns: A reducer of the parent domain.
  public func forEach<ParentState, ParentAction, ParentEnvironment, ID: Hashable & Sendable>(
    state toElementsState: WritableKeyPath<ParentState, IdentifiedArray<ID, State>>,
    action toElementAction: CaseKeyPath<ParentAction, IdentifiedAction<ID, Action>>,
    environment toElementEnvironment: @escaping @Sendable (ParentEnvironment) -> Environment,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> AnyReducer<ParentState, ParentAction, ParentEnvironment> {
    self.forEach(
      state: toElementsState,
      action: AnyCasePath(toElementAction),
      environment: toElementEnvironment,
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  /// Transforms a reducer that works on an element into one that works on an `IdentifiedArray`
  /// of elements in parent state, with a case path to an ``IdentifiedAction``.
  ///
  /// - Parameters:
  ///   - toElementsState: A key path from parent state to an identified array of element state.
  ///   - toElementAction: A case path from parent action to an identified element action.
  ///   - toElementEnvironment: A function from the parent environment to the element
  ///     environment.
  /// - Returns: A reducer of the parent domain.
  public func forEach<ParentState, ParentAction, ParentEnvironment, ID: Hashable & Sendable>(
    state toElementsState: WritableKeyPath<ParentState, IdentifiedArray<ID, State>>,
    action toElementAction: AnyCasePath<ParentAction, IdentifiedAction<ID, Action>>,
    environment toElementEnvironment: @escaping @Sendable (ParentEnvironment) -> Environment,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> AnyReducer<ParentState, ParentAction, ParentEnvironment> {
    let location = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    // Key paths are immutable values; they are only read (to reach the elements), never
    // mutated, so sharing one across concurrency domains is safe.
    let toElementsState = UncheckedSendable(toElementsState)
    return AnyReducer<ParentState, ParentAction, ParentEnvironment> {
      parentState, parentAction, parentEnvironment in
      guard case .element(let id, let elementAction)? = toElementAction.extract(from: parentAction)
      else { return .none }
      guard parentState[keyPath: toElementsState.value][id: id] != nil else {
        location.reportIssue(
          """
          A 'forEach' reducer at \(location.fileID):\(location.line) received an action for a \
          missing element:

            Action:
              \(debugCaseOutput(parentAction))

          The action was ignored. This usually means one of:
          • The parent removed the element before this reducer ran. Combine the 'forEach' \
          reducer before the parent reducer, or convert the parent to a 'Reducer' conformance \
          and use 'forEach', which runs elements first.
          • An effect of the element sent this action after the element was removed. Cancel the \
          element's long-running effects before removing it.
          • The action was sent to a store of an element that is no longer in the collection.
          """
        )
        return .none
      }
      return self.reducer(
        &parentState[keyPath: toElementsState.value][id: id]!,
        elementAction,
        toElementEnvironment(parentEnvironment)
      )
      .map { toElementAction.embed(.element(id: id, action: $0)) }
    }
  }
}
