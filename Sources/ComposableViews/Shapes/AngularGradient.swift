import Foundation

/// A gradient that turns around a centre, from a start angle to an end angle.
///
/// The counterpart of SwiftUI's `AngularGradient`. SVG has no such gradient: a shape filled
/// with one shows a CSS `conic-gradient` through a mask of the shape, and the view of its own
/// is a CSS `conic-gradient`. Angle 0 points to the trailing edge and angles turn clockwise, as
/// in SwiftUI.
public struct AngularGradient: ShapeStyle, ResolvableShapeStyle, _PrimitiveView {
  let gradient: Gradient
  let center: UnitPoint
  let startAngle: Angle
  let endAngle: Angle

  /// A gradient around `center` from `startAngle` to `endAngle` (a full turn by default).
  public init(
    gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero,
    endAngle: Angle = .degrees(360)
  ) {
    self.gradient = gradient
    self.center = center
    self.startAngle = startAngle
    self.endAngle = endAngle
  }

  /// Colours spread evenly around `center`, from `startAngle` to `endAngle`.
  public init(
    colors: [Color], center: UnitPoint, startAngle: Angle = .zero,
    endAngle: Angle = .degrees(360)
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }

  /// Colours at locations around `center`, from `startAngle` to `endAngle`.
  public init(
    stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero,
    endAngle: Angle = .degrees(360)
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }

  /// A full turn of a gradient around `center`, starting at `angle`.
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(
      gradient: gradient, center: center, startAngle: angle,
      endAngle: angle + .degrees(360))
  }

  /// A full turn of colours around `center`, starting at `angle`.
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }

  /// The gradient as CSS: a conic gradient, which starts at the top where SwiftUI's start at
  /// the trailing edge.
  var css: String {
    let span = self.endAngle.degrees - self.startAngle.degrees
    return
      "conic-gradient(from \(svgNumber(self.startAngle.degrees + 90))deg at \(self.center.css),"
      + self.gradient.cssStops { "\(svgNumber($0 * span))deg" } + ")"
  }

  var resolvedPaint: ResolvedPaint { .background(self.css) }

  public func _render(in renderer: _Renderer) {
    var element = RenderedElement("div", classes: ["tca-color"])
    element.styles = ["background:\(self.css)"]
    renderer.nodes.append(.element(element))
  }
}
