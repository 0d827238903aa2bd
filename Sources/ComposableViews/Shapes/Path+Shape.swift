import Foundation

extension Path: Shape {
  /// A path is its own outline, whatever the rectangle: its points are the points it is drawn
  /// at, in the 300 × 300 (or framed) space a page draws shapes in.
  nonisolated public func path(in rect: CGRect) -> Path { self }
}
