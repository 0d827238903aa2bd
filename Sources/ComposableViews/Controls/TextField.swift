/// A field the person types text into, bound to a `String`.
///
/// The counterpart of SwiftUI's `TextField`, rendered as a labelled `<input>`; the title is
/// the field's label (read by screen readers) and its placeholder:
///
/// ```swift
/// TextField("Title", text: $store.syncUp.title)
/// ```
///
/// Every keystroke writes the binding, as in SwiftUI; `.onSubmit` runs on Enter.
public struct TextField<Label: View>: _PrimitiveView {
  let title: String
  let text: Binding<String>
  let prompt: Text?
  let kind: TextFieldKind

  init(title: String, text: Binding<String>, prompt: Text?, kind: TextFieldKind) {
    self.title = title
    self.text = text
    self.prompt = prompt
    self.kind = kind
  }

  public func _render(in renderer: _Renderer) {
    renderField(
      title: self.title, placeholder: self.prompt?.plainText ?? self.title, text: self.text,
      kind: self.kind, in: renderer)
  }
}

extension TextField where Label == Text {
  /// A text field with a title.
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil, axis: Axis? = nil
  ) {
    self.init(
      title: titleKey.text, text: text, prompt: prompt, kind: axis == .vertical ? .multiline : .text
    )
  }

  /// A text field with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, prompt: Text? = nil, axis: Axis? = nil
  ) {
    self.init(
      title: String(title), text: text, prompt: prompt,
      kind: axis == .vertical ? .multiline : .text)
  }
}

/// A field for a password: what the person types is not shown.
///
/// The counterpart of SwiftUI's `SecureField`, an `<input type="password">`.
public struct SecureField<Label: View>: _PrimitiveView {
  let title: String
  let text: Binding<String>

  public func _render(in renderer: _Renderer) {
    renderField(
      title: self.title, placeholder: self.title, text: self.text, kind: .secure, in: renderer)
  }
}

extension SecureField where Label == Text {
  /// A secure field with a title.
  public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.title = titleKey.text
    self.text = text
  }

  /// A secure field with a title.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.title = String(title)
    self.text = text
  }
}

/// A field for long text: a `<textarea>`.
///
/// The counterpart of SwiftUI's `TextEditor`.
public struct TextEditor: _PrimitiveView {
  let text: Binding<String>

  /// A text editor bound to a string.
  public init(text: Binding<String>) {
    self.text = text
  }

  public func _render(in renderer: _Renderer) {
    renderField(title: "Text", placeholder: "", text: self.text, kind: .multiline, in: renderer)
  }
}

/// A direction: what `TextField(_:text:axis:)` grows in.
public enum Axis: Hashable, Sendable {
  /// Left to right.
  case horizontal
  /// Top to bottom.
  case vertical
}

/// The kinds of text fields.
enum TextFieldKind {
  case text, secure, multiline
}

@MainActor
private func renderField(
  title: String, placeholder: String, text: Binding<String>, kind: TextFieldKind,
  in renderer: _Renderer
) {
  let submit = renderer.environment.submitAction
  let focus = renderer.environment.focusBinding
  let traits = renderer.environment.textInput
  let control = renderer.control(.input, whenDisabled: "The field is disabled.") { event in
    switch event.kind {
    case .input, .change:
      let value = event.value ?? ""
      if text.wrappedValue != value { text.wrappedValue = value }
      focus?.focus()
      return .handled
    case .submit:
      if let value = event.value, text.wrappedValue != value { text.wrappedValue = value }
      guard let submit else { return .ignored("The field has no .onSubmit action.") }
      submit()
      return .handled
    default:
      return .ignored("A text field takes input, change and submit events.")
    }
  }
  renderer.element("label", classes: ["tca-field"]) {
    renderer.element("span", classes: ["tca-field-title"]) { renderer.text(title) }
    var trailing: [(name: String, value: String)] = [("name", title), ("placeholder", placeholder)]
    if submit != nil { trailing.append((PageContract.Attribute.submit, "")) }
    if let focus, focus.isFocused() { trailing.append(("autofocus", "")) }
    trailing += traits.attributes
    let classes = traits.fieldClass.map { ["tca-input", $0] } ?? ["tca-input"]
    switch kind {
    case .multiline:
      renderer.element("textarea", attributes: control.attributes([], trailing), classes: classes) {
        renderer.text(text.wrappedValue)
      }
    case .text, .secure:
      trailing.append(("value", text.wrappedValue))
      let attributes = control.attributes(
        [("type", kind == .secure ? "password" : "text")], trailing)
      renderer.element("input", attributes: attributes, classes: classes)
    }
  }
}
