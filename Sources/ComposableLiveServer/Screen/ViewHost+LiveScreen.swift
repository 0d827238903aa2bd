#if LiveServer
  import ComposableViews

  /// The view layer's host is the screen every app view is served as: the server hands it the
  /// page's events and sends its patches as they are.
  @_spi(LiveScreen) extension ViewHost: LiveScreen {}

  extension ViewHost {
    /// A host for one browser tab: it keeps no HTML once a page or patch is written (a server
    /// writes each once, and an idle tab then keeps none).
    static func served<Content: View>(_ content: Content) -> ViewHost {
      let host = ViewHost(content)
      host.keepsHTML = false
      return host
    }
  }
#endif
