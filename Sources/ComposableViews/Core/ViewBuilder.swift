/// Builds views from closures: sequences, `if`/`else`, `if let`, `switch` and optional content.
///
/// The counterpart of SwiftUI's `ViewBuilder`.
@resultBuilder
@MainActor
public enum ViewBuilder {
  /// An empty closure builds an empty view.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// One view builds itself.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Several views build a view that shows them in order.
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> {
    // One closure renders them all, each at a place of its own (one allocation, not one a view).
    let parts = TupleParts { renderer in
      var index = 0
      for view in repeat each content {
        renderer.withPath(index: index) { renderer.render(view) }
        index += 1
      }
    }
    return TupleView((repeat each content), parts: parts)
  }

  /// Passes a view through.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// An `if` without `else` builds optional content.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// An `if` without `else` builds optional content.
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// Content inside `if #available`.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// Several views shown in order: what a `@ViewBuilder` closure with more than one view builds.
public struct TupleView<T>: View {
  /// The views.
  public var value: T
  let parts: TupleParts?

  /// Creates a view from a tuple of views.
  public init(_ value: T) {
    self.value = value
    self.parts = nil
  }

  init(_ value: T, parts: TupleParts) {
    self.value = value
    self.parts = parts
  }

  /// Built-in views have no body.
  public var body: Never {
    fatalError("TupleView is rendered by ComposableViews and has no body.")
  }

  public static func _render(_ view: Self, in renderer: _Renderer) {
    if let parts = view.parts {
      parts.render(renderer)
    } else {
      renderer.renderTuple(view.value)
    }
  }
}

/// One of two views, chosen by an `if`/`else` or a `switch`.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: _PrimitiveView {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage

  public func _render(in renderer: _Renderer) {
    switch self.storage {
    case .trueContent(let content):
      renderer.withPath("t") { renderer.render(content) }
    case .falseContent(let content):
      renderer.withPath("f") { renderer.render(content) }
    }
  }
}

extension Optional: View where Wrapped: View {
  /// Built-in views have no body.
  public var body: Never {
    fatalError("Optional is rendered by ComposableViews and has no body.")
  }

  public static func _render(_ view: Self, in renderer: _Renderer) {
    if let view {
      renderer.withPath("s") { renderer.render(view) }
    }
  }
}
