import Foundation

/// A gradient that spreads out in circles from a centre.
///
/// The counterpart of SwiftUI's `RadialGradient`: a fill for shapes (an SVG `radialGradient`
/// whose radii are points) and a view of its own (a CSS `radial-gradient`).
public struct RadialGradient: ShapeStyle, ResolvableShapeStyle, _PrimitiveView {
  let gradient: Gradient
  let center: UnitPoint
  let startRadius: CGFloat
  let endRadius: CGFloat

  /// A gradient from `startRadius` to `endRadius` points around `center`.
  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
  }

  /// Colours spread evenly from `startRadius` to `endRadius` points around `center`.
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  /// Colours at locations from `startRadius` to `endRadius` points around `center`.
  public init(
    stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  /// The stops with their locations between the start and end radii, as fractions of the end
  /// radius (SVG and CSS gradients start at the centre).
  private func scaledLocation(_ location: Double) -> Double {
    guard self.endRadius > 0 else { return location }
    let start = Double(self.startRadius) / Double(self.endRadius)
    return start + location * (1 - start)
  }

  var resolvedPaint: ResolvedPaint {
    var element = RenderedElement(
      "radialGradient",
      attributes: [
        ("gradientUnits", "userSpaceOnUse"),
        ("cx", "\(svgNumber(self.center.x * 100))%"), ("cy", "\(svgNumber(self.center.y * 100))%"),
        ("r", svgNumber(self.endRadius)),
      ])
    element.children = self.gradient.stops.map { stop in
      var element = RenderedElement(
        "stop", attributes: [("offset", svgNumber(self.scaledLocation(Double(stop.location))))])
      element.styles = ["stop-color:\(stop.color.css)"]
      return .element(element)
    }
    return .gradient(element)
  }

  var css: String {
    "radial-gradient(circle \(svgNumber(self.endRadius))px at \(self.center.css),"
      + self.gradient.cssStops { "\(svgNumber(self.scaledLocation($0) * 100))%" } + ")"
  }

  public func _render(in renderer: _Renderer) {
    var element = RenderedElement("div", classes: ["tca-color"])
    element.styles = ["background:\(self.css)"]
    renderer.nodes.append(.element(element))
  }
}
