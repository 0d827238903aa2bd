import Foundation

/// An ellipse that fills the room it is given.
///
/// The counterpart of SwiftUI's `Ellipse`, drawn as an SVG `ellipse` that fills its `<svg>`
/// whatever its size.
public struct Ellipse: InsettableShape, SVGOutlining {
  let insetAmount: CGFloat

  /// An ellipse.
  nonisolated public init() { self.insetAmount = 0 }

  nonisolated init(insetAmount: CGFloat) { self.insetAmount = insetAmount }

  /// The ellipse that fits the rectangle, inset.
  nonisolated public func path(in rect: CGRect) -> Path {
    Path(ellipseIn: rect.insetBy(dx: self.insetAmount, dy: self.insetAmount))
  }

  /// The ellipse, inset by `amount` points on every edge.
  nonisolated public func inset(by amount: CGFloat) -> Ellipse {
    Ellipse(insetAmount: self.insetAmount + amount)
  }

  nonisolated func svgOutline(in rect: CGRect) -> SVGOutline {
    var element = RenderedElement("ellipse", attributes: [("cx", "50%"), ("cy", "50%")])
    if self.insetAmount == 0 {
      element.set("rx", "50%")
      element.set("ry", "50%")
    } else {
      let amount = svgNumber(self.insetAmount)
      element.styles = ["rx:calc(50% - \(amount)px)", "ry:calc(50% - \(amount)px)"]
    }
    return SVGOutline(element: element, fillsViewport: true, stroke: nil)
  }
}
