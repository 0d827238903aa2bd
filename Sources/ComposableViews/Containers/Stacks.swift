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
    renderStack(
      self.content, classes: RenderedClasses.vstack,
      styles: stackStyles(alignment: self.alignment.css, spacing: self.spacing), in: renderer)
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
    renderStack(
      self.content, classes: RenderedClasses.hstack,
      styles: stackStyles(alignment: self.alignment.css, spacing: self.spacing), in: renderer)
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
    renderStack(
      self.content, classes: ["tca-zstack"],
      styles: [
        "justify-items:\(self.alignment.horizontal.css)",
        "align-items:\(self.alignment.vertical.css)",
      ], in: renderer)
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
    var element = RenderedElement("div", classes: RenderedClasses.spacer)
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

/// Writes a stack: a `<div>` with the stack's classes and `style` declarations, around its content.
@MainActor
func renderStack<Content: View>(
  _ content: Content, classes: [String], styles: [String], in renderer: _Renderer
) {
  var element = RenderedElement("div", classes: classes)
  element.styles = styles
  element.children = renderer.collect { renderer.render(content) }
  renderer.nodes.append(.element(element))
}

/// The `style` declarations of a stack: its alignment and spacing (8 points unless it says).
func stackStyles(alignment css: String, spacing: Double?) -> [String] {
  // The usual stacks share their declarations instead of making them again.
  if spacing == nil {
    switch css {
    case "center": return defaultStackStyles.center
    case "flex-start": return defaultStackStyles.start
    case "flex-end": return defaultStackStyles.end
    default: break
    }
  }
  return ["align-items:\(css)", "gap:\(cssLength(spacing ?? 8))"]
}

private let defaultStackStyles = (
  center: ["align-items:center", "gap:8px"],
  start: ["align-items:flex-start", "gap:8px"],
  end: ["align-items:flex-end", "gap:8px"]
)

/// A length in CSS pixels (a SwiftUI point is a CSS pixel).
func cssLength(_ points: Double) -> String {
  points == points.rounded() ? "\(Int(points))px" : "\(points)px"
}
