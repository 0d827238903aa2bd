#if LiveServer
  import ComposableViews

  // The server drives the view layer's host for each browser tab, in the host's own types: it
  // hands the host the page's events (`handle(_:)`) and sends its patches (`takePatches()`) as
  // they are, and renders again when the host's `onInvalidate` says state it read changed.

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
