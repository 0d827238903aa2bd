extension View {
  /// The title of the screen: shown at its top, and the page's title when it is on top.
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    _NavigationTitleView(content: self, title: Text(titleKey))
  }

  /// The title of the screen.
  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    _NavigationTitleView(content: self, title: Text(title))
  }

  /// The title of the screen.
  public func navigationTitle(_ title: Text) -> some View {
    _NavigationTitleView(content: self, title: title)
  }

  /// How the title shows; accepted for SwiftUI's spelling (a page shows it large).
  public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode)
    -> some View
  {
    self.styled()
  }

  /// Hides the back button of the pushed screen this view is in.
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    _BackButtonHiddenView(content: self, hidesBackButton: hidesBackButton)
  }
}

/// Navigation bar settings, for SwiftUI's spelling.
public enum NavigationBarItem {
  /// How a title shows.
  public enum TitleDisplayMode: Sendable {
    /// As the platform prefers.
    case automatic
    /// Small, in the bar.
    case inline
    /// Large, above the content.
    case large
  }
}

/// A screen's title: what `.navigationTitle` builds.
public struct _NavigationTitleView<Content: View>: _PrimitiveView {
  let content: Content
  let title: Text

  public func _render(in renderer: _Renderer) {
    renderer.element("h1", classes: ["tca-nav-title"], note: .title) {
      renderer.withPath("title") { renderer.render(self.title) }
    }
    renderer.element("tca-title", attributes: [("hidden", "")]) {
      renderer.text(self.title.plainText)
    }
    renderer.render(self.content)
  }
}

/// A screen whose back button is hidden: what `.navigationBarBackButtonHidden` builds. The
/// back bar is rendered above the screen's content, before this modifier is met, so the
/// modifier leaves a marker that the stylesheet hides the bar of its screen by.
public struct _BackButtonHiddenView<Content: View>: _PrimitiveView {
  let content: Content
  let hidesBackButton: Bool

  public func _render(in renderer: _Renderer) {
    if self.hidesBackButton {
      renderer.element("tca-hide-back", attributes: [("hidden", "")])
    }
    renderer.render(self.content)
  }
}
