import Foundation

/// A rectangle with rounded corners that fills the room it is given.
///
/// The counterpart of SwiftUI's `RoundedRectangle`, drawn as an SVG `rect` with `rx`: corners
/// keep their radius in points whatever the rectangle's size.
public struct RoundedRectangle: InsettableShape, SVGOutlining {
  /// The width and height of the corners' rounding.
  public let cornerSize: CGSize
  /// The style of the corners.
  public let style: RoundedCornerStyle
  let insetAmount: CGFloat

  /// A rounded rectangle whose corners have a radius.
  nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// A rounded rectangle whose corners have a size.
  nonisolated public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
    self.insetAmount = 0
  }

  nonisolated private init(_ base: RoundedRectangle, insetAmount: CGFloat) {
    self.cornerSize = base.cornerSize
    self.style = base.style
    self.insetAmount = insetAmount
  }

  /// The rounded rectangle, inset.
  nonisolated public func path(in rect: CGRect) -> Path {
    Path(
      roundedRect: rect.insetBy(dx: self.insetAmount, dy: self.insetAmount),
      cornerSize: CGSize(
        width: max(0, self.cornerSize.width - self.insetAmount),
        height: max(0, self.cornerSize.height - self.insetAmount)), style: self.style)
  }

  /// The rounded rectangle, inset by `amount` points on every edge (its corners' radius shrinks
  /// by as much).
  nonisolated public func inset(by amount: CGFloat) -> RoundedRectangle {
    RoundedRectangle(self, insetAmount: self.insetAmount + amount)
  }

  nonisolated func svgOutline(in rect: CGRect) -> SVGOutline {
    var element = insetRect(self.insetAmount)
    element.set("rx", svgNumber(max(0, self.cornerSize.width - self.insetAmount)))
    element.set("ry", svgNumber(max(0, self.cornerSize.height - self.insetAmount)))
    return SVGOutline(element: element, fillsViewport: true, stroke: nil)
  }
}
