extension View {
  /// The font of the text in this view.
  public func font(_ font: Font?) -> some View {
    guard let font else { return self.styled() }
    return self.styled(font.css)
  }

  /// Bold text in this view.
  public func bold(_ isActive: Bool = true) -> some View {
    isActive ? self.styled("font-weight:600") : self.styled()
  }

  /// Italic text in this view.
  public func italic(_ isActive: Bool = true) -> some View {
    isActive ? self.styled("font-style:italic") : self.styled()
  }

  /// The weight of the text in this view.
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    guard let weight else { return self.styled() }
    return self.styled("font-weight:\(weight.value)")
  }

  /// The colour of the text and symbols in this view.
  public func foregroundColor(_ color: Color?) -> some View {
    guard let color else { return self.styled() }
    return self.styled("color:\(color.css)")
  }

  /// The colour of the text and symbols in this view.
  public func foregroundStyle(_ color: Color) -> some View {
    self.styled("color:\(color.css)")
  }

  /// The accent colour of controls in this view.
  public func tint(_ color: Color?) -> some View {
    guard let color else { return self.styled() }
    return self.styled("--tca-accent:\(color.css)", "accent-color:\(color.css)")
  }

  /// The accent colour of controls in this view.
  public func accentColor(_ color: Color?) -> some View {
    self.tint(color)
  }

  /// A colour behind the view.
  public func background(_ color: Color) -> some View {
    self.styled("background:\(color.css)")
  }

  /// A view behind the view.
  public func background<Background: View>(
    alignment: Alignment = .center, @ViewBuilder _ content: () -> Background
  ) -> some View {
    ZStack(alignment: alignment) {
      content()
      self
    }
  }

  /// A view behind the view, in SwiftUI's older spelling that takes the view first:
  /// `.background(Color(.systemGray5).frame(maxWidth: width), alignment: .leading)`.
  public func background<Background: View>(
    _ background: Background, alignment: Alignment = .center
  ) -> some View {
    self.background(alignment: alignment) { background }
  }

  /// A view in front of the view, in SwiftUI's older spelling that takes the view first.
  public func overlay<Overlay: View>(
    _ overlay: Overlay, alignment: Alignment = .center
  ) -> some View {
    self.overlay(alignment: alignment) { overlay }
  }

  /// A view in front of the view.
  public func overlay<Overlay: View>(
    alignment: Alignment = .center, @ViewBuilder _ content: () -> Overlay
  ) -> some View {
    ZStack(alignment: alignment) {
      self
      content()
    }
  }

  /// The background of this view's row in a `List`.
  public func listRowBackground(_ color: Color?) -> some View {
    guard let color else { return self.styled() }
    return self.styled("--tca-row-background:\(color.css)", "background:\(color.css)")
  }

  /// The name screen readers say for the view.
  public func accessibilityLabel(_ label: LocalizedStringKey) -> some View {
    _StyledView(content: self) {
      $0.set("aria-label", label.text)
      $0.attributes.removeAll { $0.name == "aria-hidden" }
    }
  }

  /// The name screen readers say for the view.
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
    _StyledView(content: self) {
      $0.set("aria-label", String(label))
      $0.attributes.removeAll { $0.name == "aria-hidden" }
    }
  }

  /// Hides the view from screen readers.
  public func accessibilityHidden(_ hidden: Bool) -> some View {
    _StyledView(content: self) { if hidden { $0.set("aria-hidden", "true") } }
  }

  /// Runs an action when the view is clicked or tapped.
  public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void)
    -> some View
  {
    _TapView(content: self, action: action)
  }
}

/// A view that reacts to clicks: what `.onTapGesture` builds.
public struct _TapView<Content: View>: _PrimitiveView {
  let content: Content
  let action: @MainActor () -> Void

  public func _render(in renderer: _Renderer) {
    let action = self.action
    let control = renderer.control(.click, whenDisabled: "The view is disabled.") { _ in
      action()
      return .handled
    }
    renderer.modify({ renderer.withPath("c") { renderer.render(self.content) } }) {
      for (name, value) in control.identity { $0.set(name, value) }
      $0.set("role", "button")
      $0.set("tabindex", "0")
    }
  }
}

/// A row with swipe actions: what `.swipeActions` builds. A page has no swipe: the actions are
/// buttons at the end of the row.
public struct _SwipeActionsView<Content: View, Actions: View>: _PrimitiveView {
  let content: Content
  let actions: Actions

  public func _render(in renderer: _Renderer) {
    renderer.withPath("c") { renderer.render(self.content) }
    renderer.element("div", attributes: [("role", "group")], classes: ["tca-swipe-actions"]) {
      renderer.withPath("swipe") { renderer.render(self.actions) }
    }
  }
}

/// The edge a row's swipe actions come from in SwiftUI.
public enum HorizontalEdge: Hashable, Sendable {
  /// The leading edge.
  case leading
  /// The trailing edge.
  case trailing
}

extension View {
  /// Actions for a row of a list, shown as buttons at the end of the row.
  public func swipeActions<Actions: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> Actions
  ) -> some View {
    _SwipeActionsView(content: self, actions: content())
  }
}
