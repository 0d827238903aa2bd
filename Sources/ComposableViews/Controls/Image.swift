import IssueReporting

/// An image: a system symbol drawn as an inline SVG icon, or a named image.
///
/// The counterpart of SwiftUI's `Image`. There are no SF Symbols in a browser, and a character
/// that needs an emoji font shows as an empty box where there is none: `Image(systemName:)`
/// draws each symbol this module knows (``Image/drawnSymbolNames``; a name ending in `.circle`,
/// `.square` or `.fill` is drawn from its base) as a small SVG in the text's colour, sized by
/// the font (`.font(.title)`), `.imageScale` and `.symbolVariant`. A symbol it does not know
/// draws a neutral placeholder and is reported once. The image is hidden from screen readers,
/// as decorative symbols are; give it `.accessibilityLabel` to change that.
public struct Image: _PrimitiveView, Equatable {
  let symbol: String?
  let name: String?
  let isResizable: Bool

  /// A system symbol.
  public init(systemName: String) {
    self.symbol = systemName
    self.name = nil
    self.isResizable = false
  }

  /// An image from the app's resources; shown as its name.
  public init(_ name: String) {
    self.symbol = nil
    self.name = name
    self.isResizable = false
  }

  private init(_ image: Image, isResizable: Bool) {
    self.symbol = image.symbol
    self.name = image.name
    self.isResizable = isResizable
  }

  /// The image, resizable: a symbol fills the frame it is given rather than the font's size.
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch)
    -> Image
  {
    Image(self, isResizable: true)
  }

  /// How an image is drawn in a colour; symbols are always drawn in the foreground colour.
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

  /// The symbol names `Image(systemName:)` draws, besides the `.circle`, `.square` and `.fill`
  /// variants made from them.
  public static var drawnSymbolNames: [String] { SymbolCatalog.glyphs.keys.sorted() }

  /// How a resizable image fills its frame.
  public enum ResizingMode: Hashable, Sendable {
    /// Tiled.
    case tile
    /// Stretched.
    case stretch
  }

  /// Whether an image is drawn in its own colours or as a template in the foreground colour.
  public enum TemplateRenderingMode: Hashable, Sendable {
    /// A template, in the foreground colour.
    case template
    /// Its own colours.
    case original
  }

  /// The relative size of a symbol, against the font around it.
  public enum Scale: Hashable, Sendable {
    /// Smaller than the text.
    case small
    /// As large as the text.
    case medium
    /// Larger than the text.
    case large
  }

  /// The symbol's name with the variants the environment asks for.
  static func variantName(_ symbol: String, _ variants: SymbolVariants) -> String {
    var name = symbol
    let isFilled = name.hasSuffix(".fill")
    if isFilled { name.removeLast(".fill".count) }
    for (variant, suffix) in [(SymbolVariants.circle, ".circle"), (.square, ".square")]
    where variants.contains(variant) && !name.hasSuffix(suffix) {
      name += suffix
    }
    if isFilled || variants.contains(.fill) { name += ".fill" }
    return name
  }

  public func _render(in renderer: _Renderer) {
    if let symbol = self.symbol {
      let name = Self.variantName(symbol, renderer.environment.symbolVariants)
      let drawing: SymbolDrawing
      if let known = SymbolDrawing.named(name) ?? SymbolDrawing.named(symbol) {
        drawing = known
      } else {
        drawing = .placeholder
        reportUnknownSymbol(symbol)
      }
      var svg = RenderedElement(
        "svg",
        attributes: [("viewBox", "0 0 24 24"), ("aria-hidden", "true"), ("data-symbol", name)],
        classes: ["tca-image", "tca-symbol"])
      if self.isResizable { svg.classes.append("tca-symbol-resizable") }
      switch renderer.environment.imageScale {
      case .small: svg.styles.append("font-size:0.8em")
      case .medium: break
      case .large: svg.styles.append("font-size:1.3em")
      }
      svg.children = drawing.svgChildren { "tca-symbol-" + renderer.elementID() }
      renderer.nodes.append(.element(svg))
    } else if let name = self.name {
      renderer.element("span", attributes: [("role", "img")], classes: ["tca-image"]) {
        renderer.text(name)
      }
    }
  }
}

/// The symbol names reported as having no drawing.
@MainActor private var reportedSymbols: Set<String> = []

/// Reports, once per name, a symbol `Image(systemName:)` has no drawing for.
@MainActor
private func reportUnknownSymbol(_ name: String) {
  guard reportedSymbols.insert(name).inserted else { return }
  reportIssue(
    """
    Image(systemName: "\(name)") has no drawing in ComposableViews: the page shows a \
    placeholder (a dashed square) in its place. Use a symbol it draws (Image.drawnSymbolNames), \
    draw the icon with a Shape or Path, or add a 24 × 24 drawing for "\(name)" to \
    Sources/ComposableViews/Symbols/SymbolCatalog.swift.
    """
  )
}
