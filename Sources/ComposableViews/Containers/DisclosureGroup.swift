/// Content behind a label the person opens and closes: a `<details>` element.
///
/// The counterpart of SwiftUI's `DisclosureGroup`. Without an `isExpanded` binding the page keeps
/// whether it is open; with one, the binding decides and a click writes it.
/// `DisclosureGroup("Title") { … }` makes the label from a title.
public struct DisclosureGroup<Label: View, Content: View>: _PrimitiveView, _TitledContainer {
  let label: Label
  let content: Content
  let isExpanded: Binding<Bool>?

  /// A group with a label view.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    self.isExpanded = nil
  }

  /// A group with a label view, open while `isExpanded` is true.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.content = content()
    self.isExpanded = isExpanded
  }

  public func _render(in renderer: _Renderer) {
    // With a binding, a click on the summary writes it (the browser opens the element itself,
    // and the next patch agrees); without one, the page keeps the state.
    var summary: [(name: String, value: String)] = []
    if let isExpanded = self.isExpanded {
      summary =
        renderer.control(.click) { event in
          guard event.kind == .click else { return .ignored("A disclosure group takes clicks.") }
          isExpanded.wrappedValue.toggle()
          return .handled
        }.identity
    }
    let isOpen = self.isExpanded?.wrappedValue ?? false
    renderer.element(
      "details", attributes: isOpen ? [("open", "")] : [], classes: ["tca-disclosure"]
    ) {
      renderer.element("summary", attributes: summary) { renderer.render(self.label) }
      renderer.element("div", classes: ["tca-disclosure-content"]) {
        renderer.render(self.content)
      }
    }
  }
}

extension DisclosureGroup where Label == Text {
  /// A group with a title, open while `isExpanded` is true.
  public init(
    _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }
}
