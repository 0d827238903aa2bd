extension Reducer {
  /// Embeds a child reducer in a parent domain that works on elements of a collection in parent
  /// state, with a case path to an action case that carries an id and an element action.
  ///
  /// The pre-1.0 spelling of `forEach(_:action:element:)`:
  ///
  /// ```swift
  /// enum Action {
  ///   case row(id: Feature.State.ID, action: Feature.Action)
  /// }
  ///
  /// Reduce { state, action in
  ///   // Parent logic
  /// }
  /// .forEach(\.rows, action: /Action.row) {
  ///   Feature()
  /// }
  /// ```
  ///
  /// The element reducer runs before the parent; an action for an id that is not in the
  /// collection reports an issue, and an element's effects are cancelled when it is removed.
  ///
  /// - Parameters:
  ///   - toElementsState: A writable key path from parent state to an `IdentifiedArray` of child
  ///     state.
  ///   - toElementAction: A case path from parent action to an id and a child action.
  ///   - element: A reducer that will be invoked with child actions against elements of child
  ///     state.
  /// - Returns: A reducer that combines the child reducer with the parent reducer.
  @available(
    *, deprecated,
    message: "Use 'IdentifiedAction' and a case key path: 'forEach(\\.rows, action: \\.rows)'"
  )
  public func forEach<
    ElementState, ElementAction, ID: Hashable & Sendable,
    Element: Reducer<ElementState, ElementAction>
  >(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: AnyCasePath<Action, (ID, ElementAction)>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element> {
    _ForEachReducer(
      parent: self,
      toElementsState: toElementsState,
      toElementAction: identifiedActionCasePath(toElementAction),
      element: element(),
      location: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The case path to an ``IdentifiedAction`` that a case path to an action case carrying an id and
/// an element action (`case row(id:action:)`, before 1.0) stands for: what the legacy `forEach`
/// operators run their elements with.
func identifiedActionCasePath<Root, ID: Hashable & Sendable, Action>(
  _ toElementAction: AnyCasePath<Root, (ID, Action)>
) -> AnyCasePath<Root, IdentifiedAction<ID, Action>> {
  AnyCasePath(
    embed: { identified in
      switch identified {
      case .element(let id, let action): return toElementAction.embed((id, action))
      }
    },
    extract: { root in
      toElementAction.extract(from: root).map { .element(id: $0, action: $1) }
    }
  )
}
