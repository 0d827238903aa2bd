/// What draws one symbol name: the parts of its glyph, some of them drawn smaller inside an
/// enclosing circle or square.
struct SymbolDrawing: Equatable, Sendable {
  /// A part, and whether it is drawn at the enclosed size.
  struct Layer: Equatable, Sendable {
    let part: SymbolPart
    let isEnclosed: Bool
  }

  /// The parts, in drawing order.
  let layers: [Layer]

  /// The enclosures a name can end with, before `.fill`: the base symbol drawn inside them.
  private static let enclosures: [(suffix: String, glyph: String)] = [
    (".circle", "circle"), (".square", "square"),
  ]

  /// The drawing for a symbol name, or nil when the catalog has no drawing for it.
  static func named(_ name: String) -> SymbolDrawing? {
    if let glyph = SymbolCatalog.glyphs[name] {
      return SymbolDrawing(layers: glyph.outline.map { Layer(part: $0, isEnclosed: false) })
    }
    var base = name
    let isFilled = base.hasSuffix(".fill")
    if isFilled {
      base.removeLast(".fill".count)
      if let glyph = SymbolCatalog.glyphs[base] {
        return SymbolDrawing(
          layers: (glyph.filled ?? glyph.outline).map { Layer(part: $0, isEnclosed: false) })
      }
    }
    for enclosure in Self.enclosures where base.hasSuffix(enclosure.suffix) {
      let innerName = String(base.dropLast(enclosure.suffix.count))
      guard let inner = SymbolCatalog.glyphs[innerName],
        let outer = SymbolCatalog.glyphs[enclosure.glyph]
      else { return nil }
      if isFilled {
        let innerParts = (inner.filled ?? inner.outline).map(\.asCut)
        return SymbolDrawing(
          layers: (outer.filled ?? outer.outline).map { Layer(part: $0, isEnclosed: false) }
            + innerParts.map { Layer(part: $0, isEnclosed: true) })
      }
      return SymbolDrawing(
        layers: outer.outline.map { Layer(part: $0, isEnclosed: false) }
          + inner.outline.map { Layer(part: $0, isEnclosed: true) })
    }
    return nil
  }

  /// A neutral placeholder: a dashed rounded square.
  static let placeholder = SymbolDrawing(layers: [
    Layer(
      part: .stroke("M7 4h10a3 3 0 0 1 3 3v10a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3V7a3 3 0 0 1 3-3z"),
      isEnclosed: false)
  ])

  /// The drawing as the children of a 24 × 24 `<svg>`; `maskID` names the mask of the cut
  /// parts, when there are any.
  func svgChildren(maskID: () -> String) -> [RenderedNode] {
    let drawn = self.layers.filter { !$0.part.isCut }
    let cut = self.layers.filter { $0.part.isCut }
    var nodes: [RenderedNode] = []
    var group = RenderedElement("g")
    group.children = Self.elements(drawn, color: "currentColor")
    if !cut.isEmpty {
      let id = maskID()
      var mask = RenderedElement(
        "mask",
        attributes: [
          ("id", id), ("maskUnits", "userSpaceOnUse"), ("x", "0"), ("y", "0"), ("width", "24"),
          ("height", "24"),
        ])
      mask.children =
        [
          .element(
            RenderedElement(
              "rect", attributes: [("width", "24"), ("height", "24"), ("fill", "#fff")]))
        ]
        + Self.elements(cut, color: "#000")
      nodes.append(.element(RenderedElement("defs", children: [.element(mask)])))
      group.set("mask", "url(#\(id))")
    }
    nodes.append(.element(group))
    return nodes
  }

  /// The `path` elements of layers, painted in a colour; enclosed ones in a smaller group.
  private static func elements(_ layers: [Layer], color: String) -> [RenderedNode] {
    var nodes: [RenderedNode] = []
    var enclosed = RenderedElement(
      "g", attributes: [("transform", "translate(12 12) scale(.56) translate(-12 -12)")])
    for layer in layers {
      var path = RenderedElement("path", attributes: [("d", layer.part.data)])
      switch layer.part.paint {
      case .stroke:
        path.attributes += [
          ("fill", "none"), ("stroke", color),
          ("stroke-width", layer.isEnclosed ? "3.4" : "2"),
          ("stroke-linecap", "round"), ("stroke-linejoin", "round"),
        ]
      case .fill:
        path.attributes.append(("fill", color))
      }
      if layer.isEnclosed {
        enclosed.children.append(.element(path))
      } else {
        nodes.append(.element(path))
      }
    }
    if !enclosed.children.isEmpty { nodes.append(.element(enclosed)) }
    return nodes
  }
}
