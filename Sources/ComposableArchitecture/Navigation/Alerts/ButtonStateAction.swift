/// The action a ``ButtonState`` sends when tapped, wrapped so that it can carry extra context.
///
/// ```swift
/// ButtonState(action: .send(.confirmDeletion)) { TextState("Delete") }
/// ```
///
/// Animated sends are SwiftUI-specific and are not modelled by this type.
public struct ButtonStateAction<Action> {
  /// How the action is delivered.
  public let type: _ActionType

  init(type: _ActionType) {
    self.type = type
  }

  /// Sends `action` when the button is tapped; `nil` only dismisses.
  ///
  /// ```swift
  /// let dismiss = ButtonStateAction<Feature.Action.Alert>.send(nil)
  /// ```
  public static func send(_ action: Action?) -> Self {
    Self(type: .send(action))
  }

  /// The action that will be sent, if any.
  public var action: Action? {
    switch type {
    case .send(let action):
      return action
    }
  }

  /// Transforms the wrapped action, keeping how it is delivered.
  ///
  /// ```swift
  /// let parent = child.map { $0.map(Parent.Action.alert) }
  /// ```
  public func map<NewAction>(
    _ transform: (Action?) -> NewAction?
  ) -> ButtonStateAction<NewAction> {
    switch type {
    case .send(let action):
      return .send(transform(action))
    }
  }

  /// The delivery mechanism of a ``ButtonStateAction``.
  public enum _ActionType {
    /// Sends the action synchronously, or only dismisses when `nil`.
    case send(Action?)
  }
}

extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction._ActionType: Equatable where Action: Equatable {}
extension ButtonStateAction: Hashable where Action: Hashable {}
extension ButtonStateAction._ActionType: Hashable where Action: Hashable {}
extension ButtonStateAction: Sendable where Action: Sendable {}
extension ButtonStateAction._ActionType: Sendable where Action: Sendable {}

extension ButtonStateAction: CustomDumpReflectable {
  /// Dumps as `.send(<action>)`, or `.send(nil)` for a dismiss-only button.
  public var customDumpMirror: Mirror {
    switch type {
    case .send(let action):
      return Mirror(self, children: ["send": action as Any], displayStyle: .enum)
    }
  }
}
