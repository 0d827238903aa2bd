import Foundation

extension View {
  /// A shadow behind the view's drawing (CSS `drop-shadow`), `radius` points soft, moved by `x`
  /// and `y`.
  public func shadow(
    color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> some View {
    _StyledView(content: self) {
      $0.appendFilter(
        "drop-shadow(\(svgNumber(x))px \(svgNumber(y))px \(svgNumber(radius))px \(color.css))")
    }
  }

  /// The view's colours inverted (CSS `invert`).
  public func colorInvert() -> some View {
    _StyledView(content: self) { $0.appendFilter("invert(1)") }
  }

  /// The view in greys, by an amount from 0 to 1 (CSS `grayscale`).
  public func grayscale(_ amount: Double) -> some View {
    _StyledView(content: self) { $0.appendFilter("grayscale(\(svgNumber(amount)))") }
  }

  /// The view lightened (positive) or darkened (negative) by an amount (CSS `brightness`).
  public func brightness(_ amount: Double) -> some View {
    _StyledView(content: self) { $0.appendFilter("brightness(\(svgNumber(1 + amount)))") }
  }

  /// The view's contrast multiplied by an amount (CSS `contrast`).
  public func contrast(_ amount: Double) -> some View {
    _StyledView(content: self) { $0.appendFilter("contrast(\(svgNumber(amount)))") }
  }

  /// The view's saturation multiplied by an amount (CSS `saturate`).
  public func saturation(_ amount: Double) -> some View {
    _StyledView(content: self) { $0.appendFilter("saturate(\(svgNumber(amount)))") }
  }

  /// The view's hues turned by an angle (CSS `hue-rotate`).
  public func hueRotation(_ angle: Angle) -> some View {
    _StyledView(content: self) { $0.appendFilter("hue-rotate(\(svgNumber(angle.degrees))deg)") }
  }

  /// The view blurred by a radius (CSS `blur`).
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    _StyledView(content: self) { $0.appendFilter("blur(\(svgNumber(radius))px)") }
  }

  /// The view's colours multiplied by a colour: an SVG `feColorMatrix` filter for a colour
  /// given by its components or in hex; a colour known only by name (a CSS variable, like
  /// `.primary` or an asset colour) has no components a page can multiply by, so the view's
  /// text and shapes are drawn in that colour instead.
  public func colorMultiply(_ color: Color) -> some View {
    _ColorMultiplyView(content: self, color: color)
  }
}

/// A view whose colours are multiplied by a colour: what `.colorMultiply(_:)` builds.
public struct _ColorMultiplyView<Content: View>: _PrimitiveView {
  let content: Content
  let color: Color

  public func _render(in renderer: _Renderer) {
    guard let (red, green, blue, alpha) = rgbaComponents(of: self.color.css) else {
      let css = self.color.css
      return renderer.modify({ renderer.render(self.content) }) { $0.styles.append("color:\(css)") }
    }
    let id = "tca-multiply-" + renderer.elementID()
    let matrix = [
      "\(svgNumber(red)) 0 0 0 0", "0 \(svgNumber(green)) 0 0 0", "0 0 \(svgNumber(blue)) 0 0",
      "0 0 0 \(svgNumber(alpha)) 0",
    ].joined(separator: " ")
    var filter = RenderedElement(
      "filter", attributes: [("id", id), ("color-interpolation-filters", "sRGB")])
    filter.children = [
      .element(
        RenderedElement("feColorMatrix", attributes: [("type", "matrix"), ("values", matrix)]))
    ]
    var definitions = RenderedElement(
      "svg", attributes: [("aria-hidden", "true"), ("width", "0"), ("height", "0")],
      classes: ["tca-definitions"])
    definitions.children = [.element(filter)]
    renderer.modify({ renderer.render(self.content) }) {
      $0.appendFilter("url(#\(id))")
      $0.children.append(.element(definitions))
    }
  }
}

/// The red, green, blue and alpha components, from 0 to 1, of a CSS colour written as `#rgb`,
/// `#rrggbb` or `rgba(r,g,b,a)`; nil for other forms.
func rgbaComponents(of css: String) -> (Double, Double, Double, Double)? {
  if css.hasPrefix("#") {
    var hex = String(css.dropFirst())
    if hex.count == 3 { hex = hex.map { "\($0)\($0)" }.joined() }
    guard hex.count == 6, let value = Int(hex, radix: 16) else { return nil }
    return (
      Double((value >> 16) & 0xFF) / 255, Double((value >> 8) & 0xFF) / 255,
      Double(value & 0xFF) / 255, 1
    )
  }
  if css.hasPrefix("rgba("), css.hasSuffix(")") {
    let numbers = css.dropFirst(5).dropLast().split(separator: ",").compactMap {
      Double($0.trimmingCharacters(in: .whitespaces))
    }
    guard numbers.count == 4 else { return nil }
    return (numbers[0] / 255, numbers[1] / 255, numbers[2] / 255, numbers[3])
  }
  return nil
}
