/// A switch for a `Bool`: a labelled checkbox with the switch role.
///
/// The counterpart of SwiftUI's `Toggle`:
///
/// ```swift
/// Toggle("Notifications", isOn: $store.isOn.sending(\.toggled))
/// ```
public struct Toggle<Label: View>: _PrimitiveView {
  let isOn: Binding<Bool>
  let label: Label

  /// A toggle with a label view.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  public func _render(in renderer: _Renderer) {
    let isOn = self.isOn
    let control = renderer.control(.change, whenDisabled: "The toggle is disabled.") { event in
      switch event.kind {
      case .change:
        let value = event.value == "true"
        if isOn.wrappedValue != value { isOn.wrappedValue = value }
        return .handled
      case .click:
        isOn.wrappedValue.toggle()
        return .handled
      default:
        return .ignored("A toggle takes change and click events.")
      }
    }
    let labelNodes = renderer.collect { renderer.render(self.label) }
    renderer.element("label", classes: ["tca-toggle"]) {
      renderer.nodes.append(
        .element(RenderedElement("span", classes: ["tca-toggle-label"], children: labelNodes)))
      var trailing: [(name: String, value: String)] = [("name", plainText(labelNodes))]
      if isOn.wrappedValue { trailing.append(("checked", "")) }
      let attributes = control.attributes([("type", "checkbox"), ("role", "switch")], trailing)
      renderer.element("input", attributes: attributes)
    }
  }
}

extension Toggle where Label == EmptyView {
  /// A toggle without a label (give it `.accessibilityLabel` to name it for screen readers).
  public init(isOn: Binding<Bool>) {
    self.init(isOn: isOn) { EmptyView() }
  }
}

extension Toggle where Label == Text {
  /// A toggle with a title.
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }

  /// A toggle with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

/// A control that adds or removes a step: two buttons beside a label.
///
/// The counterpart of SwiftUI's `Stepper`.
public struct Stepper<Label: View>: _PrimitiveView {
  let label: Label
  let onIncrement: (@MainActor () -> Void)?
  let onDecrement: (@MainActor () -> Void)?

  /// A stepper that runs actions.
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (@MainActor () -> Void)?,
    onDecrement: (@MainActor () -> Void)?
  ) {
    self.label = label()
    self.onIncrement = onIncrement
    self.onDecrement = onDecrement
  }

  /// A stepper for a value within bounds.
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      label: label,
      onIncrement: {
        let next = value.wrappedValue.advanced(by: step)
        value.wrappedValue = min(next, bounds.upperBound)
      },
      onDecrement: {
        let next = value.wrappedValue.advanced(by: -step)
        value.wrappedValue = max(next, bounds.lowerBound)
      })
  }

  /// A stepper for a value without bounds.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label
  ) {
    self.init(
      label: label,
      onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
      onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) })
  }

  public func _render(in renderer: _Renderer) {
    let isEnabled = renderer.environment.isEnabled
    renderer.element("div", attributes: [("role", "group")], classes: ["tca-stepper"]) {
      renderer.element("span", classes: ["tca-stepper-label"]) { renderer.render(self.label) }
      for (name, symbol, action) in [
        ("Decrement", "−", self.onDecrement), ("Increment", "+", self.onIncrement),
      ] {
        renderer.withPath(name) {
          let control = renderer.control(
            .click, enabled: isEnabled && action != nil, whenDisabled: "The stepper is disabled."
          ) { _ in
            action?()
            return .handled
          }
          let attributes = control.attributes([("type", "button")], [("aria-label", name)])
          renderer.element("button", attributes: attributes, classes: ["tca-button"]) {
            renderer.text(symbol)
          }
        }
      }
    }
  }
}

extension Stepper where Label == Text {
  /// A stepper with a title for a value within bounds.
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>,
    step: V.Stride = 1
  ) {
    self.init(value: value, in: bounds, step: step) { Text(titleKey) }
  }

  /// A stepper with a title for a value.
  public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1)
  {
    self.init(value: value, step: step) { Text(titleKey) }
  }

  /// A stepper with a title that runs actions.
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (@MainActor () -> Void)?,
    onDecrement: (@MainActor () -> Void)?
  ) {
    self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement)
  }
}
