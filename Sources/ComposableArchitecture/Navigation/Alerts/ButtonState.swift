import Foundation

#if canImport(SwiftUI)
  import SwiftUI
#endif

/// A description of a button in an alert or confirmation dialog: its label, role and action.
///
/// ```swift
/// ButtonState(role: .destructive, action: .confirmDeletion) {
///   TextState("Delete")
/// }
/// ```
///
/// Every button gets a fresh `id`, but equality and hashing ignore it, so two buttons built the
/// same way compare equal in tests.
public struct ButtonState<Action>: Identifiable {
  /// A unique identifier generated when the button is created and preserved by ``map(_:)``.
  public let id: UUID

  /// The action sent when the button is tapped.
  public let action: ButtonStateAction<Action>

  /// The text displayed on the button.
  public let label: TextState

  /// The semantic role of the button, or `nil` for a default button.
  public let role: ButtonStateRole?

  init(id: UUID, action: ButtonStateAction<Action>, label: TextState, role: ButtonStateRole?) {
    self.id = id
    self.action = action
    self.label = label
    self.role = role
  }

  /// Creates a button that sends a wrapped action, by default only dismissing.
  ///
  /// ```swift
  /// ButtonState(role: .cancel) { TextState("Cancel") }
  /// ButtonState(action: .send(.confirm)) { TextState("OK") }
  /// ```
  public init(
    role: ButtonStateRole? = nil,
    action: ButtonStateAction<Action> = .send(nil),
    label: () -> TextState
  ) {
    self.init(id: UUID(), action: action, label: label(), role: role)
  }

  /// Creates a button that sends `action` when tapped.
  ///
  /// ```swift
  /// ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Delete") }
  /// ```
  public init(
    role: ButtonStateRole? = nil,
    action: Action,
    label: () -> TextState
  ) {
    self.init(id: UUID(), action: .send(action), label: label(), role: role)
  }

  /// Calls `perform` with the button's action (or `nil` for a dismiss-only button).
  ///
  /// ```swift
  /// button.withAction { action in
  ///   if let action { store.send(.alert(.presented(action))) }
  /// }
  /// ```
  ///
  /// An animated action (`.send(action, animation:)`) is performed inside `withAnimation`.
  public func withAction(_ perform: (Action?) -> Void) {
    switch action.type {
    case .send(let action):
      perform(action)
    case .animatedSend(let action, let animation):
      withAnimation(animation) { perform(action) }
    }
  }

  /// Awaits `perform` with the button's action (or `nil` for a dismiss-only button).
  @MainActor
  public func withAction(_ perform: @MainActor (Action?) async -> Void) async {
    switch action.type {
    case .send(let action), .animatedSend(let action, animation: _):
      // An animation cannot span an `await`: SwiftUI's `withAnimation` takes a synchronous body.
      await perform(action)
    }
  }

  /// Transforms the button's action, keeping its id, label and role.
  ///
  /// ```swift
  /// let parentButton = button.map { $0.map(Parent.Action.child) }
  /// ```
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> ButtonState<NewAction> {
    ButtonState<NewAction>(id: id, action: action.map(transform), label: label, role: role)
  }
}

extension ButtonState: Equatable where Action: Equatable {
  /// Compares action, label and role; the generated `id` is ignored.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.action == rhs.action && lhs.label == rhs.label && lhs.role == rhs.role
  }
}

extension ButtonState: Hashable where Action: Hashable {
  /// Hashes action, label and role; the generated `id` is ignored.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(action)
    hasher.combine(label)
    hasher.combine(role)
  }
}

extension ButtonState: Sendable where Action: Sendable {}

extension ButtonState: CustomDumpReflectable {
  /// Dumps the role (when set), action and label; the generated `id` is omitted.
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = []
    if let role {
      children.append(("role", role))
    }
    children.append(("action", action))
    children.append(("label", label))
    return Mirror(self, children: children, displayStyle: .struct)
  }
}
