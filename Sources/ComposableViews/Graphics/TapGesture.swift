/// A tap or click.
///
/// The counterpart of SwiftUI's `TapGesture`: `.gesture(TapGesture().onEnded { … })` runs its
/// action on a click, as `.onTapGesture` does.
public struct TapGesture: Gesture {
  /// A tap has no value.
  public typealias Value = Void

  /// The number of taps; a click is one, whatever the count.
  public var count: Int

  /// A gesture of `count` taps.
  public init(count: Int = 1) { self.count = count }
}
