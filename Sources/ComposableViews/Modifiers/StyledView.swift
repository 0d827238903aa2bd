/// A view whose rendered element gets classes, styles or attributes: what most visual
/// modifiers build. Content that renders several elements is wrapped in one.
public struct _StyledView<Content: View>: _PrimitiveView {
  let content: Content
  let change: (inout RenderedElement) -> Void

  public func _render(in renderer: _Renderer) {
    renderer.modify({ renderer.render(self.content) }, self.change)
  }
}

extension View {
  func styled(_ declarations: String...) -> _StyledView<Self> {
    _StyledView(content: self) { $0.styles.append(contentsOf: declarations) }
  }

  func classed(_ name: String) -> _StyledView<Self> {
    _StyledView(content: self) { $0.classes.append(name) }
  }
}
