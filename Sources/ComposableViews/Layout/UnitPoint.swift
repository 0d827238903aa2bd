/// A point in a view's bounds, in fractions of its size: `.center` is (0.5, 0.5).
///
/// The counterpart of SwiftUI's `UnitPoint`, where anchors and gradients are given.
public struct UnitPoint: Hashable, Sendable {
  /// The fraction of the width from the leading edge.
  public var x: Double
  /// The fraction of the height from the top edge.
  public var y: Double

  /// A point at fractions of a view's size.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The top-leading corner.
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// The middle of the top edge.
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// The top-trailing corner.
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// The middle of the leading edge.
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// The center.
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// The middle of the trailing edge.
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// The bottom-leading corner.
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// The middle of the bottom edge.
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// The bottom-trailing corner.
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
  /// The origin (top-leading).
  public static let zero = UnitPoint(x: 0, y: 0)
}
