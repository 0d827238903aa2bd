/// A view whose content sees a changed environment: what `.environment(_:_:)`, `.disabled(_:)`
/// and the style modifiers build.
public struct _EnvironmentWriter<Content: View>: _PrimitiveView {
  let content: Content
  let change: (inout EnvironmentValues) -> Void

  public func _render(in renderer: _Renderer) {
    renderer.withEnvironment(self.change) { renderer.render(self.content) }
  }
}

extension View {
  /// Sets an environment value for this view and the views it contains.
  public func environment<Value>(
    _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
  ) -> some View {
    _EnvironmentWriter(content: self) { $0[keyPath: keyPath] = value }
  }

  /// Turns the controls of this view off (or back on).
  public func disabled(_ disabled: Bool) -> some View {
    _EnvironmentWriter(content: self) { environment in
      if disabled { environment.isEnabled = false }
    }
  }
}
