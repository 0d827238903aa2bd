import Foundation

/// A rectangle that fills the room it is given.
///
/// The counterpart of SwiftUI's `Rectangle`, drawn as an SVG `rect` that fills its `<svg>`
/// whatever its size.
public struct Rectangle: InsettableShape, SVGOutlining {
  let insetAmount: CGFloat

  /// A rectangle.
  nonisolated public init() { self.insetAmount = 0 }

  nonisolated init(insetAmount: CGFloat) { self.insetAmount = insetAmount }

  /// The rectangle, inset.
  nonisolated public func path(in rect: CGRect) -> Path {
    Path(rect.insetBy(dx: self.insetAmount, dy: self.insetAmount))
  }

  /// The rectangle, inset by `amount` points on every edge.
  nonisolated public func inset(by amount: CGFloat) -> Rectangle {
    Rectangle(insetAmount: self.insetAmount + amount)
  }

  nonisolated func svgOutline(in rect: CGRect) -> SVGOutline {
    SVGOutline(element: insetRect(self.insetAmount), fillsViewport: true, stroke: nil)
  }
}

/// An SVG `rect` that fills its `<svg>`, inset by `amount` points on every edge.
nonisolated func insetRect(_ amount: CGFloat) -> RenderedElement {
  guard amount != 0 else {
    return RenderedElement("rect", attributes: [("width", "100%"), ("height", "100%")])
  }
  var element = RenderedElement(
    "rect", attributes: [("x", svgNumber(amount)), ("y", svgNumber(amount))])
  element.styles = [
    "width:calc(100% - \(svgNumber(2 * amount))px)",
    "height:calc(100% - \(svgNumber(2 * amount))px)",
  ]
  return element
}
