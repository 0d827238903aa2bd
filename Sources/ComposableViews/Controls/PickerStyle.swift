extension View {
  /// How the pickers in this view show their options.
  ///
  /// `.segmented` shows them as a row of segments (a radio group of buttons); every other style
  /// shows a menu (a `<select>`), the nearest thing a page has to a wheel, an inline list or a
  /// link to a list.
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    let showsSegments = style._showsSegments
    return _EnvironmentWriter(content: self) { $0.pickerShowsSegments = showsSegments }
  }
}

/// How a picker shows its options: segments for ``SegmentedPickerStyle``, a menu for the rest.
public protocol PickerStyle {
  /// Whether the style shows segments rather than a menu.
  var _showsSegments: Bool { get }
}

extension PickerStyle {
  /// A menu, unless the style says otherwise.
  public var _showsSegments: Bool { false }
}

/// A menu.
public struct MenuPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}
/// Segments.
public struct SegmentedPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
  /// Segments.
  public var _showsSegments: Bool { true }
}
/// Options in place.
public struct InlinePickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}
/// A wheel.
public struct WheelPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}
/// A link to a list of options.
public struct NavigationLinkPickerStyle: PickerStyle {
  /// Creates the style.
  public init() {}
}

extension PickerStyle where Self == MenuPickerStyle {
  /// A menu.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
  /// Segments.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}
extension PickerStyle where Self == InlinePickerStyle {
  /// Options in place.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}
extension PickerStyle where Self == WheelPickerStyle {
  /// A wheel.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
  /// A link to a list of options.
  public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

extension EnvironmentValues {
  /// Whether pickers show segments (`.pickerStyle(.segmented)`).
  @Entry var pickerShowsSegments: Bool = false
}
