/// Which gestures of a view and its subviews are on.
///
/// The counterpart of SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Sendable {
  /// The raw value.
  public let rawValue: UInt8
  /// A mask.
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  /// No gestures.
  public static let none = GestureMask([])
  /// The view's gesture.
  public static let gesture = GestureMask(rawValue: 1)
  /// Its subviews' gestures.
  public static let subviews = GestureMask(rawValue: 2)
  /// Both.
  public static let all: GestureMask = [.gesture, .subviews]
}

extension View {
  /// Attaches a gesture: a tap gesture's action runs on a click; a drag's does not in a page.
  public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
    _GestureView(content: self, gesture: gesture)
  }

  /// Attaches a gesture that is recognized alongside the view's others.
  public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> some View
  {
    _GestureView(content: self, gesture: gesture)
  }

  /// Attaches a gesture that takes precedence over the view's others.
  public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
    -> some View
  {
    _GestureView(content: self, gesture: gesture)
  }
}

/// A view with a gesture: what `.gesture(_:)` builds. A gesture with a click action makes the
/// view react to clicks, as `.onTapGesture` does; others leave it as it is.
public struct _GestureView<Content: View, G: Gesture>: _PrimitiveView {
  let content: Content
  let gesture: G

  public func _render(in renderer: _Renderer) {
    if let action = (self.gesture as? any ClickPerformingGesture)?.clickAction {
      _TapView(content: self.content, action: action)._render(in: renderer)
    } else {
      renderer.render(self.content)
    }
  }
}
