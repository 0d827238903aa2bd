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

/// The built-in button styles and custom ones, as the environment carries them.
struct AnyButtonStyle: Equatable {
  /// The style's type, which tells styles apart (a type, not its name: naming a type costs more
  /// than the render that sets it).
  var type: Any.Type? = nil
  var classes: [String] = []
  var custom: (@MainActor (ButtonStyleConfiguration, _Renderer) -> Void)?

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.type.map(ObjectIdentifier.init) == rhs.type.map(ObjectIdentifier.init)
  }
}

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
  @Entry var buttonStyle: AnyButtonStyle = AnyButtonStyle()
}

extension View {
  /// Shows the buttons of this view in a style.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    var erased = AnyButtonStyle()
    erased.type = S.self
    switch style {
    case is DefaultButtonStyle: break
    case is PlainButtonStyle: erased.classes = ["tca-button-plain"]
    case is BorderedProminentButtonStyle: erased.classes = ["tca-button-prominent"]
    case is BorderedButtonStyle: erased.classes = ["tca-button-bordered"]
    case is BorderlessButtonStyle: erased.classes = ["tca-button-plain"]
    default:
      erased.classes = ["tca-button-custom"]
      erased.custom = { configuration, renderer in
        renderer.render(style.makeBody(configuration: configuration))
      }
    }
    return _EnvironmentWriter(content: self) { $0.buttonStyle = erased }
  }
}
