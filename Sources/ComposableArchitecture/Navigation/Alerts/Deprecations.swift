import Foundation

// Value-style initializers kept for source compatibility with older releases of the original
// library; prefer the result-builder initializers.

extension AlertState {
  /// Creates an alert from a title, an optional message and a list of buttons.
  ///
  /// ```swift
  /// AlertState(title: TextState("Oops"), message: TextState("Try again."), buttons: [])
  /// ```
  @available(*, deprecated, message: "Use 'init(title:actions:message:)' instead.")
  public init(title: TextState, message: TextState? = nil, buttons: [ButtonState<Action>]) {
    self.init(id: UUID(), buttons: buttons, message: message, title: title)
  }

  /// Creates an alert with at most one button, which dismisses it.
  ///
  /// ```swift
  /// AlertState(title: TextState("Oops"), message: TextState("Something went wrong."))
  /// ```
  @available(*, deprecated, message: "Use 'init(title:actions:message:)' instead.")
  public init(
    title: TextState,
    message: TextState? = nil,
    dismissButton: ButtonState<Action>? = nil
  ) {
    self.init(id: UUID(), buttons: dismissButton.map { [$0] } ?? [], message: message, title: title)
  }

  /// Creates an alert with a primary and a secondary button.
  @available(*, deprecated, message: "Use 'init(title:actions:message:)' instead.")
  public init(
    title: TextState,
    message: TextState? = nil,
    primaryButton: ButtonState<Action>,
    secondaryButton: ButtonState<Action>
  ) {
    self.init(
      id: UUID(),
      buttons: [primaryButton, secondaryButton],
      message: message,
      title: title
    )
  }
}

extension ConfirmationDialogState {
  /// Creates a dialog from a title, its visibility, an optional message and a list of buttons.
  @available(*, deprecated, message: "Use 'init(titleVisibility:title:actions:message:)' instead.")
  public init(
    title: TextState,
    titleVisibility: ConfirmationDialogStateTitleVisibility,
    message: TextState? = nil,
    buttons: [ButtonState<Action>] = []
  ) {
    self.init(
      id: UUID(),
      buttons: buttons,
      message: message,
      title: title,
      titleVisibility: titleVisibility
    )
  }

  /// Creates a dialog from a title, an optional message and a list of buttons.
  @available(*, deprecated, message: "Use 'init(title:actions:message:)' instead.")
  public init(title: TextState, message: TextState? = nil, buttons: [ButtonState<Action>] = []) {
    self.init(
      id: UUID(),
      buttons: buttons,
      message: message,
      title: title,
      titleVisibility: .automatic
    )
  }
}

extension ButtonState {
  /// Creates a cancel button.
  @available(*, deprecated, message: "Use 'ButtonState(role: .cancel, action:label:)' instead.")
  public static func cancel(
    _ label: TextState,
    action: ButtonStateAction<Action> = .send(nil)
  ) -> Self {
    Self(role: .cancel, action: action) { label }
  }

  /// Creates a button without a role.
  @available(*, deprecated, message: "Use 'ButtonState(action:label:)' instead.")
  public static func `default`(
    _ label: TextState,
    action: ButtonStateAction<Action> = .send(nil)
  ) -> Self {
    Self(action: action) { label }
  }

  /// Creates a destructive button.
  @available(
    *, deprecated, message: "Use 'ButtonState(role: .destructive, action:label:)' instead."
  )
  public static func destructive(
    _ label: TextState,
    action: ButtonStateAction<Action> = .send(nil)
  ) -> Self {
    Self(role: .destructive, action: action) { label }
  }
}
