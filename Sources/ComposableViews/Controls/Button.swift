/// A control that performs an action when the person clicks or taps it.
///
/// The counterpart of SwiftUI's `Button`, rendered as an HTML `<button>`:
///
/// ```swift
/// Button("Delete", role: .destructive) { store.send(.deleteButtonTapped) }
/// Button { store.send(.addButtonTapped) } label: { Image(systemName: "plus") }
/// ```
public struct Button<Label: View>: _PrimitiveView {
  let label: Label
  let role: ButtonRole?
  let action: @MainActor () -> Void

  /// A button with a label view.
  @preconcurrency
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, label: label)
  }

  /// A button with a role and a label view.
  @preconcurrency
  public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.role = role
    self.action = action
  }

  public func _render(in renderer: _Renderer) {
    let action = self.action
    let control = renderer.control(.click, whenDisabled: "The button is disabled.") { event in
      guard event.kind == .click || event.kind == .submit else {
        return .ignored("A button takes clicks, not \(event.kind.rawValue) events.")
      }
      action()
      return .handled
    }
    let attributes = control.attributes([("type", "button")])
    var classes = RenderedClasses.button
    if let role = self.role { classes.append("tca-role-\(role.name)") }
    let style = renderer.environment.buttonStyle
    if !style.look.isEmpty { classes.append(contentsOf: style.look) }
    renderer.element("button", attributes: attributes, classes: classes) {
      if let custom = style.custom {
        custom(
          ButtonStyleConfiguration(
            label: ButtonStyleConfiguration.Label(content: AnyView(self.label)),
            isPressed: false, role: self.role),
          renderer)
      } else {
        renderer.render(self.label)
      }
    }
    // A text label, drawn as it is, names the button itself and holds no symbol.
    if Label.self != Text.self || style.custom != nil {
      Self.nameIfOnlyASymbol(renderer)
    }
  }

  /// Names the button just written after its symbol when its label has no text, even text for
  /// screen readers only (a toolbar's `Image(systemName: "plus")`), as VoiceOver does: without
  /// it the page has a nameless button.
  private static func nameIfOnlyASymbol(_ renderer: _Renderer) {
    guard case .element(var button)? = renderer.nodes.last, button.attribute("aria-label") == nil
    else { return }
    var symbol: String?
    var hasText = false
    func visit(_ nodes: [RenderedNode]) {
      for node in nodes where !hasText {
        switch node {
        case .text(let text), .textSpan(let text): hasText = !text.allSatisfy(\.isWhitespace)
        case .unit(let unit): visit(unit.rendered)
        case .element(let element):
          if symbol == nil { symbol = element.attribute("data-symbol") }
          if element.attribute("aria-label") != nil { hasText = true }
          if element.attribute("aria-hidden") == nil { visit(element.children) }
        }
      }
    }
    visit(button.children)
    guard !hasText, let symbol else { return }
    button.set("aria-label", SymbolSpokenName.of(symbol))
    renderer.nodes[renderer.nodes.count - 1] = .element(button)
  }
}

extension Button where Label == Text {
  /// A button with a text title.
  @preconcurrency
  public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
    self.init(role: nil, action: action) { Text(titleKey) }
  }

  /// A button with a text title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(role: nil, action: action) { Text(title) }
  }

  /// A button with a text title and a role.
  @preconcurrency
  public init(
    _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(titleKey) }
  }

  /// A button with a text title and a role.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button where Label == ComposableViews.Label<Text, Image> {
  /// A button with a title and a system symbol.
  @preconcurrency
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: nil, action: action) {
      ComposableViews.Label(titleKey, systemImage: systemImage)
    }
  }

  /// A button with a title, a system symbol and a role.
  @preconcurrency
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) {
      ComposableViews.Label(titleKey, systemImage: systemImage)
    }
  }
}

extension Button where Label == Text {
  /// A button for one of an alert's buttons: its title, role and action as the library's
  /// `ButtonState` carries them.
  public init<Action>(_ button: ButtonState<Action>, action: @escaping @MainActor (Action?) -> Void)
  {
    self.init(role: button.role.map(ButtonRole.init)) {
      button.withAction(action)
    } label: {
      Text(button.label)
    }
  }
}

/// What a button does, which changes how it looks: `.destructive` is red, `.cancel` is the
/// one Escape chooses in an alert.
public struct ButtonRole: Hashable, Sendable {
  let name: String
  /// A button that deletes or discards something.
  public static let destructive = ButtonRole(name: "destructive")
  /// A button that cancels.
  public static let cancel = ButtonRole(name: "cancel")

  /// The role of an alert button, as the library's `ButtonState` carries it.
  @preconcurrency
  public init(_ role: ButtonStateRole) {
    switch role {
    case .cancel: self = .cancel
    case .destructive: self = .destructive
    }
  }

  private init(name: String) {
    self.name = name
  }
}
