#if canImport(SwiftUI)
  import SwiftUI
#endif

/// The action a ``ButtonState`` sends when tapped, wrapped so that it can carry extra context.
///
/// ```swift
/// ButtonState(action: .send(.confirmDeletion)) { TextState("Delete") }
/// ```
///
/// An alert button can animate the change its action makes: `.send(.confirmDeletion, animation:
/// .default)`. Without SwiftUI the animation is kept (and compared) but nothing is animated.
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

  /// Sends `action` with `animation` when the button is tapped; `nil` only dismisses.
  ///
  /// ```swift
  /// ButtonState(action: .send(.confirmDeletion, animation: .default)) { TextState("Delete") }
  /// ```
  public static func send(_ action: Action?, animation: Animation?) -> Self {
    Self(type: .animatedSend(action, animation: animation))
  }

  /// The action that will be sent, if any.
  public var action: Action? {
    switch type {
    case .send(let action), .animatedSend(let action, animation: _):
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
    case .animatedSend(let action, let animation):
      return .send(transform(action), animation: animation)
    }
  }

  /// The delivery mechanism of a ``ButtonStateAction``.
  public enum _ActionType {
    /// Sends the action synchronously, or only dismisses when `nil`.
    case send(Action?)
    /// Sends the action synchronously with an animation, or only dismisses when `nil`.
    case animatedSend(Action?, animation: Animation?)
  }
}

extension ButtonStateAction: Equatable where Action: Equatable {}
extension ButtonStateAction._ActionType: Equatable where Action: Equatable {}
extension ButtonStateAction: Hashable where Action: Hashable {}
extension ButtonStateAction._ActionType: Hashable where Action: Hashable {}
extension ButtonStateAction: Sendable where Action: Sendable {}
extension ButtonStateAction._ActionType: Sendable where Action: Sendable {}

extension ButtonStateAction: CustomDumpReflectable {
  /// Dumps as `.send(<action>)` (`.send(nil)` for a dismiss-only button), or
  /// `.animatedSend(<action>, animation: <animation>)`.
  public var customDumpMirror: Mirror {
    switch type {
    case .send(let action):
      return Mirror(self, children: ["send": action as Any], displayStyle: .enum)
    case .animatedSend(let action, let animation):
      return Mirror(
        self,
        children: [
          "animatedSend": (action: action as Any, animation: animation as Any)
        ],
        displayStyle: .enum
      )
    }
  }
}
