/// One part of a symbol's drawing, in a 24 × 24 box: a path stroked or filled in the symbol's
/// colour, or cut out of the parts that are (the holes of a `.fill` symbol).
struct SymbolPart: Hashable, Sendable {
  /// How a part is painted.
  enum Paint: Hashable, Sendable {
    /// Stroked, 2 points wide, with round ends.
    case stroke
    /// Filled.
    case fill
  }

  /// The SVG path data.
  let data: String
  /// How it is painted.
  let paint: Paint
  /// Whether it is cut out of the other parts (the page shows what is behind the symbol there)
  /// rather than drawn.
  var isCut = false

  /// A stroked path.
  static func stroke(_ data: String) -> SymbolPart { SymbolPart(data: data, paint: .stroke) }
  /// A filled path.
  static func fill(_ data: String) -> SymbolPart { SymbolPart(data: data, paint: .fill) }
  /// A filled path cut out of the other parts.
  static func cut(_ data: String) -> SymbolPart {
    SymbolPart(data: data, paint: .fill, isCut: true)
  }

  /// The same path, cut out of the other parts (as a symbol inside a filled circle is).
  var asCut: SymbolPart { SymbolPart(data: self.data, paint: self.paint, isCut: true) }
}

/// Path data for a circle.
func circleData(_ cx: Double, _ cy: Double, _ r: Double) -> String {
  "M\(svgNumber(cx - r)) \(svgNumber(cy))a\(svgNumber(r)) \(svgNumber(r)) 0 1 0 \(svgNumber(2 * r)) 0"
    + "a\(svgNumber(r)) \(svgNumber(r)) 0 1 0 \(svgNumber(-2 * r)) 0z"
}

/// The drawing of a symbol: its outlined form and, when it differs, its `.fill` form.
struct SymbolGlyph: Sendable {
  /// The plain symbol.
  let outline: [SymbolPart]
  /// The `.fill` variant; nil when it is drawn as the plain one.
  let filled: [SymbolPart]?

  init(_ outline: [SymbolPart], filled: [SymbolPart]? = nil) {
    self.outline = outline
    self.filled = filled
  }
}
