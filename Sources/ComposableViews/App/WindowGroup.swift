/// A scene that shows the same content in every window: on a page, in every browser tab.
///
/// The counterpart of SwiftUI's `WindowGroup`. The title, when given, is the page's title until
/// the content sets a navigation title.
public struct WindowGroup<Content: View>: _PrimitiveScene {
  let title: Text?
  let content: @MainActor () -> Content

  /// A group of windows showing `content`.
  public init(@ViewBuilder content: @escaping @MainActor () -> Content) {
    self.title = nil
    self.content = content
  }

  /// A group of windows with a title, showing `content`.
  public init(_ title: LocalizedStringKey, @ViewBuilder content: @escaping @MainActor () -> Content)
  {
    self.title = Text(title)
    self.content = content
  }

  /// A group of windows with a title, showing `content`.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, @ViewBuilder content: @escaping @MainActor () -> Content
  ) {
    self.title = Text(title)
    self.content = content
  }

  /// One window: the content, built anew each time (the live server asks once per tab).
  public var _windows: [AnyView] {
    guard let title = self.title else { return [AnyView(self.content())] }
    return [AnyView(self.content().navigationTitle(title))]
  }
}
