/// Screens behind tabs: a tab bar of buttons, and the chosen tab's content.
///
/// The counterpart of SwiftUI's `TabView`: each child view gives its tab button with
/// `.tabItem { Label(…) }`, and its value with `.tag(_:)` when a `selection` binding is used.
public struct TabView<SelectionValue: Hashable, Content: View>: _PrimitiveView {
  let selection: Binding<SelectionValue>?
  let content: Content

  /// Tabs whose chosen one is bound to a value tagged on each tab.
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  public func _render(in renderer: _Renderer) {
    let id = renderer.elementID()
    let savedTags = renderer.tagCandidates
    let savedLabels = renderer.tabLabels
    renderer.tagCandidates = []
    renderer.tabLabels = []
    let tabs = renderer.collect { renderer.render(self.content) }
      .compactMap { node -> (panel: RenderedElement, label: Int)? in
        guard case .element(let element) = node, case .tab(let label) = element.note else {
          return nil
        }
        return (element, label)
      }
    let tags = renderer.tagCandidates
    let labels = renderer.tabLabels
    renderer.tagCandidates = savedTags
    renderer.tabLabels = savedLabels
    let chosenIndex: Int
    if let selection = self.selection {
      chosenIndex = tags.firstIndex { $0 == AnyHashable(selection.wrappedValue) } ?? 0
    } else {
      chosenIndex = renderer.localState(default: 0).value
    }
    renderer.element("div", attributes: [("id", id)], classes: ["tca-tabview"]) {
      for (index, tab) in tabs.enumerated() {
        var panel = tab.panel
        panel.attributes.append(("role", "tabpanel"))
        if index != chosenIndex { panel.attributes.append(("hidden", "")) }
        renderer.nodes.append(.element(panel))
      }
      renderer.element("div", attributes: [("role", "tablist")], classes: ["tca-tabbar"]) {
        for (index, tab) in tabs.enumerated() {
          let selection = self.selection
          let local = renderer.localState(default: 0)
          let control = renderer.control(.click, id: id + ".tab" + String(index)) { _ in
            if let selection, index < tags.count, let value = tags[index].base as? SelectionValue {
              selection.wrappedValue = value
            } else {
              local.value = index
            }
            return .handled
          }
          var trailing: [(name: String, value: String)] = [
            ("aria-selected", index == chosenIndex ? "true" : "false")
          ]
          if index == chosenIndex { trailing.append(("aria-current", "page")) }
          let attributes = control.attributes([("type", "button"), ("role", "tab")], trailing)
          renderer.element("button", attributes: attributes, classes: ["tca-tab-button"]) {
            if labels.indices.contains(tab.label) {
              renderer.nodes.append(contentsOf: labels[tab.label])
            }
          }
        }
      }
    }
  }
}

extension TabView where SelectionValue == Int {
  /// Tabs, the first chosen at first.
  public init(@ViewBuilder content: () -> Content) {
    self.selection = nil
    self.content = content()
  }
}

/// A view with a tab button: what `.tabItem` builds.
public struct _TabItemView<Content: View, Item: View>: _PrimitiveView {
  let content: Content
  let item: Item

  public func _render(in renderer: _Renderer) {
    let label = renderer.withPath("ti") { renderer.collect { renderer.render(self.item) } }
    renderer.tabLabels.append(label)
    var tab = RenderedElement(
      "div", classes: ["tca-tab"], note: .tab(labelIndex: renderer.tabLabels.count - 1))
    tab.children = renderer.collect { renderer.render(self.content) }
    renderer.nodes.append(.element(tab))
  }
}

extension View {
  /// The tab button of this view in a `TabView`.
  public func tabItem<Item: View>(@ViewBuilder _ label: () -> Item) -> some View {
    _TabItemView(content: self, item: label())
  }
}
