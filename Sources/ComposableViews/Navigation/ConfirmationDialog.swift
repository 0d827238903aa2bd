/// Renders a confirmation dialog as a phone shows one: an action sheet at the bottom of the
/// screen, its title (visually hidden unless `titleIsVisible`) and message above the action
/// buttons, stacked full width, and the cancel button apart below them. A dialog without a cancel
/// button gets one titled "Cancel" that dismisses it.
///
/// Returns what Escape (or a click on the backdrop) does: the cancel button's action.
@MainActor
func renderConfirmationDialog(
  _ box: AlertBox, titleIsVisible: Bool, in renderer: _Renderer
) -> @MainActor () -> Void {
  var actions = box.buttons
  let cancel: AlertButton
  if let index = actions.firstIndex(where: { $0.role == .cancel }) {
    cancel = actions.remove(at: index)
  } else {
    cancel = AlertButton(title: "Cancel", role: .cancel, action: box.dismiss)
  }
  renderer.element(
    "div", attributes: [("data-kind", "confirmation")], classes: ["tca-dialog-layer"]
  ) {
    // The dialog fills the layer, so a click outside its groups lands on the dialog itself: the
    // page's script takes that as a click on the backdrop.
    renderer.element(
      "dialog", attributes: box.attributes(role: "dialog"), classes: ["tca-action-sheet"]
    ) {
      if !titleIsVisible { renderTitle(box, visible: false, in: renderer) }
      if titleIsVisible || box.message != nil || !actions.isEmpty {
        renderer.element("div", classes: ["tca-action-sheet-group"]) {
          if titleIsVisible || box.message != nil {
            renderer.element("div", classes: ["tca-action-sheet-header"]) {
              if titleIsVisible { renderTitle(box, visible: true, in: renderer) }
              if let message = box.message {
                renderer.element(
                  "p", attributes: [("id", box.messageID)], classes: ["tca-action-sheet-message"]
                ) { renderer.text(message) }
              }
            }
          }
          for (index, button) in actions.enumerated() {
            renderAlertButton(button, id: box.id + ".b" + String(index), in: renderer)
          }
        }
      }
      renderer.element("div", classes: ["tca-action-sheet-group", "tca-action-sheet-cancel"]) {
        renderAlertButton(cancel, id: box.id + ".cancel", in: renderer)
      }
    }
  }
  return cancel.action
}

/// The dialog's title: shown, or kept in the page for screen readers only.
@MainActor
private func renderTitle(_ box: AlertBox, visible: Bool, in renderer: _Renderer) {
  renderer.element(
    "h2", attributes: [("id", box.titleID)],
    classes: visible
      ? ["tca-action-sheet-title"] : ["tca-action-sheet-title", "tca-visually-hidden"]
  ) { renderer.text(box.title) }
}
