extension View {
  /// Lets the person refresh the view's content: a Refresh button above it (a page has no pull
  /// to refresh) that runs `action`; while it runs, the button is marked busy and taps are
  /// ignored.
  ///
  /// The counterpart of SwiftUI's `refreshable(action:)`.
  public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
    _RefreshableView(content: self, action: action)
  }
}

/// A view with a Refresh button: what `.refreshable` builds.
public struct _RefreshableView<Content: View>: _PrimitiveView {
  let content: Content
  let action: @Sendable () async -> Void

  public func _render(in renderer: _Renderer) {
    let isRefreshing = renderer.localState(default: false)
    let action = self.action
    let control = renderer.control(.click) { _ in
      guard !isRefreshing.value else { return .ignored("A refresh is already running.") }
      isRefreshing.value = true
      Task { @MainActor in
        await action()
        isRefreshing.value = false
      }
      return .handled
    }
    let attributes = control.attributes(
      [("type", "button")], isRefreshing.value ? [("aria-busy", "true")] : [])
    renderer.element("div", classes: ["tca-refreshable"]) {
      renderer.element("button", attributes: attributes, classes: ["tca-refresh"]) {
        renderer.text(isRefreshing.value ? "Refreshing…" : "Refresh")
      }
      renderer.render(self.content)
    }
  }
}
