import Foundation

/// A rectangle whose shorter sides are half circles.
///
/// The counterpart of SwiftUI's `Capsule`, drawn as an SVG `rect` in the rectangle a page draws
/// shapes for (see ``Shape``).
public struct Capsule: InsettableShape, SVGOutlining {
  /// The style of the rounding.
  public let style: RoundedCornerStyle
  let insetAmount: CGFloat

  /// A capsule.
  nonisolated public init(style: RoundedCornerStyle = .continuous) {
    self.style = style
    self.insetAmount = 0
  }

  nonisolated init(style: RoundedCornerStyle, insetAmount: CGFloat) {
    self.style = style
    self.insetAmount = insetAmount
  }

  /// The capsule that fills the rectangle, inset.
  nonisolated public func path(in rect: CGRect) -> Path {
    let inset = rect.insetBy(dx: self.insetAmount, dy: self.insetAmount)
    return Path(
      roundedRect: inset, cornerRadius: min(inset.width, inset.height) / 2, style: self.style)
  }

  /// The capsule, inset by `amount` points on every edge.
  nonisolated public func inset(by amount: CGFloat) -> Capsule {
    Capsule(style: self.style, insetAmount: self.insetAmount + amount)
  }

  nonisolated func svgOutline(in rect: CGRect) -> SVGOutline {
    let inset = rect.insetBy(dx: self.insetAmount, dy: self.insetAmount)
    let radius = svgNumber(max(0, min(inset.width, inset.height) / 2))
    return SVGOutline(
      element: RenderedElement(
        "rect",
        attributes: [
          ("x", svgNumber(inset.minX)), ("y", svgNumber(inset.minY)),
          ("width", svgNumber(max(0, inset.width))), ("height", svgNumber(max(0, inset.height))),
          ("rx", radius),
        ]), fillsViewport: false, stroke: nil)
  }
}
