/// A colour, as a view (a filled area) or as the colour of text, backgrounds and rows.
///
/// The counterpart of SwiftUI's `Color`, written as CSS. A named colour from an asset catalog,
/// `Color("bubblegum")`, becomes the CSS variable `--color-bubblegum`, which an app defines in
/// its own stylesheet (grey until it does).
public struct Color: Hashable, Sendable, _PrimitiveView {
  let css: String

  nonisolated init(css: String) {
    self.css = css
  }

  /// A colour from its red, green and blue components, from 0 to 1.
  nonisolated public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    func channel(_ value: Double) -> Int { Int((min(max(value, 0), 1) * 255).rounded()) }
    self.css =
      "rgba(\(channel(red)),\(channel(green)),\(channel(blue)),\(min(max(opacity, 0), 1)))"
  }

  /// A grey from its white component, from 0 to 1.
  nonisolated public init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, opacity: opacity)
  }

  /// A named colour: the CSS variable `--color-NAME` (letters, digits and dashes of the name).
  nonisolated public init(_ name: String) {
    let safe = String(
      String.UnicodeScalarView(
        name.unicodeScalars.filter {
          ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
            || $0 == "-"
        }
      )
    )
    self.css = "var(--color-\(safe.lowercased()),#8e8e93)"
  }

  /// The colour, partly transparent.
  nonisolated public func opacity(_ opacity: Double) -> Color {
    Color(css: "color-mix(in srgb,\(self.css) \(Int(min(max(opacity, 0), 1) * 100))%,transparent)")
  }

  /// Black.
  nonisolated public static let black = Color(css: "#000")
  /// White.
  nonisolated public static let white = Color(css: "#fff")
  /// Grey.
  nonisolated public static let gray = Color(css: "#8e8e93")
  /// Red.
  nonisolated public static let red = Color(css: "#ff3b30")
  /// Orange.
  nonisolated public static let orange = Color(css: "#ff9500")
  /// Yellow.
  nonisolated public static let yellow = Color(css: "#ffcc00")
  /// Green.
  nonisolated public static let green = Color(css: "#34c759")
  /// Mint.
  nonisolated public static let mint = Color(css: "#00c7be")
  /// Teal.
  nonisolated public static let teal = Color(css: "#30b0c7")
  /// Cyan.
  nonisolated public static let cyan = Color(css: "#32ade6")
  /// Blue.
  nonisolated public static let blue = Color(css: "#007aff")
  /// Indigo.
  nonisolated public static let indigo = Color(css: "#5856d6")
  /// Purple.
  nonisolated public static let purple = Color(css: "#af52de")
  /// Pink.
  nonisolated public static let pink = Color(css: "#ff2d55")
  /// Brown.
  nonisolated public static let brown = Color(css: "#a2845e")
  /// No colour.
  nonisolated public static let clear = Color(css: "transparent")
  /// The colour of primary text.
  nonisolated public static let primary = Color(css: "var(--tca-text)")
  /// The colour of secondary text.
  nonisolated public static let secondary = Color(css: "var(--tca-secondary)")
  /// The app's accent colour.
  nonisolated public static let accentColor = Color(css: "var(--tca-accent)")

  public func _render(in renderer: _Renderer) {
    var element = RenderedElement("div", classes: ["tca-color"])
    element.styles = ["background:\(self.css)"]
    renderer.nodes.append(.element(element))
  }
}

extension Color {
  /// The tint of controls.
  nonisolated public static let tint = Color.accentColor
}
