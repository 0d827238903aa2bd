import Foundation

/// A circle centred in the room it is given, as wide as its narrower side.
///
/// The counterpart of SwiftUI's `Circle`, drawn as an SVG `circle` in the rectangle a page draws
/// shapes for (see ``Shape``); the SVG keeps it round and centred at any size.
public struct Circle: InsettableShape, SVGOutlining {
  let insetAmount: CGFloat

  /// A circle.
  nonisolated public init() { self.insetAmount = 0 }

  nonisolated init(insetAmount: CGFloat) { self.insetAmount = insetAmount }

  /// The circle centred in the rectangle, inset.
  nonisolated public func path(in rect: CGRect) -> Path {
    let (center, radius) = self.geometry(in: rect)
    return Path(
      ellipseIn: CGRect(
        x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
  }

  /// The circle, inset by `amount` points on every edge.
  nonisolated public func inset(by amount: CGFloat) -> Circle {
    Circle(insetAmount: self.insetAmount + amount)
  }

  nonisolated private func geometry(in rect: CGRect) -> (center: CGPoint, radius: CGFloat) {
    let radius = max(0, min(rect.width, rect.height) / 2 - self.insetAmount)
    return (CGPoint(x: rect.midX, y: rect.midY), radius)
  }

  nonisolated func svgOutline(in rect: CGRect) -> SVGOutline {
    let (center, radius) = self.geometry(in: rect)
    return SVGOutline(
      element: RenderedElement(
        "circle",
        attributes: [
          ("cx", svgNumber(center.x)), ("cy", svgNumber(center.y)), ("r", svgNumber(radius)),
        ]), fillsViewport: false, stroke: nil)
  }
}
