/// A wrapper type for actions that can be presented in a list.
///
/// Use this type for modeling a feature's domain that needs to present child features using
/// ``Reducer/forEach(_:action:element:fileID:filePath:line:column:)``:
///
/// ```swift
/// enum Action {
///   case rows(IdentifiedActionOf<Row>)
/// }
/// ```
///
/// Match an element's action with `case let .rows(.element(id: id, action: .delegate(…)))`, and
/// scope to one element's actions with the case key path `\.rows[id: id]`.
@CasePathable
public enum IdentifiedAction<ID: Hashable & Sendable, Action>: CasePathable {
  /// An action sent to the element at a given identifier.
  case element(id: ID, action: Action)
}

/// A convenience type alias for referring to an identified action of a given reducer's domain.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable, R.State.ID: Sendable

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where Action: Sendable {}

extension IdentifiedAction: Decodable where ID: Decodable, Action: Decodable {}
extension IdentifiedAction: Encodable where ID: Encodable, Action: Encodable {}

extension Case {
  /// A case key path to the action of the element with the given id: `\.rows[id: id]`.
  public subscript<ID: Hashable & Sendable, Action>(id id: ID) -> Case<Action>
  where Value == IdentifiedAction<ID, Action> {
    Case<Action>(
      embed: { (action: Action) -> Any in self._embed(.element(id: id, action: action)) },
      extract: { (root: Any) -> Action? in
        guard
          case .element(id, let action)? = self._extract(from: root)
        else { return nil }
        return action
      }
    )
  }
}
