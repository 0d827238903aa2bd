extension TextState {
  /// A single styling or accessibility instruction recorded on a ``TextState``.
  enum Modifier: Hashable, Sendable {
    case accessibilityHeading(AccessibilityHeadingLevel)
    case accessibilityLabel(TextState)
    case accessibilityTextContentType(AccessibilityTextContentType)
    case baselineOffset(Double)
    case bold(isActive: Bool)
    case fontDesign(FontDesign?)
    case fontWeight(FontWeight?)
    case fontWidth(FontWidth?)
    case foregroundColor(Color?)
    case italic(isActive: Bool)
    case kerning(Double)
    case monospacedDigit
    case speechAdjustedPitch(Double)
    case speechAlwaysIncludesPunctuation(Bool)
    case speechAnnouncementsQueued(Bool)
    case speechSpellsOutCharacters(Bool)
    case strikethrough(isActive: Bool, pattern: LineStylePattern, color: Color?)
    case tracking(Double)
    case underline(isActive: Bool, pattern: LineStylePattern, color: Color?)
  }

  /// The weight of a font, mirroring SwiftUI's `Font.Weight`.
  public enum FontWeight: String, Hashable, Sendable {
    /// The ultra-light weight.
    case ultraLight
    /// The thin weight.
    case thin
    /// The light weight.
    case light
    /// The regular weight.
    case regular
    /// The medium weight.
    case medium
    /// The semibold weight.
    case semibold
    /// The bold weight.
    case bold
    /// The heavy weight.
    case heavy
    /// The black weight.
    case black
  }

  /// The design of a font, mirroring SwiftUI's `Font.Design`.
  public enum FontDesign: String, Hashable, Sendable {
    /// The system's default design.
    case `default`
    /// A design with serifs.
    case serif
    /// A design with rounded glyphs.
    case rounded
    /// A design where every glyph has the same width.
    case monospaced
  }

  /// The width of a font, mirroring SwiftUI's `Font.Width`.
  public enum FontWidth: String, Hashable, Sendable {
    /// A compressed width.
    case compressed
    /// A condensed width.
    case condensed
    /// An expanded width.
    case expanded
    /// The standard width.
    case standard
  }

  /// The pattern of a strikethrough or underline, mirroring SwiftUI's `Text.LineStyle.Pattern`.
  public enum LineStylePattern: String, Hashable, Sendable {
    /// A dashed line.
    case dash
    /// A line of alternating dashes and dots.
    case dashDot
    /// A line of a dash followed by two dots.
    case dashDotDot
    /// A dotted line.
    case dot
    /// A solid line.
    case solid
  }

  /// A platform-independent color for text, either a named system color or an RGB value.
  ///
  /// ```swift
  /// TextState("Error").foregroundColor(.red)
  /// TextState("Brand").foregroundColor(TextState.Color(red: 0.2, green: 0.4, blue: 0.8))
  /// ```
  public struct Color: Hashable, Sendable, CustomStringConvertible {
    enum Storage: Hashable, Sendable {
      case named(String)
      case rgb(red: Double, green: Double, blue: Double, opacity: Double)
    }

    let storage: Storage

    /// Creates a color from red, green and blue components in `0...1`, with an optional opacity.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
      self.storage = .rgb(red: red, green: green, blue: blue, opacity: opacity)
    }

    init(named name: String) {
      self.storage = .named(name)
    }

    /// The color's name (`"red"`), or its components (`"rgba(0.2, 0.4, 0.8, 1.0)"`).
    public var description: String {
      switch storage {
      case .named(let name):
        return name
      case .rgb(let red, let green, let blue, let opacity):
        return "rgba(\(red), \(green), \(blue), \(opacity))"
      }
    }

    /// The accent color of the app.
    public static let accentColor = Self(named: "accentColor")
    /// Black.
    public static let black = Self(named: "black")
    /// Blue.
    public static let blue = Self(named: "blue")
    /// Brown.
    public static let brown = Self(named: "brown")
    /// A fully transparent color.
    public static let clear = Self(named: "clear")
    /// Cyan.
    public static let cyan = Self(named: "cyan")
    /// Gray.
    public static let gray = Self(named: "gray")
    /// Green.
    public static let green = Self(named: "green")
    /// Indigo.
    public static let indigo = Self(named: "indigo")
    /// Mint.
    public static let mint = Self(named: "mint")
    /// Orange.
    public static let orange = Self(named: "orange")
    /// Pink.
    public static let pink = Self(named: "pink")
    /// The primary content color.
    public static let primary = Self(named: "primary")
    /// Purple.
    public static let purple = Self(named: "purple")
    /// Red.
    public static let red = Self(named: "red")
    /// The secondary content color.
    public static let secondary = Self(named: "secondary")
    /// Teal.
    public static let teal = Self(named: "teal")
    /// White.
    public static let white = Self(named: "white")
    /// Yellow.
    public static let yellow = Self(named: "yellow")
  }
}

