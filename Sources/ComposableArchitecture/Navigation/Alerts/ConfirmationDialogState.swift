import Foundation

/// A description of a confirmation dialog: a title and its visibility, an optional message and
/// the buttons that can be tapped.
///
/// ```swift
/// state.dialog = ConfirmationDialogState(titleVisibility: .visible) {
///   TextState("Share")
/// } actions: {
///   ButtonState(action: .copyLink) { TextState("Copy link") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// } message: {
///   TextState("Choose how to share this item.")
/// }
/// ```
///
/// Every dialog gets a fresh `id`, but equality and hashing ignore it (and the buttons' ids), so
/// a dialog built the same way in a test compares equal.
public struct ConfirmationDialogState<Action>: Identifiable {
  /// The visibility of a dialog's title; an alias of ``ConfirmationDialogStateTitleVisibility``.
  public typealias Visibility = ConfirmationDialogStateTitleVisibility

  /// A unique identifier generated when the dialog is created and preserved by ``map(_:)``.
  public let id: UUID

  /// The buttons of the dialog, in display order.
  public var buttons: [ButtonState<Action>]

  /// The optional message shown beneath the title.
  public var message: TextState?

  /// The title of the dialog.
  public var title: TextState

  /// Whether the title is shown.
  public var titleVisibility: ConfirmationDialogStateTitleVisibility

  init(
    id: UUID,
    buttons: [ButtonState<Action>],
    message: TextState?,
    title: TextState,
    titleVisibility: ConfirmationDialogStateTitleVisibility
  ) {
    self.id = id
    self.buttons = buttons
    self.message = message
    self.title = title
    self.titleVisibility = titleVisibility
  }

  /// Creates a dialog with an explicit title visibility.
  ///
  /// ```swift
  /// ConfirmationDialogState(titleVisibility: .hidden) { TextState("Sort") } actions: { … }
  /// ```
  public init(
    titleVisibility: ConfirmationDialogStateTitleVisibility,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(
      id: UUID(),
      buttons: actions(),
      message: message?(),
      title: title(),
      titleVisibility: titleVisibility
    )
  }

  /// Creates a dialog whose title visibility is ``ConfirmationDialogStateTitleVisibility/automatic``.
  ///
  /// ```swift
  /// ConfirmationDialogState { TextState("Sort") } actions: { … }
  /// ```
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(titleVisibility: .automatic, title: title, actions: actions, message: message)
  }

  /// Transforms the actions of every button, keeping the dialog's id, title, visibility and
  /// message.
  public func map<NewAction>(
    _ transform: (Action?) -> NewAction?
  ) -> ConfirmationDialogState<NewAction> {
    ConfirmationDialogState<NewAction>(
      id: id,
      buttons: buttons.map { $0.map(transform) },
      message: message,
      title: title,
      titleVisibility: titleVisibility
    )
  }
}

extension ConfirmationDialogState: Equatable where Action: Equatable {
  /// Compares title, title visibility, message and buttons; generated ids are ignored.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title
      && lhs.titleVisibility == rhs.titleVisibility
      && lhs.message == rhs.message
      && lhs.buttons == rhs.buttons
  }
}

extension ConfirmationDialogState: Hashable where Action: Hashable {
  /// Hashes title, title visibility, message and buttons; generated ids are ignored.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(titleVisibility)
    hasher.combine(message)
    hasher.combine(buttons)
  }
}

extension ConfirmationDialogState: Sendable where Action: Sendable {}

extension ConfirmationDialogState: CustomDumpReflectable {
  /// Dumps the title visibility (unless automatic), title, buttons (as `actions`, when any) and
  /// message (when set).
  public var customDumpMirror: Mirror {
    var children: [(label: String?, value: Any)] = []
    if titleVisibility != .automatic {
      children.append(("titleVisibility", titleVisibility))
    }
    children.append(("title", title))
    if !buttons.isEmpty {
      children.append(("actions", buttons))
    }
    if let message {
      children.append(("message", message))
    }
    return Mirror(self, children: children, displayStyle: .struct)
  }
}
