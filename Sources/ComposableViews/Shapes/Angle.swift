import Foundation

/// An angle, in degrees or radians.
///
/// The counterpart of SwiftUI's `Angle`: `.degrees(-90)`, `Angle(radians: .pi)`. Angles go
/// clockwise on screen, as in SwiftUI, where y grows downwards.
public struct Angle: Hashable, Comparable, Sendable {
  /// The angle in radians.
  public var radians: Double

  /// The angle in degrees.
  public var degrees: Double {
    get { self.radians * 180 / .pi }
    set { self.radians = newValue * .pi / 180 }
  }

  /// A zero angle.
  public init() { self.radians = 0 }

  /// An angle of `radians` radians.
  public init(radians: Double) { self.radians = radians }

  /// An angle of `degrees` degrees.
  public init(degrees: Double) { self.radians = degrees * .pi / 180 }

  /// An angle of `radians` radians.
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }

  /// An angle of `degrees` degrees.
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }

  /// A zero angle.
  public static let zero = Angle()

  /// Whether one angle is smaller than another.
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }

  /// The sum of two angles.
  public static func + (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians + rhs.radians)
  }

  /// The difference of two angles.
  public static func - (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians - rhs.radians)
  }

  /// The opposite angle.
  public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
}
