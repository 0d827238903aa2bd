import Foundation

/// A description of an alert: a title, an optional message and the buttons that can be tapped.
///
/// Hold optional alert state in your feature and build it where the alert should appear:
///
/// ```swift
/// state.alert = AlertState {
///   TextState("Delete?")
/// } actions: {
///   ButtonState(role: .destructive, action: .confirmDeletion) {
///     TextState("Delete")
///   }
///   ButtonState(role: .cancel) {
///     TextState("Cancel")
///   }
/// } message: {
///   TextState("Are you sure?")
/// }
/// ```
///
/// Every alert gets a fresh `id`, but equality and hashing ignore it (and the buttons' ids), so
/// an alert built the same way in a test compares equal.
public struct AlertState<Action>: Identifiable {
  /// A unique identifier generated when the alert is created and preserved by ``map(_:)``.
  public let id: UUID

  /// The buttons of the alert, in display order.
  public var buttons: [ButtonState<Action>]

  /// The optional message shown beneath the title.
  public var message: TextState?

  /// The title of the alert.
  public var title: TextState

  init(id: UUID, buttons: [ButtonState<Action>], message: TextState?, title: TextState) {
    self.id = id
    self.buttons = buttons
    self.message = message
    self.title = title
  }

  /// Creates an alert from a title, a list of buttons and an optional message.
  ///
  /// With no buttons, platforms show a single "OK" button that only dismisses.
  ///
  /// ```swift
  /// AlertState { TextState("Saved") }
  /// ```
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(id: UUID(), buttons: actions(), message: message?(), title: title())
  }

  /// Transforms the actions of every button, keeping the alert's id, title and message.
  ///
  /// ```swift
  /// let parentAlert = childAlert.map { $0.map(Parent.Action.Alert.child) }
  /// ```
  public func map<NewAction>(_ transform: (Action?) -> NewAction?) -> AlertState<NewAction> {
    AlertState<NewAction>(
      id: id,
      buttons: buttons.map { $0.map(transform) },
      message: message,
      title: title
    )
  }
}

extension AlertState: Equatable where Action: Equatable {
  /// Compares title, message and buttons; generated ids are ignored.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.message == rhs.message && lhs.buttons == rhs.buttons
  }
}

extension AlertState: Hashable where Action: Hashable {
  /// Hashes title, message and buttons; generated ids are ignored.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension AlertState: Sendable where Action: Sendable {}

extension AlertState: CustomDumpReflectable {
  /// Dumps the title, the buttons (as `actions`, when any) and the message (when set).
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = [("title", title)]
    if !buttons.isEmpty {
      children.append(("actions", buttons))
    }
    if let message {
      children.append(("message", message))
    }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}
