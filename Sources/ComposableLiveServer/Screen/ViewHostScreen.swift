#if LiveServer
  import ComposableViews

  /// A ``LiveScreen`` over the view layer's `ViewHost`: the screen every app view is served as.
  @MainActor
  final class ViewHostScreen: LiveScreen {
    let host: ViewHost

    init<Content: View>(_ content: Content) {
      self.host = ViewHost(content)
      // A server writes each page and patch once: an idle tab keeps no HTML.
      self.host.keepsHTML = false
    }

    func render() -> String { self.host.render() }

    func handle(_ event: LiveEvent) -> LiveEventOutcome {
      guard let kind = ViewEvent.Kind(rawValue: event.kind) else {
        return .ignored("unknown event kind \(event.kind)")
      }
      return Self.outcome(
        self.host.handle(ViewEvent(kind, target: event.target, value: event.value)))
    }

    func open(address path: String) -> LiveEventOutcome {
      Self.outcome(self.host.open(address: path))
    }

    private static func outcome(_ result: ViewEventResult) -> LiveEventOutcome {
      switch result {
      case .handled: return .handled
      case .unknownTarget: return .unknownTarget
      case .ignored(let reason): return .ignored(reason)
      }
    }

    func takePatches() -> [LivePatch] {
      self.host.takePatches().map { LivePatch(target: $0.target, html: $0.html) }
    }

    var onInvalidate: (@MainActor () -> Void)? {
      get { self.host.onInvalidate }
      set { self.host.onInvalidate = newValue }
    }

    var title: String { self.host.title }
  }
#endif
