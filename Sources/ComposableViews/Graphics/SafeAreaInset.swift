import Foundation

/// The top or bottom edge of a view.
///
/// The counterpart of SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom
}

extension View {
  /// Content along the top or bottom edge of this view, which the view's own content leaves
  /// room for: it stays at the edge of the window as the page scrolls (CSS `position:sticky`).
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    _SafeAreaInsetView(content: self, inset: content(), edge: edge, spacing: spacing)
  }
}

/// A view with content along an edge: what `.safeAreaInset(edge:)` builds.
public struct _SafeAreaInsetView<Content: View, Inset: View>: _PrimitiveView {
  let content: Content
  let inset: Inset
  let edge: VerticalEdge
  let spacing: CGFloat?

  public func _render(in renderer: _Renderer) {
    var styles = ["gap:\(cssLength(Double(self.spacing ?? 0)))"]
    if self.edge == .top { styles.append("flex-direction:column-reverse") }
    let produced = renderer.collect {
      renderer.withPath("c") { renderer.render(self.content) }
      renderer.element(
        "div",
        classes: ["tca-safe-area-inset", "tca-safe-area-\(self.edge == .top ? "top" : "bottom")"]
      ) {
        renderer.withPath("inset") { renderer.render(self.inset) }
      }
    }
    var element = RenderedElement("div", classes: ["tca-vstack", "tca-safe-area"])
    element.styles = styles
    element.children = produced
    renderer.nodes.append(.element(element))
  }
}
