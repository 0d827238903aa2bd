import Foundation

/// A shape's outline as one SVG element, before it is painted: what a shape view draws.
struct SVGOutline {
  /// The element (`path`, `rect`, `circle`, `ellipse`) with its geometry, trim and transform.
  var element: RenderedElement
  /// Whether the element is laid out in the SVG's own pixels, filling whatever room the SVG gets
  /// (percentages), rather than in the coordinates of the rectangle it was made for.
  var fillsViewport: Bool
  /// The stroke, when the outline is a stroked shape; filling it then paints its stroke.
  var stroke: StrokeStyle?

  /// Adds a transform that applies after those already there.
  mutating func prependTransform(svg: String, css: String, anchor: UnitPoint, in rect: CGRect) {
    if self.fillsViewport {
      if let index = self.element.styles.firstIndex(where: { $0.hasPrefix("transform:") }) {
        let existing = self.element.styles[index].dropFirst("transform:".count)
        self.element.styles[index] = "transform:\(css) \(existing)"
      } else {
        self.element.styles += [
          "transform-box:view-box", "transform-origin:\(anchor.css)", "transform:\(css)",
        ]
      }
    } else {
      let existing = self.element.attribute("transform").map { " " + $0 } ?? ""
      self.element.set("transform", svg + existing)
    }
  }
}

/// A shape that draws its own SVG outline, rather than its path's: the built-in shapes (native
/// SVG elements) and the shape modifiers.
protocol SVGOutlining {
  /// The outline of the shape in a rectangle.
  nonisolated func svgOutline(in rect: CGRect) -> SVGOutline
}

/// The outline of any shape in a rectangle: its own, or a `path` element of its path.
nonisolated func svgOutline<S: Shape>(of shape: S, in rect: CGRect) -> SVGOutline {
  if let outlining = shape as? any SVGOutlining {
    return outlining.svgOutline(in: rect)
  }
  return SVGOutline(
    element: RenderedElement("path", attributes: [("d", shape.path(in: rect).svgPathData)]),
    fillsViewport: false, stroke: nil)
}
