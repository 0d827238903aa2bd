/// A colour, as a view (a filled area) or as the colour of text, backgrounds and rows.
///
/// The counterpart of SwiftUI's `Color`, written as CSS. A named colour, `Color("bubblegum")`,
/// is the CSS variable `--color-bubblegum` when the app's stylesheet defines it, else the colour
/// of that name in an asset catalog the app carries as a resource, else grey.
// The view conformance is an extension's, so that a colour is not main-actor isolated: feature
// state holds colours (`var circleColor = Color.black`), as SwiftUI's can.
public struct Color: Hashable, Sendable {
  let css: String

  init(css: String) {
    self.css = css
  }

  /// A colour from its red, green and blue components, from 0 to 1.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    func channel(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
    self.css =
      "rgba(\(channel(red)),\(channel(green)),\(channel(blue)),\(min(max(opacity, 0), 1)))"
  }

  /// A grey from its white component, from 0 to 1.
  public init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, opacity: opacity)
  }

  /// A named colour: the CSS variable `--color-NAME` (letters, digits and dashes of the name)
  /// when the page defines it, else the colour of that name in the asset catalogs (`*.xcassets`)
  /// copied into `bundle`'s resources, or by default the app's, else grey.
  public init(_ name: String, bundle: Bundle? = nil) {
    let fallback = (bundle.map(AssetCatalog.of) ?? .main).colors[name] ?? "#8e8e93"
    let safe = String(
      String.UnicodeScalarView(
        name.unicodeScalars.filter {
          ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
            || $0 == "-"
        }
      )
    )
    self.css = "var(--color-\(safe.lowercased()),\(fallback))"
  }

  /// The colour, partly transparent.
  public func opacity(_ opacity: Double) -> Color {
    Color(css: "color-mix(in srgb,\(self.css) \(Int(min(max(opacity, 0), 1) * 100))%,transparent)")
  }

  /// Black.
  public static let black = Color(css: "#000")
  /// White.
  public static let white = Color(css: "#fff")
  /// Grey.
  public static let gray = Color(css: "#8e8e93")
  /// Red.
  public static let red = Color(css: "#ff3b30")
  /// Orange.
  public static let orange = Color(css: "#ff9500")
  /// Yellow.
  public static let yellow = Color(css: "#ffcc00")
  /// Green.
  public static let green = Color(css: "#34c759")
  /// Mint.
  public static let mint = Color(css: "#00c7be")
  /// Teal.
  public static let teal = Color(css: "#30b0c7")
  /// Cyan.
  public static let cyan = Color(css: "#32ade6")
  /// Blue.
  public static let blue = Color(css: "#007aff")
  /// Indigo.
  public static let indigo = Color(css: "#5856d6")
  /// Purple.
  public static let purple = Color(css: "#af52de")
  /// Pink.
  public static let pink = Color(css: "#ff2d55")
  /// Brown.
  public static let brown = Color(css: "#a2845e")
  /// No colour.
  public static let clear = Color(css: "transparent")
  /// The colour of primary text.
  public static let primary = Color(css: "var(--tca-text)")
  /// The colour of secondary text.
  public static let secondary = Color(css: "var(--tca-secondary)")
  /// The app's accent colour.
  public static let accentColor = Color(css: "var(--tca-accent)")
}

extension Color: _PrimitiveView {
  public func _render(in renderer: _Renderer) {
    var element = RenderedElement("div", classes: ["tca-color"])
    element.styles = ["background:\(self.css)"]
    renderer.nodes.append(.element(element))
  }
}

extension Color {
  /// The tint of controls.
  public static let tint = Color.accentColor
}
