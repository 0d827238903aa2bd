/// An alert or confirmation dialog: what `.alert` and `.confirmationDialog` build.
///
/// An alert is a small centred box (`role="alertdialog"`); a confirmation dialog is an action
/// sheet anchored at the bottom of the screen (`role="dialog"`), as on a phone.
public struct _AlertView<Content: View>: _PrimitiveView {
  let content: Content
  let identity: @MainActor () -> String?
  let title: @MainActor () -> String
  /// Whether the title shows; a hidden title stays in the page for screen readers.
  let titleIsVisible: @MainActor () -> Bool
  let message: @MainActor () -> String?
  let buttons: @MainActor () -> [AlertButton]
  let dismiss: @MainActor () -> Void
  let isDialog: Bool

  public func _render(in renderer: _Renderer) {
    renderer.withPath("c") { renderer.render(self.content) }
    guard let identity = self.identity() else { return }
    renderer.withPath("a" + identity) {
      let box = AlertBox(
        id: renderer.elementID(), title: self.title(), message: self.message(),
        buttons: self.buttons(), dismiss: self.dismiss)
      let escape: @MainActor () -> Void
      if self.isDialog {
        escape = renderConfirmationDialog(box, titleIsVisible: self.titleIsVisible(), in: renderer)
      } else {
        escape = renderAlert(box, in: renderer)
      }
      renderer.on(box.id) { event in
        guard event.kind == .dismiss else {
          return .ignored("An alert or confirmation dialog takes dismiss events.")
        }
        escape()
        return .handled
      }
    }
  }
}

/// A button of an alert or confirmation dialog: its title, role and what tapping it does.
struct AlertButton {
  let title: String
  let role: ButtonRole?
  let action: @MainActor () -> Void
}

/// What an alert or confirmation dialog shows, read from its state for one render.
struct AlertBox {
  let id: String
  let title: String
  let message: String?
  let buttons: [AlertButton]
  let dismiss: @MainActor () -> Void

  var titleID: String { self.id + ".title" }
  var messageID: String { self.id + ".message" }

  /// The dialog's attributes: open, modal, dismissable, labelled by its title and described by
  /// its message.
  func attributes(role: String) -> [(name: String, value: String)] {
    var attributes: [(name: String, value: String)] = [
      ("open", ""), ("id", self.id), ("role", role), ("aria-modal", "true"),
      ("aria-labelledby", self.titleID),
    ]
    if self.message != nil { attributes.append(("aria-describedby", self.messageID)) }
    attributes.append((PageContract.Attribute.dismiss, ""))
    return attributes
  }
}

/// Renders an alert; returns what Escape does: the cancel button's action if there is one, else
/// a plain dismissal.
@MainActor
private func renderAlert(_ box: AlertBox, in renderer: _Renderer) -> @MainActor () -> Void {
  var buttons = box.buttons
  if buttons.isEmpty { buttons = [AlertButton(title: "OK", role: .cancel, action: box.dismiss)] }
  renderer.element("div", attributes: [("data-kind", "alert")], classes: ["tca-dialog-layer"]) {
    renderer.element(
      "dialog", attributes: box.attributes(role: "alertdialog"), classes: ["tca-alert"]
    ) {
      renderer.element("h2", attributes: [("id", box.titleID)], classes: ["tca-alert-title"]) {
        renderer.text(box.title)
      }
      if let message = box.message {
        renderer.element("p", attributes: [("id", box.messageID)], classes: ["tca-alert-message"]) {
          renderer.text(message)
        }
      }
      renderer.element("div", classes: ["tca-alert-buttons"]) {
        for (index, button) in buttons.enumerated() {
          renderAlertButton(button, id: box.id + ".b" + String(index), in: renderer)
        }
      }
    }
  }
  return buttons.first { $0.role == .cancel }?.action ?? box.dismiss
}

/// Renders one button of an alert or confirmation dialog and registers its tap.
@MainActor
func renderAlertButton(_ button: AlertButton, id: String, in renderer: _Renderer) {
  var classes = ["tca-button"]
  if let role = button.role { classes.append("tca-role-\(role.name)") }
  let action = button.action
  let control = renderer.control(.click, id: id) { _ in
    action()
    return .handled
  }
  renderer.element("button", attributes: control.attributes([("type", "button")]), classes: classes)
  { renderer.text(button.title) }
}

extension View {
  /// Shows the alert of a presented `AlertState`, whose buttons send their actions:
  ///
  /// ```swift
  /// .alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
  /// ```
  public func alert<Action>(_ item: Binding<Store<AlertState<Action>, Action>?>) -> some View {
    _AlertView(content: self, store: item)
  }

  /// Shows the confirmation dialog of a presented `ConfirmationDialogState` as an action sheet
  /// at the bottom of the screen, whose buttons send their actions:
  ///
  /// ```swift
  /// .confirmationDialog($store.scope(state: \.dialog, action: \.dialog))
  /// ```
  ///
  /// As on a phone, the title shows only with `titleVisibility: .visible`, and a Cancel button
  /// is added when the state has none.
  public func confirmationDialog<Action>(
    _ item: Binding<Store<ConfirmationDialogState<Action>, Action>?>
  ) -> some View {
    _AlertView(content: self, store: item)
  }
}

extension _AlertView {
  /// Shows the alert or dialog of the store `item` holds, while it holds one: a button's tap
  /// sends its action to the store, and a button without one dismisses.
  fileprivate init<State: AlertContent>(
    content: Content, store item: Binding<Store<State, State.Action>?>
  ) {
    self.init(
      content: content, state: { item.wrappedValue?.withState { $0 } },
      buttons: {
        guard let store = item.wrappedValue else { return [] }
        return alertButtons(store.withState(\.buttons)) { action in
          if let action {
            store.send(action)
          } else {
            item.wrappedValue = nil
          }
        }
      },
      dismiss: { item.wrappedValue = nil })
  }
}

/// The buttons of an alert or dialog; a tap hands the button's action (`nil` for a button with
/// none) to `perform`.
@MainActor
func alertButtons<Action>(
  _ buttons: [ButtonState<Action>], perform: @escaping @MainActor (Action?) -> Void
) -> [AlertButton] {
  buttons.map { button in
    AlertButton(title: String(state: button.label), role: button.role.map(ButtonRole.init)) {
      button.withAction { perform($0) }
    }
  }
}
