/// A title with an icon.
///
/// The counterpart of SwiftUI's `Label`:
///
/// ```swift
/// Label("\(syncUp.attendees.count)", systemImage: "person.3")
/// ```
///
/// `.labelStyle(.titleOnly)`, `.iconOnly`, `.titleAndIcon` or a custom ``LabelStyle`` change how
/// labels below show.
public struct Label<Title: View, Icon: View>: _PrimitiveView {
  let title: Title
  let icon: Icon

  /// A label from views for its title and icon.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  public func _render(in renderer: _Renderer) {
    let style = renderer.environment.labelStyle
    let configuration = LabelStyleConfiguration(
      title: LabelStyleConfiguration.Title(content: AnyView(self.title)),
      icon: LabelStyleConfiguration.Icon(content: AnyView(self.icon)))
    if let custom = style.custom {
      renderer.element("span", classes: ["tca-label"]) {
        custom(configuration, renderer)
      }
      return
    }
    renderer.element("span", classes: ["tca-label"]) {
      if style.look.showsIcon { renderer.withPath("i") { renderer.render(configuration.icon) } }
      // An icon-only label keeps its title for screen readers, as SwiftUI's does.
      if style.look.showsTitle {
        renderer.withPath("t") { renderer.render(configuration.title) }
      } else {
        renderer.element("span", classes: ["tca-visually-hidden"]) {
          renderer.withPath("t") { renderer.render(configuration.title) }
        }
      }
    }
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label with a title and a system symbol.
  public init(_ title: LocalizedStringKey, systemImage: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
  }

  /// A label with a title and a system symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: systemImage) })
  }

  /// A label with a title and a named image.
  public init(_ title: LocalizedStringKey, image: String) {
    self.init(title: { Text(title) }, icon: { Image(image) })
  }
}

/// A way to show labels, given to `.labelStyle(_:)`.
///
/// The counterpart of SwiftUI's `LabelStyle`: write `makeBody(configuration:)` to lay out
/// `configuration.title` and `configuration.icon` yourself.
@MainActor
public protocol LabelStyle {
  /// The view of a label in this style.
  associatedtype Body: View
  /// Makes the view of a label in this style.
  @ViewBuilder func makeBody(configuration: Configuration) -> Body
  /// What a label style is given.
  typealias Configuration = LabelStyleConfiguration
}

/// The parts of a label, given to a ``LabelStyle``.
public struct LabelStyleConfiguration {
  /// The label's title.
  public struct Title: _PrimitiveView {
    let content: AnyView
    public func _render(in renderer: _Renderer) { renderer.render(self.content) }
  }
  /// The label's icon.
  public struct Icon: _PrimitiveView {
    let content: AnyView
    public func _render(in renderer: _Renderer) { renderer.render(self.content) }
  }
  /// The label's title.
  public let title: Title
  /// The label's icon.
  public let icon: Icon
}

/// The built-in label styles and custom ones, as the environment carries them: a built-in
/// style's look is which of the label's parts it shows.
typealias AnyLabelStyle = EnvironmentStyle<
  LabelStyleConfiguration, (showsTitle: Bool, showsIcon: Bool)
>

/// Shows only the title.
public struct TitleOnlyLabelStyle: LabelStyle {
  /// Creates the style.
  public init() {}
  /// Shows the title.
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// Shows only the icon.
public struct IconOnlyLabelStyle: LabelStyle {
  /// Creates the style.
  public init() {}
  /// Shows the icon.
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// Shows the icon, then the title.
public struct TitleAndIconLabelStyle: LabelStyle {
  /// Creates the style.
  public init() {}
  /// Shows both.
  public func makeBody(configuration: Configuration) -> some View {
    HStack(spacing: 6) {
      configuration.icon
      configuration.title
    }
  }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// Labels show only their title.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// Labels show only their icon.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// Labels show their icon and title.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension EnvironmentValues {
  @Entry var labelStyle: AnyLabelStyle = AnyLabelStyle(look: (showsTitle: true, showsIcon: true))
}

extension View {
  /// Shows the labels of this view in a style.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    let builtInParts: (showsTitle: Bool, showsIcon: Bool)? =
      switch style {
      case is TitleOnlyLabelStyle: (showsTitle: true, showsIcon: false)
      case is IconOnlyLabelStyle: (showsTitle: false, showsIcon: true)
      case is TitleAndIconLabelStyle: (showsTitle: true, showsIcon: true)
      default: nil
      }
    let erased = AnyLabelStyle(
      style, builtInLook: builtInParts, customLook: (showsTitle: true, showsIcon: true)
    ) { style.makeBody(configuration: $0) }
    return _EnvironmentWriter(content: self) { $0.labelStyle = erased }
  }
}
