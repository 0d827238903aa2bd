/// Views in a column: a flexbox column with the stack's alignment and spacing.
///
/// The counterpart of SwiftUI's `VStack` (8 points between views unless `spacing:` says).
public struct VStack<Content: View>: _PrimitiveView {
  let alignment: HorizontalAlignment
  let spacing: Double?
  let content: Content

  /// Creates a column.
  public init(
    alignment: HorizontalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public func _render(in renderer: _Renderer) {
    var element = RenderedElement("div", classes: ["tca-vstack"])
    element.styles = ["align-items:\(self.alignment.css)", "gap:\(cssLength(self.spacing ?? 8))"]
    element.children = renderer.collect { renderer.render(self.content) }
    renderer.nodes.append(.element(element))
  }
}

/// Views in a column, built as they scroll into view in SwiftUI; all at once here.
public typealias LazyVStack<Content: View> = VStack<Content>

/// Views in a row: a flexbox row with the stack's alignment and spacing.
///
/// The counterpart of SwiftUI's `HStack`.
public struct HStack<Content: View>: _PrimitiveView {
  let alignment: VerticalAlignment
  let spacing: Double?
  let content: Content

  /// Creates a row.
  public init(
    alignment: VerticalAlignment = .center, spacing: Double? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public func _render(in renderer: _Renderer) {
    var element = RenderedElement("div", classes: ["tca-hstack"])
    element.styles = ["align-items:\(self.alignment.css)", "gap:\(cssLength(self.spacing ?? 8))"]
    element.children = renderer.collect { renderer.render(self.content) }
    renderer.nodes.append(.element(element))
  }
}

/// Views in a row, built as they scroll into view in SwiftUI; all at once here.
public typealias LazyHStack<Content: View> = HStack<Content>

/// Views on top of each other, later ones in front.
///
/// The counterpart of SwiftUI's `ZStack`: a one-cell grid.
public struct ZStack<Content: View>: _PrimitiveView {
  let alignment: Alignment
  let content: Content

  /// Creates a stack of layers.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  public func _render(in renderer: _Renderer) {
    var element = RenderedElement("div", classes: ["tca-zstack"])
    element.styles = [
      "justify-items:\(self.alignment.horizontal.css)", "align-items:\(self.alignment.vertical.css)",
    ]
    element.children = renderer.collect { renderer.render(self.content) }
    renderer.nodes.append(.element(element))
  }
}

/// Space that grows to push the views of a stack apart.
public struct Spacer: _PrimitiveView {
  let minLength: Double?

  /// Creates a spacer.
  public init(minLength: Double? = nil) {
    self.minLength = minLength
  }

  public func _render(in renderer: _Renderer) {
    var element = RenderedElement("div", classes: ["tca-spacer"])
    if let minLength = self.minLength { element.styles = ["min-width:\(cssLength(minLength))"] }
    renderer.nodes.append(.element(element))
  }
}

/// A thin line between views.
public struct Divider: _PrimitiveView {
  /// Creates a divider.
  public init() {}

  public func _render(in renderer: _Renderer) {
    renderer.element("hr", classes: ["tca-divider"])
  }
}

/// A length in CSS pixels (a SwiftUI point is a CSS pixel).
func cssLength(_ points: Double) -> String {
  points == points.rounded() ? "\(Int(points))px" : "\(points)px"
}
