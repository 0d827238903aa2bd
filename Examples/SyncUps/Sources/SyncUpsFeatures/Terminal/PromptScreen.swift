import ComposableArchitecture

/// An alert or confirmation dialog drawn under the screen that presented it; its buttons are
/// chosen by number.
@MainActor
struct PromptScreen: TerminalScreen {
  /// The screen underneath.
  let base: any TerminalScreen
  let title: String
  let message: String?
  /// Button labels, with their roles.
  let buttons: [(label: String, role: ButtonStateRole?)]
  /// Sends the action of the button at an index (or dismisses for a button without one), and
  /// says whether that pops the screen underneath.
  let choose: (Int) -> CommandOutcome

  /// A prompt for an alert.
  init<Action>(
    base: any TerminalScreen,
    alert: AlertState<Action>,
    pops: @escaping (Action) -> Bool = { _ in false },
    send: @escaping (Action) -> Void,
    dismiss: @escaping () -> Void
  ) {
    self.init(
      base: base, title: alert.title, message: alert.message, buttons: alert.buttons, pops: pops,
      send: send, dismiss: dismiss
    )
  }

  /// A prompt for a confirmation dialog.
  init<Action>(
    base: any TerminalScreen,
    dialog: ConfirmationDialogState<Action>,
    pops: @escaping (Action) -> Bool = { _ in false },
    send: @escaping (Action) -> Void,
    dismiss: @escaping () -> Void
  ) {
    self.init(
      base: base, title: dialog.title, message: dialog.message, buttons: dialog.buttons,
      pops: pops, send: send, dismiss: dismiss
    )
  }

  private init<Action>(
    base: any TerminalScreen,
    title: TextState,
    message: TextState?,
    buttons: [ButtonState<Action>],
    pops: @escaping (Action) -> Bool,
    send: @escaping (Action) -> Void,
    dismiss: @escaping () -> Void
  ) {
    self.base = base
    self.title = printable(String(state: title))
    self.message = message.map { String(state: $0) }
    self.buttons = buttons.map { (printable(String(state: $0.label)), $0.role) }
    self.choose = { index in
      guard let action = buttons[index].action.action else {
        dismiss()
        return .done
      }
      send(action)
      return pops(action) ? .awaitingPop : .done
    }
  }

  func render(_ style: Style) -> String {
    var lines = [self.base.render(style), "", "  " + style.bold("┌ \(self.title)")]
    for line in (self.message ?? "").split(separator: "\n") {
      lines.append("  │ \(printable(line))")
    }
    for (index, button) in self.buttons.enumerated() {
      let label = button.role == .destructive ? style.red(button.label) : button.label
      lines.append("  │ \(index + 1). \(label)")
    }
    lines.append("  └")
    return lines.joined(separator: "\n")
  }

  var commands: [CommandHelp] {
    [CommandHelp("NUMBER", "choose a button")]
  }

  func handle(_ command: Command) -> CommandOutcome {
    switch row(command.number, in: self.buttons.count, of: "choice") {
    case .success(let index):
      return self.choose(index)
    case .failure(let error):
      return .rejected("\(error.message) (\(self.title))")
    }
  }
}
