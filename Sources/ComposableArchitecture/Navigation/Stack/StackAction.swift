/// A wrapper type for actions that can be presented in a navigation stack.
///
/// Use this type for modeling a feature's domain that needs to present child features using
/// ``Reducer/forEach(_:action:destination:fileID:filePath:line:column:)-(WritableKeyPath<State,StackState<DestinationState>>,_,_,_,_,_,_)``:
///
/// ```swift
/// enum Action {
///   case path(StackActionOf<Path>)
/// }
/// ```
///
/// Address one element's actions with the case key path `\.path[id: id]`.
@CasePathable
public enum StackAction<State, Action> {
  /// An action sent to the associated stack element at a given identifier.
  indirect case element(id: StackElementID, action: Action)

  /// An action sent to dismiss the associated stack element at a given identifier, and every
  /// element after it.
  case popFrom(id: StackElementID)

  /// An action sent to present the given state at a given identifier in a navigation stack.
  /// This action is typically sent from the view, by a navigation link.
  case push(id: StackElementID, state: State)
}

/// A convenience type alias for referring to a stack action of a given reducer's domain.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}

extension StackAction: _CasePathLookup {
  /// The case path of the case `root` is in.
  public static func _$casePath(of root: Self) -> Any {
    switch root {
    case .element: return Self.allCasePaths.element
    case .popFrom: return Self.allCasePaths.popFrom
    case .push: return Self.allCasePaths.push
    }
  }
}

extension Case {
  /// A case key path to the action of the stack element with the given id: `\.path[id: id]`.
  public subscript<ElementState, ElementAction>(
    id id: StackElementID
  ) -> Case<ElementAction>
  where Value == StackAction<ElementState, ElementAction> {
    Case<ElementAction>(
      embed: { (action: ElementAction) -> Any in self._embed(.element(id: id, action: action)) },
      extract: { (root: Any) -> ElementAction? in
        guard case .element(id, let action)? = self._extract(from: root) else { return nil }
        return action
      }
    )
  }
}
