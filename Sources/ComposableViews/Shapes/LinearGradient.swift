import Foundation

/// A gradient along a line between two points of the shape or view it fills.
///
/// The counterpart of SwiftUI's `LinearGradient`: a fill for shapes (an SVG `linearGradient`)
/// and a view of its own (a CSS `linear-gradient`).
public struct LinearGradient: ShapeStyle, ResolvableShapeStyle, _PrimitiveView {
  let gradient: Gradient
  let startPoint: UnitPoint
  let endPoint: UnitPoint

  /// A gradient from `startPoint` to `endPoint`.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
    self.startPoint = startPoint
    self.endPoint = endPoint
  }

  /// Colours spread evenly from `startPoint` to `endPoint`.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  /// Colours at locations from `startPoint` to `endPoint`.
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  var resolvedPaint: ResolvedPaint {
    var element = RenderedElement(
      "linearGradient",
      attributes: [
        ("x1", svgNumber(self.startPoint.x)), ("y1", svgNumber(self.startPoint.y)),
        ("x2", svgNumber(self.endPoint.x)), ("y2", svgNumber(self.endPoint.y)),
      ])
    element.children = self.gradient.svgStops
    return .gradient(element)
  }

  /// The gradient as CSS: its direction from the start point to the end point.
  var css: String {
    let (dx, dy) = (self.endPoint.x - self.startPoint.x, self.endPoint.y - self.startPoint.y)
    let degrees = atan2(dx, -dy) * 180 / .pi
    return "linear-gradient(\(svgNumber(degrees))deg,"
      + self.gradient.cssStops { "\(svgNumber($0 * 100))%" } + ")"
  }

  public func _render(in renderer: _Renderer) {
    var element = RenderedElement("div", classes: ["tca-color"])
    element.styles = ["background:\(self.css)"]
    renderer.nodes.append(.element(element))
  }
}
