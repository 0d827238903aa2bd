/// A view that shows nothing.
public struct EmptyView: _PrimitiveView {
  /// Creates an empty view.
  public init() {}

  public func _render(in renderer: _Renderer) {}
}

/// Views grouped without layout of their own: modifiers applied to the group apply to each.
public struct Group<Content: View>: _PrimitiveView {
  let content: Content

  /// Creates a group of views.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public func _render(in renderer: _Renderer) {
    renderer.render(self.content)
  }
}

/// A view whose type is erased.
public struct AnyView: _PrimitiveView {
  private let renderContent: @MainActor (_Renderer) -> Void
  private let viewType: any View.Type

  /// Erases the type of a view.
  public init<V: View>(_ view: V) {
    self.renderContent = { renderer in renderer.render(view) }
    self.viewType = V.self
  }

  /// Erases the type of a view, or returns `nil` when the value is not a view.
  public init?(erasing value: Any) {
    guard let view = value as? any View else { return nil }
    self.init(view)
  }

  public func _render(in renderer: _Renderer) {
    // Views of different types have different identities, as in SwiftUI.
    renderer.withPath(Self.pathSegment(of: self.viewType)) { self.renderContent(renderer) }
  }

  /// Each erased type's path segment, made once: a type's name is slow to spell (`Label` erases
  /// its title and icon on every render).
  private static var pathSegments: [ObjectIdentifier: String] = [:]

  /// The path segment of a view of type `type`: the same in every process, since the page's ids
  /// are made of it.
  private static func pathSegment(of type: any View.Type) -> String {
    let key = ObjectIdentifier(type)
    if let segment = Self.pathSegments[key] { return segment }
    let segment = "a\(stableHash(String(reflecting: type)))"
    Self.pathSegments[key] = segment
    return segment
  }
}
