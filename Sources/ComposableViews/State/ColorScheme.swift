/// Light or dark appearance.
///
/// The counterpart of SwiftUI's `ColorScheme`, read and set through the `colorScheme`
/// environment value. A page follows the browser's own preference; setting the value on a view
/// gives its subtree the scheme's class (`tca-scheme-dark`), which the stylesheet draws.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  /// Light appearance.
  case light
  /// Dark appearance.
  case dark
}

extension EnvironmentValues {
  /// The appearance of this part of the screen.
  @Entry public var colorScheme: ColorScheme = .light
}

extension View {
  /// The appearance this view prefers for its presentation: no effect on a page, which follows
  /// the browser.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    self
  }
}
