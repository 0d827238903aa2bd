/// A piece of user interface, described by its `body`.
///
/// The counterpart of SwiftUI's `View`, with the same spelling, so that a view written for
/// SwiftUI compiles here with only its import changed:
///
/// ```swift
/// #if canImport(SwiftUI)
///   import SwiftUI
/// #else
///   import ComposableViews
/// #endif
///
/// struct CounterView: View {
///   let store: StoreOf<Counter>
///   var body: some View {
///     HStack {
///       Button("-") { store.send(.decrementButtonTapped) }
///       Text("\(store.count)")
///       Button("+") { store.send(.incrementButtonTapped) }
///     }
///   }
/// }
/// ```
///
/// A view's `body` is evaluated when it is first shown and again only when state it read
/// changed (or its parent gave it different values), as in SwiftUI.
@MainActor
@preconcurrency
public protocol View {
  /// The type of view this view's body is made of.
  associatedtype Body: View

  /// The content of the view.
  @ViewBuilder
  var body: Body { get }

  /// Renders the view. Views built into this module implement it; your views never do.
  static func _render(_ view: Self, in renderer: _Renderer)
}

extension View {
  /// Renders a view made of other views: its body, in a unit of its own that is evaluated again
  /// only when what it read changes.
  public static func _render(_ view: Self, in renderer: _Renderer) {
    renderer.renderComposite(view)
  }
}

extension Never: View {
  /// `Never` has no body; it is the body type of views built into this module.
  public var body: Never {
    self
  }
}

/// A view built into this module: it renders itself and has no body. Not for your views.
@MainActor
public protocol _PrimitiveView: View where Body == Never {
  /// Renders the view.
  func _render(in renderer: _Renderer)
}

extension _PrimitiveView {
  /// Built-in views have no body; asking for it is a programming error, as in SwiftUI.
  public var body: Never {
    fatalError("\(Self.self) is rendered by ComposableViews and has no body.")
  }

  /// Renders the view by itself.
  public static func _render(_ view: Self, in renderer: _Renderer) {
    view._render(in: renderer)
  }
}