extension TextState {
  /// Shifts the text vertically from its baseline by `baselineOffset` points.
  public func baselineOffset(_ baselineOffset: Double) -> Self {
    appending(.baselineOffset(baselineOffset))
  }

  /// Renders the text in bold.
  ///
  /// ```swift
  /// TextState("Important").bold()  // dumps as "**Important**"
  /// ```
  public func bold() -> Self {
    appending(.bold(isActive: true))
  }

  /// Renders the text in bold when `isActive` is `true`.
  public func bold(isActive: Bool) -> Self {
    appending(.bold(isActive: isActive))
  }

  /// Sets the font design; `nil` uses the default design.
  public func fontDesign(_ design: FontDesign?) -> Self {
    appending(.fontDesign(design))
  }

  /// Sets the font weight; `nil` uses the default weight.
  public func fontWeight(_ weight: FontWeight?) -> Self {
    appending(.fontWeight(weight))
  }

  /// Sets the font width; `nil` uses the default width.
  public func fontWidth(_ width: FontWidth?) -> Self {
    appending(.fontWidth(width))
  }

  /// Sets the color of the text; `nil` uses the default color.
  ///
  /// ```swift
  /// TextState("Error").foregroundColor(.red)  // dumps as "<foreground-color=red>Error</…>"
  /// ```
  public func foregroundColor(_ color: Color?) -> Self {
    appending(.foregroundColor(color))
  }

  /// Renders the text in italics.
  ///
  /// ```swift
  /// TextState("Note").italic()  // dumps as "_Note_"
  /// ```
  public func italic() -> Self {
    appending(.italic(isActive: true))
  }

  /// Renders the text in italics when `isActive` is `true`.
  public func italic(isActive: Bool) -> Self {
    appending(.italic(isActive: isActive))
  }

  /// Sets the spacing, in points, between pairs of characters.
  public func kerning(_ kerning: Double) -> Self {
    appending(.kerning(kerning))
  }

  /// Uses fixed-width digits so that numbers line up.
  public func monospacedDigit() -> Self {
    appending(.monospacedDigit)
  }

  /// Draws a line through the text when `isActive` is `true`.
  ///
  /// ```swift
  /// TextState("$10").strikethrough()  // dumps as "~~$10~~"
  /// ```
  public func strikethrough(
    _ isActive: Bool = true,
    pattern: LineStylePattern = .solid,
    color: Color? = nil
  ) -> Self {
    appending(.strikethrough(isActive: isActive, pattern: pattern, color: color))
  }

  /// Sets the tracking, in points, added between all characters.
  public func tracking(_ tracking: Double) -> Self {
    appending(.tracking(tracking))
  }

  /// Draws a line beneath the text when `isActive` is `true`.
  public func underline(
    _ isActive: Bool = true,
    pattern: LineStylePattern = .solid,
    color: Color? = nil
  ) -> Self {
    appending(.underline(isActive: isActive, pattern: pattern, color: color))
  }
}
