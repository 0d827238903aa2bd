/// How a text field looks.
///
/// The counterpart of SwiftUI's `TextFieldStyle`: `.textFieldStyle(.roundedBorder)`. The field
/// gets the style's class (`tca-input-rounded-border`, `tca-input-plain`); the stylesheet draws it.
public protocol TextFieldStyle: Sendable {
  /// The class the style gives its fields, if any.
  var _className: String? { get }
}

/// The platform's usual text field.
public struct DefaultTextFieldStyle: TextFieldStyle {
  /// The default style.
  public init() {}
  /// No class: the stylesheet's default field.
  public var _className: String? { nil }
}

/// A text field with a rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  /// The rounded-border style.
  public init() {}
  /// The rounded-border class.
  public var _className: String? { "tca-input-rounded-border" }
}

/// A text field with no decoration.
public struct PlainTextFieldStyle: TextFieldStyle {
  /// The plain style.
  public init() {}
  /// The plain class.
  public var _className: String? { "tca-input-plain" }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The platform's usual text field.
  public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// A text field with a rounded border.
  public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// A text field with no decoration.
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension View {
  /// The style of the text fields in this view.
  public func textFieldStyle(_ style: some TextFieldStyle) -> some View {
    let className = style._className
    return _EnvironmentWriter(content: self) { $0.textInput.fieldClass = className }
  }
}
