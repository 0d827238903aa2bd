/// Where a toolbar item goes.
public struct ToolbarItemPlacement: Hashable, Sendable {
  let area: String
  /// Where the platform puts it: the trailing end of the bar.
  public static let automatic = ToolbarItemPlacement(area: "trailing")
  /// The main action of the screen.
  public static let primaryAction = ToolbarItemPlacement(area: "trailing")
  /// Confirming a change, like "Save" or "Done".
  public static let confirmationAction = ToolbarItemPlacement(area: "trailing")
  /// Cancelling, like "Cancel".
  public static let cancellationAction = ToolbarItemPlacement(area: "leading")
  /// Destroying something, like "Delete".
  public static let destructiveAction = ToolbarItemPlacement(area: "trailing")
  /// The leading end of the bar.
  public static let topBarLeading = ToolbarItemPlacement(area: "leading")
  /// The trailing end of the bar.
  public static let topBarTrailing = ToolbarItemPlacement(area: "trailing")
  /// The leading end of the bar.
  public static let navigationBarLeading = ToolbarItemPlacement(area: "leading")
  /// The trailing end of the bar.
  public static let navigationBarTrailing = ToolbarItemPlacement(area: "trailing")
  /// A bar at the bottom of the screen.
  public static let bottomBar = ToolbarItemPlacement(area: "bottom")
  /// The middle of the bar.
  public static let principal = ToolbarItemPlacement(area: "principal")
}

/// A view placed in the screen's bar by `.toolbar`.
public struct ToolbarItem<ID, Content: View>: _PrimitiveView {
  let placement: ToolbarItemPlacement
  let content: Content

  public func _render(in renderer: _Renderer) {
    renderer.element(
      "div", attributes: [("data-placement", self.placement.area)],
      classes: ["tca-toolbar-item", "tca-toolbar-\(self.placement.area)"]
    ) { renderer.render(self.content) }
  }
}

extension ToolbarItem where ID == Void {
  /// A toolbar item at a placement.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

/// Several toolbar items at one placement: in a page, one toolbar item whose content is them all.
public struct ToolbarItemGroup<Content: View>: _PrimitiveView {
  let item: ToolbarItem<Void, Content>

  /// A group of toolbar items at a placement.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.item = ToolbarItem(placement: placement, content: content)
  }

  public func _render(in renderer: _Renderer) {
    self.item._render(in: renderer)
  }
}

extension View {
  /// Items for the screen's bar: `ToolbarItem`s, or views (placed at the trailing end).
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    _ToolbarView(content: self, items: content())
  }
}

/// A screen with toolbar items: what `.toolbar` builds.
public struct _ToolbarView<Content: View, Items: View>: _PrimitiveView {
  let content: Content
  let items: Items

  public func _render(in renderer: _Renderer) {
    let nodes = renderer.withPath("toolbar") { renderer.collect { renderer.render(self.items) } }
    var leading: [RenderedNode] = []
    var trailing: [RenderedNode] = []
    var bottom: [RenderedNode] = []
    for node in nodes {
      if case .element(let element) = node, let area = element.attribute("data-placement") {
        switch area {
        case "leading": leading.append(node)
        case "bottom": bottom.append(node)
        default: trailing.append(node)
        }
      } else {
        trailing.append(node)
      }
    }
    renderer.nodes.append(
      .element(
        RenderedElement(
          "div", attributes: [("role", "toolbar")], classes: ["tca-navbar"],
          children: [
            .element(RenderedElement("div", classes: ["tca-navbar-leading"], children: leading)),
            .element(RenderedElement("div", classes: ["tca-navbar-trailing"], children: trailing)),
          ])))
    renderer.render(self.content)
    if !bottom.isEmpty {
      renderer.nodes.append(
        .element(RenderedElement("div", classes: ["tca-toolbar-bottom"], children: bottom)))
    }
  }
}
