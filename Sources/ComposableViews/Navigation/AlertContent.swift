/// What an alert and a confirmation dialog both hold, so that one construction of `_AlertView`
/// serves both, whether the state comes from a binding to it or from a store of it.
protocol AlertContent<Action> {
  associatedtype Action
  /// Tells one alert from the next, for the element ids of what it shows.
  var id: UUID { get }
  /// The title.
  var title: TextState { get }
  /// The message under the title, if any.
  var message: TextState? { get }
  /// The buttons.
  var buttons: [ButtonState<Action>] { get }
  /// Whether the title shows; a hidden title stays in the page for screen readers.
  var titleIsVisible: Bool { get }
  /// Whether it is shown as a confirmation dialog (an action sheet) rather than an alert.
  static var isDialog: Bool { get }
}

extension AlertState: AlertContent {
  /// An alert's title always shows.
  var titleIsVisible: Bool { true }
  static var isDialog: Bool { false }
}

extension ConfirmationDialogState: AlertContent {
  /// As on a phone, the title shows only with `titleVisibility: .visible`.
  var titleIsVisible: Bool { self.titleVisibility == .visible }
  static var isDialog: Bool { true }
}

extension _AlertView {
  /// Shows the alert or dialog that `state` returns, while it returns one.
  init<State: AlertContent>(
    content: Content,
    state: @escaping @MainActor () -> State?,
    buttons: @escaping @MainActor () -> [AlertButton],
    dismiss: @escaping @MainActor () -> Void
  ) {
    self.init(
      content: content,
      identity: { state().map { idSegment($0.id.uuidString) } },
      title: { state().map { String(state: $0.title) } ?? "" },
      titleIsVisible: { state()?.titleIsVisible ?? false },
      message: { state()?.message.map { String(state: $0) } },
      buttons: buttons,
      dismiss: dismiss,
      isDialog: State.isDialog)
  }
}
