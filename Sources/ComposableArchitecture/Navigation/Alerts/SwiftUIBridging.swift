#if canImport(SwiftUI)
  import SwiftUI

  extension Text {
    /// Creates a SwiftUI text view from text state, applying all of its modifiers.
    ///
    /// ```swift
    /// Text(store.title)
    /// ```
    public init(_ state: TextState) {
      let text: Text
      switch state.storage {
      case .verbatim(let string):
        text = Text(verbatim: string)
      case .concatenated(let lhs, let rhs):
        text = Text(lhs) + Text(rhs)
      }
      self = state.modifiers.reduce(text) { $0.applying($1) }
    }

    private func applying(_ modifier: TextState.Modifier) -> Text {
      switch modifier {
      case .accessibilityHeading(let level):
        return accessibilityHeading(level.swiftUI)
      case .accessibilityLabel(let label):
        return accessibilityLabel(Text(label))
      case .accessibilityTextContentType(let type):
        return accessibilityTextContentType(type.swiftUI)
      case .baselineOffset(let offset):
        return baselineOffset(CGFloat(offset))
      case .bold(let isActive):
        return bold(isActive)
      case .fontDesign(let design):
        return fontDesign(design?.swiftUI)
      case .fontWeight(let weight):
        return fontWeight(weight?.swiftUI)
      case .fontWidth(let width):
        return fontWidth(width?.swiftUI)
      case .foregroundColor(let color):
        guard let color else { return self }
        return foregroundStyle(color.swiftUI)
      case .italic(let isActive):
        return italic(isActive)
      case .kerning(let kerning):
        return self.kerning(CGFloat(kerning))
      case .monospacedDigit:
        return monospacedDigit()
      case .speechAdjustedPitch(let value):
        return speechAdjustedPitch(value)
      case .speechAlwaysIncludesPunctuation(let value):
        return speechAlwaysIncludesPunctuation(value)
      case .speechAnnouncementsQueued(let value):
        return speechAnnouncementsQueued(value)
      case .speechSpellsOutCharacters(let value):
        return speechSpellsOutCharacters(value)
      case .strikethrough(let isActive, let pattern, let color):
        return strikethrough(isActive, pattern: pattern.swiftUI, color: color?.swiftUI)
      case .tracking(let tracking):
        return self.tracking(CGFloat(tracking))
      case .underline(let isActive, let pattern, let color):
        return underline(isActive, pattern: pattern.swiftUI, color: color?.swiftUI)
      }
    }
  }

  extension ButtonRole {
    /// Converts a button state role into a SwiftUI button role.
    public init(_ role: ButtonStateRole) {
      switch role {
      case .cancel:
        self = .cancel
      case .destructive:
        self = .destructive
      }
    }
  }

  extension Visibility {
    /// Converts a confirmation dialog's title visibility into a SwiftUI visibility.
    public init(_ visibility: ConfirmationDialogStateTitleVisibility) {
      switch visibility {
      case .automatic:
        self = .automatic
      case .hidden:
        self = .hidden
      case .visible:
        self = .visible
      }
    }
  }

  extension TextState.AccessibilityHeadingLevel {
    fileprivate var swiftUI: SwiftUI.AccessibilityHeadingLevel {
      switch self {
      case .h1: return .h1
      case .h2: return .h2
      case .h3: return .h3
      case .h4: return .h4
      case .h5: return .h5
      case .h6: return .h6
      case .unspecified: return .unspecified
      }
    }
  }

  extension TextState.AccessibilityTextContentType {
    fileprivate var swiftUI: SwiftUI.AccessibilityTextContentType {
      switch self {
      case .console: return .console
      case .fileSystem: return .fileSystem
      case .messaging: return .messaging
      case .narrative: return .narrative
      case .plain: return .plain
      case .sourceCode: return .sourceCode
      case .spreadsheet: return .spreadsheet
      case .wordProcessing: return .wordProcessing
      }
    }
  }

  extension TextState.FontDesign {
    fileprivate var swiftUI: Font.Design {
      switch self {
      case .default: return .default
      case .serif: return .serif
      case .rounded: return .rounded
      case .monospaced: return .monospaced
      }
    }
  }

  extension TextState.FontWeight {
    fileprivate var swiftUI: Font.Weight {
      switch self {
      case .ultraLight: return .ultraLight
      case .thin: return .thin
      case .light: return .light
      case .regular: return .regular
      case .medium: return .medium
      case .semibold: return .semibold
      case .bold: return .bold
      case .heavy: return .heavy
      case .black: return .black
      }
    }
  }

  extension TextState.FontWidth {
    fileprivate var swiftUI: Font.Width {
      switch self {
      case .compressed: return .compressed
      case .condensed: return .condensed
      case .expanded: return .expanded
      case .standard: return .standard
      }
    }
  }

  extension TextState.LineStylePattern {
    fileprivate var swiftUI: Text.LineStyle.Pattern {
      switch self {
      case .dash: return .dash
      case .dashDot: return .dashDot
      case .dashDotDot: return .dashDotDot
      case .dot: return .dot
      case .solid: return .solid
      }
    }
  }

  extension TextState.Color {
    fileprivate var swiftUI: SwiftUI.Color {
      switch storage {
      case .rgb(let red, let green, let blue, let opacity):
        return SwiftUI.Color(red: red, green: green, blue: blue, opacity: opacity)
      case .named(let name):
        switch name {
        case "accentColor": return .accentColor
        case "black": return .black
        case "blue": return .blue
        case "brown": return .brown
        case "clear": return .clear
        case "cyan": return .cyan
        case "gray": return .gray
        case "green": return .green
        case "indigo": return .indigo
        case "mint": return .mint
        case "orange": return .orange
        case "pink": return .pink
        case "purple": return .purple
        case "red": return .red
        case "secondary": return .secondary
        case "teal": return .teal
        case "white": return .white
        case "yellow": return .yellow
        default: return .primary
        }
      }
    }
  }
#endif
