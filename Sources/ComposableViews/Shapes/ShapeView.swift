import Foundation
import IssueReporting

/// A shape filled (or, for a stroked shape, stroked) with a style: what `.fill(_:)`,
/// `.stroke(_:lineWidth:)` and `.strokeBorder(_:lineWidth:)` build, and what a shape's body is.
///
/// It draws as an inline `<svg>`, hidden from screen readers as SwiftUI's shapes are.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: _PrimitiveView {
  let shape: Content
  let style: Style
  let fillStyle: FillStyle

  public func _render(in renderer: _Renderer) {
    let rect = CGRect(origin: .zero, size: renderer.environment.shapeProposal)
    let outline = svgOutline(of: self.shape, in: rect)
    renderer.nodes.append(
      .element(
        drawSVG(
          outline, paint: resolvedPaint(of: self.style), fillStyle: self.fillStyle, in: rect,
          renderer: renderer)))
  }
}

/// The paint of a shape style; a style this module does not know is drawn in the foreground
/// colour, and reported once per type.
@MainActor
func resolvedPaint<S: ShapeStyle>(of style: S) -> ResolvedPaint {
  if let style = style as? any ResolvableShapeStyle { return style.resolvedPaint }
  let name = String(describing: S.self)
  if !reportedShapeStyles.contains(name) {
    reportedShapeStyles.insert(name)
    reportIssue(
      """
      The shape style \(name) is not one ComposableViews can draw: shapes filled or stroked \
      with it are drawn in the foreground colour. Use a Color, LinearGradient, RadialGradient \
      or AngularGradient.
      """
    )
  }
  return .color("currentColor")
}

/// The shape styles reported as unknown, by type name.
@MainActor private var reportedShapeStyles: Set<String> = []

/// The `<svg>` element that draws an outline with a paint.
@MainActor
func drawSVG(
  _ outline: SVGOutline, paint: ResolvedPaint, fillStyle: FillStyle, in rect: CGRect,
  renderer: _Renderer
) -> RenderedElement {
  var svg = RenderedElement("svg", attributes: [("aria-hidden", "true")], classes: ["tca-shape"])
  if outline.fillsViewport {
    svg.classes.append("tca-shape-fit")
  } else {
    svg.set(
      "viewBox",
      "\(svgNumber(rect.minX)) \(svgNumber(rect.minY)) \(svgNumber(rect.width)) "
        + "\(svgNumber(rect.height))")
    svg.styles.append("aspect-ratio:\(svgNumber(rect.width))/\(svgNumber(rect.height))")
  }
  var element = outline.element
  /// Paints the element with a CSS paint value.
  func painted(_ value: String) -> RenderedElement {
    var painted = element
    if let stroke = outline.stroke {
      painted.styles += ["fill:none", "stroke:\(value)"] + stroke.css
    } else {
      painted.styles.append("fill:\(value)")
      if fillStyle.isEOFilled { painted.styles.append("fill-rule:evenodd") }
    }
    return painted
  }
  switch paint {
  case .color(let css):
    element = painted(css)
    svg.children = [.element(element)]
  case .gradient(var gradient):
    let id = "tca-paint-" + renderer.elementID()
    gradient.set("id", id)
    element = painted("url(#\(id))")
    svg.children = [
      .element(RenderedElement("defs", children: [.element(gradient)])), .element(element),
    ]
  case .background(let css):
    // SVG has no conic gradient: a CSS background shows through a mask of the shape.
    let id = "tca-mask-" + renderer.elementID()
    var mask = RenderedElement("mask", attributes: [("id", id)])
    mask.children = [.element(painted("#fff"))]
    var area = RenderedElement("div")
    area.styles = ["width:100%", "height:100%", "background:\(css)"]
    let (x, y, width, height) =
      outline.fillsViewport
      ? ("0", "0", "100%", "100%")
      : (svgNumber(rect.minX), svgNumber(rect.minY), svgNumber(rect.width), svgNumber(rect.height))
    var foreign = RenderedElement(
      "foreignObject",
      attributes: [
        ("x", x), ("y", y), ("width", width), ("height", height), ("mask", "url(#\(id))"),
      ])
    foreign.children = [.element(area)]
    svg.children = [
      .element(RenderedElement("defs", children: [.element(mask)])), .element(foreign),
    ]
  }
  return svg
}
