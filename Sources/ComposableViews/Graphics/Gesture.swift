import Foundation

/// A gesture a view reacts to.
///
/// The counterpart of SwiftUI's `Gesture`. A page delivers taps and clicks: a ``TapGesture``
/// (and `.onTapGesture`) runs its action on a click. A ``DragGesture`` compiles and is
/// attached, but a page served by this module sends no pointer movements, so its `onChanged`
/// and `onEnded` actions do not run.
@MainActor
@preconcurrency
public protocol Gesture {
  /// The value the gesture reports as it changes and ends.
  associatedtype Value
}

/// A gesture whose end, or change, runs an action on a click: what this module can perform.
@MainActor
protocol ClickPerformingGesture {
  /// The action a click runs, if the gesture has one.
  var clickAction: (@MainActor () -> Void)? { get }
}

extension Gesture {
  /// Runs an action when the gesture ends.
  public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> _EndedGesture<Self> {
    _EndedGesture(gesture: self, action: action)
  }
}

extension Gesture where Value: Equatable {
  /// Runs an action when the gesture's value changes.
  public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> _ChangedGesture<Self> {
    _ChangedGesture(gesture: self, action: action)
  }
}

/// A gesture with an action for its end: what `.onEnded(_:)` builds.
public struct _EndedGesture<Base: Gesture>: Gesture, ClickPerformingGesture {
  /// The value of the gesture.
  public typealias Value = Base.Value
  let gesture: Base
  let action: @MainActor (Base.Value) -> Void

  var clickAction: (@MainActor () -> Void)? {
    if self.gesture is TapGesture, let action = self.action as? @MainActor (()) -> Void {
      return { action(()) }
    }
    return (self.gesture as? any ClickPerformingGesture)?.clickAction
  }
}

/// A gesture with an action for its changes: what `.onChanged(_:)` builds.
public struct _ChangedGesture<Base: Gesture>: Gesture, ClickPerformingGesture {
  /// The value of the gesture.
  public typealias Value = Base.Value
  let gesture: Base
  let action: @MainActor (Base.Value) -> Void

  var clickAction: (@MainActor () -> Void)? {
    (self.gesture as? any ClickPerformingGesture)?.clickAction
  }
}
