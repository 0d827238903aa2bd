/// A way to show buttons, given to `.buttonStyle(_:)`.
///
/// The counterpart of SwiftUI's `ButtonStyle`: write `makeBody(configuration:)` around
/// `configuration.label`. (There is no pressed state in a page: `isPressed` is `false`.)
@MainActor
public protocol ButtonStyle {
  /// The view of a button in this style.
  associatedtype Body: View
  /// Makes the view of a button in this style.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What a button style is given.
  typealias Configuration = ButtonStyleConfiguration
}

/// The parts of a button, given to a ``ButtonStyle``.
public struct ButtonStyleConfiguration {
  /// The button's label.
  public struct Label: _PrimitiveView {
    let content: AnyView
    public func _render(in renderer: _Renderer) { renderer.render(self.content) }
  }
  /// The button's label.
  public let label: Label
  /// Whether the button is being pressed; always `false` in a page.
  public let isPressed: Bool
  /// The button's role.
  public let role: ButtonRole?
}

/// The built-in button styles and custom ones, as the environment carries them: a built-in
/// style's look is the classes it adds to the button.
typealias AnyButtonStyle = EnvironmentStyle<ButtonStyleConfiguration, [String]>

/// The default button style.
public struct DefaultButtonStyle: ButtonStyle {
  /// Creates the style.
  public init() {}
  /// Shows the label.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button without a frame, like a link in text.
public struct PlainButtonStyle: ButtonStyle {
  /// Creates the style.
  public init() {}
  /// Shows the label.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button with a filled background.
public struct BorderedProminentButtonStyle: ButtonStyle {
  /// Creates the style.
  public init() {}
  /// Shows the label.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button with a light border.
public struct BorderedButtonStyle: ButtonStyle {
  /// Creates the style.
  public init() {}
  /// Shows the label.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button with no border.
public struct BorderlessButtonStyle: ButtonStyle {
  /// Creates the style.
  public init() {}
  /// Shows the label.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension ButtonStyle where Self == DefaultButtonStyle {
  /// The default style.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension ButtonStyle where Self == PlainButtonStyle {
  /// No frame.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension ButtonStyle where Self == BorderedProminentButtonStyle {
  /// A filled background.
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}
extension ButtonStyle where Self == BorderedButtonStyle {
  /// A light border.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension ButtonStyle where Self == BorderlessButtonStyle {
  /// No border.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension EnvironmentValues {
  @Entry var buttonStyle: AnyButtonStyle = AnyButtonStyle(look: [])
}

extension View {
  /// Shows the buttons of this view in a style.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    let builtInClasses: [String]? =
      switch style {
      case is DefaultButtonStyle: []
      case is PlainButtonStyle: ["tca-button-plain"]
      case is BorderedProminentButtonStyle: ["tca-button-prominent"]
      case is BorderedButtonStyle: ["tca-button-bordered"]
      case is BorderlessButtonStyle: ["tca-button-plain"]
      default: nil
      }
    let erased = AnyButtonStyle(
      style, builtInLook: builtInClasses, customLook: ["tca-button-custom"]
    ) { style.makeBody(configuration: $0) }
    return _EnvironmentWriter(content: self) { $0.buttonStyle = erased }
  }
}
