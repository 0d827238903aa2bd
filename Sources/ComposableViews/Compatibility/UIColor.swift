/// The system colours of UIKit that SwiftUI on iOS takes in `Color(.systemRed)` or
/// `Color(uiColor: .label)`: each is the page's theme colour for the same role (so it follows
/// light and dark like UIKit's do) or the colour iOS shows.
///
/// Only the colours themselves, not UIKit's class: an app whose code uses more of UIKit keeps it
/// behind a dependency (see "Apple-only frameworks" in `Docs/Views.md`).
public struct UIColor: Hashable, Sendable {
  let color: Color

  /// The colour of primary text.
  public static let label = UIColor(color: .primary)
  /// The colour of secondary text.
  public static let secondaryLabel = UIColor(color: .secondary)
  /// The colour of tertiary text.
  public static let tertiaryLabel = UIColor(color: Color.secondary.opacity(0.6))
  /// The colour of a screen's background.
  public static let systemBackground = UIColor(color: Color(css: "var(--tca-bg)"))
  /// The colour of content laid over the screen's background.
  public static let secondarySystemBackground = UIColor(color: Color(css: "var(--tca-surface)"))
  /// The background of a grouped list.
  public static let systemGroupedBackground = UIColor(color: Color(css: "var(--tca-bg)"))
  /// The colour of a grouped list's rows.
  public static let secondarySystemGroupedBackground = UIColor(
    color: Color(css: "var(--tca-row-background)"))
  /// The colour of thin lines between content.
  public static let separator = UIColor(color: Color(css: "var(--tca-separator)"))
  /// The tint of controls.
  public static let tintColor = UIColor(color: .accentColor)
  /// Red.
  public static let systemRed = UIColor(color: .red)
  /// Orange.
  public static let systemOrange = UIColor(color: .orange)
  /// Yellow.
  public static let systemYellow = UIColor(color: .yellow)
  /// Green.
  public static let systemGreen = UIColor(color: .green)
  /// Mint.
  public static let systemMint = UIColor(color: .mint)
  /// Teal.
  public static let systemTeal = UIColor(color: .teal)
  /// Cyan.
  public static let systemCyan = UIColor(color: .cyan)
  /// Blue.
  public static let systemBlue = UIColor(color: .blue)
  /// Indigo.
  public static let systemIndigo = UIColor(color: .indigo)
  /// Purple.
  public static let systemPurple = UIColor(color: .purple)
  /// Pink.
  public static let systemPink = UIColor(color: .pink)
  /// Brown.
  public static let systemBrown = UIColor(color: .brown)
  /// The system grey.
  public static let systemGray = UIColor(color: .gray)
  /// A lighter grey (iOS's `systemGray2`, light appearance).
  public static let systemGray2 = UIColor(color: Color(css: "#aeaeb2"))
  /// A lighter grey (iOS's `systemGray3`, light appearance).
  public static let systemGray3 = UIColor(color: Color(css: "#c7c7cc"))
  /// A lighter grey (iOS's `systemGray4`, light appearance).
  public static let systemGray4 = UIColor(color: Color(css: "#d1d1d6"))
  /// A lighter grey (iOS's `systemGray5`, light appearance).
  public static let systemGray5 = UIColor(color: Color(css: "#e5e5ea"))
  /// The lightest grey (iOS's `systemGray6`, light appearance).
  public static let systemGray6 = UIColor(color: Color(css: "#f2f2f7"))
  /// Black.
  public static let black = UIColor(color: .black)
  /// White.
  public static let white = UIColor(color: .white)
  /// Grey.
  public static let gray = UIColor(color: .gray)
  /// Red.
  public static let red = UIColor(color: .red)
  /// No colour.
  public static let clear = UIColor(color: .clear)
}

extension Color {
  /// The colour of a UIKit system colour: `Color(.systemRed)`, `Color(.label)`.
  public init(_ color: UIColor) {
    self = color.color
  }

  /// The colour of a UIKit system colour: `Color(uiColor: .systemBackground)`.
  public init(uiColor: UIColor) {
    self = uiColor.color
  }
}
