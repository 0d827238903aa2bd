/// A wrapper type for actions that can be presented.
///
/// Use this wrapper type for modeling a feature's domain that needs to present a child feature
/// using ``Reducer/ifLet(_:action:destination:fileID:filePath:line:column:)-(WritableKeyPath<State,PresentationState<DestinationState>>,_,_,_,_,_,_)``:
///
/// ```swift
/// enum Action {
///   case destination(PresentationAction<Destination.Action>)
/// }
/// ```
///
/// Case key paths skip the `presented` case, so `\.destination.editForm.saveTapped` matches
/// `.destination(.presented(.editForm(.saveTapped)))`.
public enum PresentationAction<Action> {
  /// An action sent to `nil` out the associated presentation state.
  case dismiss

  /// An action sent to the associated, non-`nil` presentation state.
  indirect case presented(Action)
}

extension PresentationAction: CasePathable {
  /// Case paths to the cases of a presentation action, and, through dynamic member lookup, to the
  /// cases of the presented action.
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// A case path to the `dismiss` case.
    public var dismiss: AnyCasePath<PresentationAction, Void> {
      AnyCasePath(
        embed: { .dismiss },
        extract: {
          guard case .dismiss = $0 else { return nil }
          return ()
        }
      )
    }

    /// A case path to the `presented` case.
    public var presented: AnyCasePath<PresentationAction, Action> {
      AnyCasePath(
        embed: { .presented($0) },
        extract: {
          guard case .presented(let action) = $0 else { return nil }
          return action
        }
      )
    }

    /// A case path through `presented` to a case of the presented action.
    public subscript<AppendedAction>(
      dynamicMember keyPath: KeyPath<Action.AllCasePaths, AnyCasePath<Action, AppendedAction>>
    ) -> AnyCasePath<PresentationAction, AppendedAction>
    where Action: CasePathable {
      presentedCasePath(Action.allCasePaths[keyPath: keyPath])
    }
  }

  /// The case paths of this type.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension PresentationAction: _CasePathLookup {
  /// The case path of the case `root` is in.
  public static func _$casePath(of root: Self) -> Any {
    switch root {
    case .dismiss: return Self.allCasePaths.dismiss
    case .presented: return Self.allCasePaths.presented
    }
  }
}

extension PresentationAction: Equatable where Action: Equatable {}
extension PresentationAction: Hashable where Action: Hashable {}
extension PresentationAction: Sendable where Action: Sendable {}
extension PresentationAction: Decodable where Action: Decodable {}
extension PresentationAction: Encodable where Action: Encodable {}

/// A case path through `presented` to a case of the presented action. Kept free of protocol
/// constraints so its closures capture no conformances.
private func presentedCasePath<Action, AppendedAction>(
  _ casePath: AnyCasePath<Action, AppendedAction>
) -> AnyCasePath<PresentationAction<Action>, AppendedAction> {
  AnyCasePath(
    embed: { .presented(casePath.embed($0)) },
    extract: {
      guard case .presented(let action) = $0 else { return nil }
      return casePath.extract(from: action)
    }
  )
}
