extension Reducer {
  /// Embeds a child reducer in a parent domain that works on elements of a collection in parent
  /// state.
  ///
  /// ```swift
  /// @Reducer
  /// struct Todos {
  ///   struct State {
  ///     var todos: IdentifiedArrayOf<Todo.State> = []
  ///   }
  ///   enum Action {
  ///     case todos(IdentifiedActionOf<Todo>)
  ///   }
  ///   var body: some ReducerOf<Self> {
  ///     Reduce { state, action in
  ///       // Core logic for parent feature
  ///     }
  ///     .forEach(\.todos, action: \.todos) {
  ///       Todo()
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// The element reducer runs before the parent. An action for an id that is not in the
  /// collection reports an issue. Effects of an element are cancelled when the parent removes it.
  ///
  /// Complexity: O(1) per element action (the element is mutated in place), independent of the
  /// size of the collection.
  ///
  /// - Parameters:
  ///   - toElementsState: A writable key path from parent state to an `IdentifiedArray` of child
  ///     state.
  ///   - toElementAction: A case path from parent action to an ``IdentifiedAction`` of child
  ///     actions.
  ///   - element: A reducer that will be invoked with child actions against elements of child
  ///     state.
  /// - Returns: A reducer that combines the child reducer with the parent reducer.
  @inlinable
  public func forEach<
    ElementState, ElementAction, ID: Hashable & Sendable,
    Element: Reducer<ElementState, ElementAction>
  >(
    _ toElementsState: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: CaseKeyPath<Action, IdentifiedAction<ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _ForEachReducer<Self, ID, Element> {
    _ForEachReducer(
      parent: self,
      toElementsState: toElementsState,
      toElementAction: AnyCasePath(toElementAction),
      element: element(),
      location: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer built by ``Reducer/forEach(_:action:element:fileID:filePath:line:column:)``.
public struct _ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let toElementsState:
    ChildStateAccess<Parent.State, IdentifiedArray<ID, Element.State>>
  @usableFromInline let toElementAction:
    AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>
  @usableFromInline let element: ResolvedReducer<Element>
  @usableFromInline let elementsPath: UncheckedSendable<AnyKeyPath>
  @usableFromInline let location: CallSite
  @usableFromInline let replacementCheck: ElementReplacementCheck<Element.State>

  @usableFromInline
  init(
    parent: Parent,
    toElementsState: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>,
    toElementAction: AnyCasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>,
    element: Element,
    location: CallSite
  ) {
    self.parent = parent
    self.toElementsState = ChildStateAccess(toElementsState)
    self.toElementAction = toElementAction
    self.element = ResolvedReducer(element)
    self.elementsPath = UncheckedSendable(toElementsState)
    self.location = location
    self.replacementCheck = ElementReplacementCheck()
  }

  /// Runs this reducer for one action; see ``Reducer/reduce(into:action:)``.
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let elementEffects = self.reduceElement(into: &state, action: action)
    let idsBefore = self.toElementsState.get(state).ids
    let parentEffects = self.parent.reduce(into: &state, action: action)
    let effects = elementEffects.merge(with: parentEffects)
    let idsAfter = self.toElementsState.get(state).ids
    guard idsBefore != idsAfter else { return effects }
    return effects._withChildrenChanged(
      from: idsBefore, to: idsAfter, navigationID: self.navigationID(for:)
    )
  }

  private func reduceElement(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    guard case .element(let id, let elementAction)? = self.toElementAction.extract(from: action)
    else { return .none }
    let effect = self.toElementsState.modify(&state) { elements -> Effect<Element.Action>? in
      // Mutate by position: in place, and without moving the element out of the collection
      // (as keyed mutation does), so the collection stays readable while the element changes.
      guard let index = elements.index(id: id) else { return nil }
      return self.replacementCheck.reduce(&elements[index]) {
        self.element.reduce(into: &$0, action: elementAction)
      }
    }
    guard let effect else {
      self.location.reportIssue(
        missingElementMessage(at: self.location, action: action, swiftUIFix: #""ForEachStore""#)
      )
      return .none
    }
    guard case .none = effect.operation else {
      let toElementAction = self.toElementAction
      return
        effect
        .map { toElementAction.embed(.element(id: id, action: $0)) }
        ._asChildEffects(id: self.navigationID(for: id))
    }
    return .none
  }

  private func navigationID(for id: ID) -> AnyHashableSendable {
    NavigationComponent.id(
      keyPath: self.elementsPath.value, identity: AnyHashableSendable(id), isPresentation: false
    )
  }
}
