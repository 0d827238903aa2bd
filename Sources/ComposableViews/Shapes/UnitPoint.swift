import Foundation

/// A point in a view's bounds, from (0, 0) at the top leading corner to (1, 1) at the bottom
/// trailing one.
///
/// The counterpart of SwiftUI's `UnitPoint`: where gradients start and end, and the anchor of
/// rotations and scales.
public struct UnitPoint: Hashable, Sendable {
  /// The horizontal position, from 0 (leading) to 1 (trailing).
  public var x: Double
  /// The vertical position, from 0 (top) to 1 (bottom).
  public var y: Double

  /// The top leading corner.
  public init() { self.init(x: 0, y: 0) }

  /// A point at `x` and `y`, each from 0 to 1.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The top leading corner.
  public static let zero = UnitPoint(x: 0, y: 0)
  /// The centre.
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// The middle of the leading edge.
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// The middle of the trailing edge.
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// The middle of the top edge.
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// The middle of the bottom edge.
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// The top leading corner.
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// The top trailing corner.
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// The bottom leading corner.
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// The bottom trailing corner.
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)

  /// The point as CSS percentages, like `50% 0%`.
  var css: String { "\(svgNumber(self.x * 100))% \(svgNumber(self.y * 100))%" }
}
