import SyncUpsFeatures

#if canImport(SwiftUI)
  import SwiftUI
#else
  import ComposableViews
#endif

@MainActor
extension Theme {
  /// The theme's background colour.
  var mainColor: Color {
    let (red, green, blue) = self.rgb
    return Color(red: red, green: green, blue: blue)
  }

  /// The colour of text on the theme's background: black on light themes, white on dark ones.
  var accentColor: Color {
    let (red, green, blue) = self.rgb
    return 0.299 * red + 0.587 * green + 0.114 * blue > 0.55 ? .black : .white
  }

  private var rgb: (Double, Double, Double) {
    switch self {
    case .bubblegum: (0.93, 0.72, 0.82)
    case .buttercup: (1.00, 0.94, 0.63)
    case .indigo: (0.22, 0.00, 0.55)
    case .lavender: (0.81, 0.74, 0.98)
    case .magenta: (0.65, 0.11, 0.46)
    case .navy: (0.00, 0.00, 0.50)
    case .orange: (1.00, 0.55, 0.32)
    case .oxblood: (0.29, 0.02, 0.02)
    case .periwinkle: (0.53, 0.55, 0.99)
    case .poppy: (1.00, 0.36, 0.36)
    case .purple: (0.55, 0.26, 0.85)
    case .seafoam: (0.80, 0.93, 0.92)
    case .sky: (0.43, 0.62, 1.00)
    case .tan: (0.76, 0.59, 0.42)
    case .teal: (0.13, 0.44, 0.53)
    case .yellow: (1.00, 0.88, 0.35)
    }
  }
}
