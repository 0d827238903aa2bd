/// Gives its content a proxy that scrolls to a view by its id.
///
/// The counterpart of SwiftUI's `ScrollViewReader`. A page scrolls itself: `scrollTo` is
/// accepted and has no effect (the page keeps the person's scroll position across patches).
public struct ScrollViewReader<Content: View>: View {
  let content: (ScrollViewProxy) -> Content

  /// A reader whose content gets a proxy.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }

  /// The content, given a proxy.
  public var body: some View {
    self.content(ScrollViewProxy())
  }
}

/// Scrolls the scroll views of a ``ScrollViewReader`` to a view.
public struct ScrollViewProxy {
  /// Scrolls to the view with `id`: no effect on a page.
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}
