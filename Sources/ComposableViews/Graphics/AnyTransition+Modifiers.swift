import Foundation

// The rest of SwiftUI's `AnyTransition` spellings. Changes show at once in a page, so each is
// the plain transition; they keep SwiftUI's code compiling (`.opacity.animation(.default)`).
extension AnyTransition {
  /// No transition.
  public static let identity = AnyTransition()

  /// The transition, with an animation.
  public func animation(_ animation: Animation?) -> AnyTransition { self }

  /// The transition, together with another.
  public func combined(with other: AnyTransition) -> AnyTransition { self }

  /// One transition for insertion and another for removal.
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    insertion
  }

  /// Moves in from an offset.
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }

  /// Moves in from an offset.
  public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition() }

  /// Scales in from a factor around an anchor.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition()
  }

  /// Pushes in from an edge.
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
}
