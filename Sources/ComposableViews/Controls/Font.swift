/// A font: text styles like `.headline` and system fonts of a size.
///
/// The counterpart of SwiftUI's `Font`, written as CSS.
public struct Font: Hashable, Sendable {
  let size: Double
  let weight: Weight
  let design: Design
  let isItalic: Bool

  init(size: Double, weight: Weight = .regular, design: Design = .default, isItalic: Bool = false) {
    self.size = size
    self.weight = weight
    self.design = design
    self.isItalic = isItalic
  }

  /// The largest title.
  public static let largeTitle = Font(size: 34, weight: .bold)
  /// A title.
  public static let title = Font(size: 28, weight: .semibold)
  /// A second-level title.
  public static let title2 = Font(size: 22, weight: .semibold)
  /// A third-level title.
  public static let title3 = Font(size: 20, weight: .semibold)
  /// A headline.
  public static let headline = Font(size: 17, weight: .semibold)
  /// A subheadline.
  public static let subheadline = Font(size: 15)
  /// Body text.
  public static let body = Font(size: 17)
  /// A callout.
  public static let callout = Font(size: 16)
  /// A footnote.
  public static let footnote = Font(size: 13)
  /// A caption.
  public static let caption = Font(size: 12)
  /// A smaller caption.
  public static let caption2 = Font(size: 11)

  /// The system font at a size.
  public static func system(size: Double, weight: Weight = .regular, design: Design = .default)
    -> Font
  {
    Font(size: size, weight: weight, design: design)
  }

  /// A text style in a design and weight.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil)
    -> Font
  {
    let font = style.font
    return Font(size: font.size, weight: weight ?? font.weight, design: design ?? .default)
  }

  /// The font of a text style: `Font.TextStyle.headline` is `Font.headline`.
  public enum TextStyle: Hashable, Sendable, CaseIterable {
    /// The largest title.
    case largeTitle
    /// A title.
    case title
    /// A second-level title.
    case title2
    /// A third-level title.
    case title3
    /// A heading.
    case headline
    /// A subheading.
    case subheadline
    /// Body text.
    case body
    /// A callout.
    case callout
    /// A footnote.
    case footnote
    /// A caption.
    case caption
    /// A smaller caption.
    case caption2

    var font: Font {
      switch self {
      case .largeTitle: .largeTitle
      case .title: .title
      case .title2: .title2
      case .title3: .title3
      case .headline: .headline
      case .subheadline: .subheadline
      case .body: .body
      case .callout: .callout
      case .footnote: .footnote
      case .caption: .caption
      case .caption2: .caption2
      }
    }
  }

  /// The font in bold.
  public func bold() -> Font { Font(size: self.size, weight: .bold, design: self.design) }

  /// The font in italic.
  public func italic() -> Font {
    Font(size: self.size, weight: self.weight, design: self.design, isItalic: true)
  }

  /// The font in a weight.
  public func weight(_ weight: Weight) -> Font {
    Font(size: self.size, weight: weight, design: self.design, isItalic: self.isItalic)
  }

  /// The font, monospaced.
  public func monospaced() -> Font {
    Font(size: self.size, weight: self.weight, design: .monospaced, isItalic: self.isItalic)
  }

  /// The font with digits of one width.
  public func monospacedDigit() -> Font { self }

  var css: String {
    var css = "font-size:\(Int(self.size))px;font-weight:\(self.weight.value)"
    switch self.design {
    case .monospaced: css += ";font-family:ui-monospace,monospace"
    case .serif: css += ";font-family:ui-serif,Georgia,serif"
    case .rounded: css += ";font-family:ui-rounded,system-ui,sans-serif"
    case .default: break
    }
    if self.isItalic { css += ";font-style:italic" }
    return css
  }

  /// A font weight.
  public struct Weight: Hashable, Sendable {
    let value: Int
    /// 100.
    public static let ultraLight = Weight(value: 100)
    /// 200.
    public static let thin = Weight(value: 200)
    /// 300.
    public static let light = Weight(value: 300)
    /// 400.
    public static let regular = Weight(value: 400)
    /// 500.
    public static let medium = Weight(value: 500)
    /// 600.
    public static let semibold = Weight(value: 600)
    /// 700.
    public static let bold = Weight(value: 700)
    /// 800.
    public static let heavy = Weight(value: 800)
    /// 900.
    public static let black = Weight(value: 900)
  }

  /// A font design.
  public enum Design: Hashable, Sendable {
    /// The system's default design.
    case `default`
    /// A serif design.
    case serif
    /// A rounded design.
    case rounded
    /// A monospaced design.
    case monospaced
  }
}
