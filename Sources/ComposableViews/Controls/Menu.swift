/// A button that opens a list of actions: a `<details>` element whose summary is the label.
///
/// The counterpart of SwiftUI's `Menu`. Its content is usually `Button`s; the page closes the
/// menu when one is chosen. `Menu("Title") { … }` makes the label from a title.
public struct Menu<Label: View, Content: View>: _PrimitiveView, _TitledContainer {
  let label: Label
  let content: Content

  /// A menu with a label view.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  public func _render(in renderer: _Renderer) {
    renderer.element("details", classes: ["tca-menu"]) {
      renderer.element("summary", classes: ["tca-menu-label"]) { renderer.render(self.label) }
      renderer.element("div", attributes: [("role", "menu")], classes: ["tca-menu-items"]) {
        renderer.render(self.content)
      }
    }
  }
}
