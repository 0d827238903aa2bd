/// How a view's colours combine with what is behind it.
///
/// The counterpart of SwiftUI's `BlendMode`, drawn with CSS `mix-blend-mode`. Modes CSS does
/// not have (`sourceAtop`, `destinationOver`, `destinationOut`, `plusDarker`) draw as `normal`.
public enum BlendMode: Hashable, Sendable {
  /// The view over what is behind it.
  case normal
  /// Multiplied.
  case multiply
  /// Screened.
  case screen
  /// Overlaid.
  case overlay
  /// The darker of the two.
  case darken
  /// The lighter of the two.
  case lighten
  /// Colour dodge.
  case colorDodge
  /// Colour burn.
  case colorBurn
  /// Soft light.
  case softLight
  /// Hard light.
  case hardLight
  /// The difference of the two.
  case difference
  /// Exclusion.
  case exclusion
  /// The view's hue.
  case hue
  /// The view's saturation.
  case saturation
  /// The view's hue and saturation.
  case color
  /// The view's luminosity.
  case luminosity
  /// Drawn only over what is behind it; `normal` in a page.
  case sourceAtop
  /// Drawn behind; `normal` in a page.
  case destinationOver
  /// Cuts what is behind; `normal` in a page.
  case destinationOut
  /// Darker sum; `normal` in a page.
  case plusDarker
  /// Lighter sum.
  case plusLighter

  /// The CSS `mix-blend-mode` value.
  var css: String {
    switch self {
    case .normal, .sourceAtop, .destinationOver, .destinationOut, .plusDarker: "normal"
    case .multiply: "multiply"
    case .screen: "screen"
    case .overlay: "overlay"
    case .darken: "darken"
    case .lighten: "lighten"
    case .colorDodge: "color-dodge"
    case .colorBurn: "color-burn"
    case .softLight: "soft-light"
    case .hardLight: "hard-light"
    case .difference: "difference"
    case .exclusion: "exclusion"
    case .hue: "hue"
    case .saturation: "saturation"
    case .color: "color"
    case .luminosity: "luminosity"
    case .plusLighter: "plus-lighter"
    }
  }
}

extension View {
  /// How the view's colours combine with what is behind it (CSS `mix-blend-mode`).
  public func blendMode(_ blendMode: BlendMode) -> some View {
    _StyledView(content: self) { $0.styles.append("mix-blend-mode:\(blendMode.css)") }
  }
}
