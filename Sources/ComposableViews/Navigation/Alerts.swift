/// An alert or confirmation dialog: what `.alert` and `.confirmationDialog` build.
public struct _AlertView<Content: View>: _PrimitiveView {
  let content: Content
  let identity: @MainActor () -> String?
  let title: @MainActor () -> String
  let message: @MainActor () -> String?
  let buttons: @MainActor () -> [(title: String, role: ButtonRole?, action: @MainActor () -> Void)]
  let dismiss: @MainActor () -> Void
  let isDialog: Bool

  public func _render(in renderer: _Renderer) {
    renderer.withPath("c") { renderer.render(self.content) }
    guard let identity = self.identity() else { return }
    renderer.withPath("a" + identity) {
      let id = renderer.elementID()
      let titleID = id + ".title"
      let dismiss = self.dismiss
      var buttons = self.buttons()
      if buttons.isEmpty { buttons = [("OK", .cancel, dismiss)] }
      renderer.element(
        "div", attributes: [("data-kind", "alert")], classes: ["tca-dialog-layer"]
      ) {
        renderer.element(
          "dialog",
          attributes: [
            ("open", ""), ("id", id), ("role", "alertdialog"), ("aria-modal", "true"),
            ("aria-labelledby", titleID), ("data-tca-dismiss", ""),
          ],
          classes: ["tca-alert"]
        ) {
          renderer.element("h2", attributes: [("id", titleID)], classes: ["tca-alert-title"]) {
            renderer.text(self.title())
          }
          if let message = self.message() {
            renderer.element("p", classes: ["tca-alert-message"]) { renderer.text(message) }
          }
          renderer.element("div", classes: ["tca-alert-buttons"]) {
            for (index, button) in buttons.enumerated() {
              let buttonID = id + ".b" + String(index)
              var classes = ["tca-button"]
              if let role = button.role { classes.append("tca-role-\(role.name)") }
              renderer.element(
                "button",
                attributes: [("type", "button"), ("id", buttonID), ("data-tca-on", "click")],
                classes: classes
              ) { renderer.text(button.title) }
              let action = button.action
              renderer.on(buttonID) { _ in
                action()
                return .handled
              }
            }
          }
        }
      }
      // Escape: the cancel button's action if there is one, else a plain dismissal.
      let cancel = buttons.first { $0.role == .cancel }?.action
      renderer.on(id) { event in
        guard event.kind == .dismiss else { return .ignored("An alert takes dismiss events.") }
        (cancel ?? dismiss)()
        return .handled
      }
    }
  }
}

extension View {
  /// Shows the alert of a presented `AlertState`, whose buttons send their actions:
  ///
  /// ```swift
  /// .alert($store.scope(state: \.destination?.alert, action: \.destination.alert))
  /// ```
  public func alert<Action>(_ item: Binding<Store<AlertState<Action>, Action>?>) -> some View {
    _AlertView(
      content: self,
      identity: { item.wrappedValue.map { idSegment($0.withState { $0.id.uuidString }) } },
      title: { item.wrappedValue.map { String(state: $0.withState(\.title)) } ?? "" },
      message: { item.wrappedValue?.withState(\.message).map { String(state: $0) } },
      buttons: { alertButtons(item) { $0.buttons } },
      dismiss: { item.wrappedValue = nil }, isDialog: false)
  }

  /// Shows the confirmation dialog of a presented `ConfirmationDialogState`.
  public func confirmationDialog<Action>(
    _ item: Binding<Store<ConfirmationDialogState<Action>, Action>?>
  ) -> some View {
    _AlertView(
      content: self,
      identity: { item.wrappedValue.map { idSegment($0.withState { $0.id.uuidString }) } },
      title: { item.wrappedValue.map { String(state: $0.withState(\.title)) } ?? "" },
      message: { item.wrappedValue?.withState(\.message).map { String(state: $0) } },
      buttons: { alertButtons(item) { $0.buttons } },
      dismiss: { item.wrappedValue = nil }, isDialog: true)
  }
}

@MainActor
private func alertButtons<State, Action>(
  _ item: Binding<Store<State, Action>?>, _ buttons: (State) -> [ButtonState<Action>]
) -> [(title: String, role: ButtonRole?, action: @MainActor () -> Void)] {
  guard let store = item.wrappedValue else { return [] }
  return store.withState(buttons).map { button in
    let title = String(state: button.label)
    let role = button.role.map(ButtonRole.init)
    return (
      title, role,
      {
        button.withAction { action in
          if let action {
            store.send(action)
          } else {
            item.wrappedValue = nil
          }
        }
      }
    )
  }
}
