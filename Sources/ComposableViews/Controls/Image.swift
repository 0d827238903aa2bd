/// An image: a system symbol shown as a character, or a named image.
///
/// The counterpart of SwiftUI's `Image`. There are no SF Symbols in a browser:
/// `Image(systemName:)` shows a Unicode character for the symbols feature screens use most
/// (``Image/symbolCharacters`` lists them), and the symbol's name, small, for others. The image
/// is hidden from screen readers, as decorative symbols are; give it `.accessibilityLabel` to
/// change that.
public struct Image: _PrimitiveView, Equatable {
  let symbol: String?
  let name: String?

  /// A system symbol.
  public init(systemName: String) {
    self.symbol = systemName
    self.name = nil
  }

  /// An image from the app's resources; shown as its name.
  public init(_ name: String) {
    self.symbol = nil
    self.name = name
  }

  /// Images are drawn at their size; this is accepted for SwiftUI's spelling.
  public func resizable() -> Image { self }

  /// The characters `Image(systemName:)` shows, by symbol name. A `.fill` variant shows the same
  /// character as its plain symbol, unless listed.
  public static let symbolCharacters: [String: String] = [
    "plus": "+", "minus": "−", "xmark": "✕", "checkmark": "✓", "trash": "🗑", "pencil": "✎",
    "square.and.pencil": "✎", "person": "👤", "person.2": "👥", "person.3": "👥",
    "clock": "🕑", "timer": "⏱", "hourglass": "⌛", "calendar": "📅", "alarm": "⏰",
    "chevron.right": "›", "chevron.left": "‹", "chevron.up": "˄", "chevron.down": "˅",
    "arrow.left": "←", "arrow.right": "→", "arrow.up": "↑", "arrow.down": "↓",
    "arrow.clockwise": "↻", "arrow.counterclockwise": "↺", "star": "☆", "star.fill": "★",
    "heart": "♡", "heart.fill": "♥", "gear": "⚙", "gearshape": "⚙", "info.circle": "ⓘ",
    "exclamationmark.triangle": "⚠", "questionmark.circle": "?", "magnifyingglass": "🔍",
    "play": "▶", "pause": "⏸", "stop": "■", "forward": "⏩", "backward": "⏪", "mic": "🎤",
    "bell": "🔔", "house": "⌂", "doc": "📄", "doc.text": "📄", "folder": "📁",
    "list.bullet": "☰", "ellipsis": "…", "ellipsis.circle": "…", "square.and.arrow.up": "⇪",
    "paperplane": "✈", "envelope": "✉", "phone": "☎", "lock": "🔒", "globe": "🌐",
    "sun.max": "☀", "moon": "☾", "cloud": "☁", "bolt": "ϟ", "flag": "⚑", "tag": "🏷",
    "circle": "○", "circle.fill": "●", "square": "□", "square.fill": "■",
  ]

  /// The character for a symbol, if it has one.
  static func character(for symbol: String) -> String? {
    if let character = self.symbolCharacters[symbol] { return character }
    var base = symbol
    for suffix in [".fill", ".circle", ".square"] where base.hasSuffix(suffix) {
      base.removeLast(suffix.count)
      if let character = self.symbolCharacters[base] { return character }
    }
    return nil
  }

  public func _render(in renderer: _Renderer) {
    if let symbol = self.symbol {
      if let character = Self.character(for: symbol) {
        renderer.element(
          "span", attributes: [("aria-hidden", "true"), ("data-symbol", symbol)],
          classes: ["tca-image"]
        ) { renderer.text(character) }
      } else {
        renderer.element(
          "span", attributes: [("aria-hidden", "true"), ("data-symbol", symbol)],
          classes: ["tca-image", "tca-image-name"]
        ) { renderer.text(symbol) }
      }
    } else if let name = self.name {
      renderer.element("span", attributes: [("role", "img")], classes: ["tca-image"]) {
        renderer.text(name)
      }
    }
  }
}
