import Foundation

/// A drag: a press that moves.
///
/// The counterpart of SwiftUI's `DragGesture`. It compiles and is attached with `.gesture(_:)`,
/// but a page served by this module sends no pointer movements: its `onChanged` and `onEnded`
/// actions do not run. Give the same action a button or `.onTapGesture` for a page.
public struct DragGesture: Gesture {
  /// Where a drag is and how far it went.
  public struct Value: Equatable, Sendable {
    /// When the value was reported.
    public var time: Date
    /// Where the drag is.
    public var location: CGPoint
    /// Where it started.
    public var startLocation: CGPoint
    /// How far it went.
    public var translation: CGSize
    /// How fast it goes, in points a second.
    public var velocity: CGSize
    /// Where it would end if it stopped now.
    public var predictedEndLocation: CGPoint
    /// How far it would have gone if it stopped now.
    public var predictedEndTranslation: CGSize
  }

  /// How far a press moves before it is a drag.
  public var minimumDistance: CGFloat
  /// The space locations are measured in.
  public var coordinateSpace: CoordinateSpace

  /// A drag that starts after `minimumDistance` points.
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }
}
