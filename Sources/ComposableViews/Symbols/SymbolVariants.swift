/// Variants of the symbols in a view: filled, in a circle, in a square.
///
/// The counterpart of SwiftUI's `SymbolVariants`, for `.symbolVariant(_:)`:
/// `Image(systemName: "heart").symbolVariant(isFavorite ? .fill : .none)`.
public struct SymbolVariants: Hashable, Sendable {
  let flags: Int

  /// The symbols as named.
  public static let none = SymbolVariants(flags: 0)
  /// Filled symbols (`heart.fill`).
  public static let fill = SymbolVariants(flags: 1)
  /// Symbols in a circle (`plus.circle`).
  public static let circle = SymbolVariants(flags: 2)
  /// Symbols in a rounded square (`plus.square`).
  public static let square = SymbolVariants(flags: 4)
  /// Symbols in a rectangle; drawn as in a square in a page.
  public static let rectangle = SymbolVariants(flags: 4)
  /// Symbols with a slash through them; drawn without one in a page.
  public static let slash = SymbolVariants(flags: 0)

  /// The variant, filled.
  public var fill: SymbolVariants { SymbolVariants(flags: self.flags | 1) }
  /// The variant, in a circle.
  public var circle: SymbolVariants { SymbolVariants(flags: self.flags | 2) }
  /// The variant, in a square.
  public var square: SymbolVariants { SymbolVariants(flags: self.flags | 4) }

  /// Whether this variant includes another.
  public func contains(_ other: SymbolVariants) -> Bool {
    other.flags != 0 && self.flags & other.flags == other.flags
  }
}

extension EnvironmentValues {
  /// The variants symbols in this part of the screen are drawn in.
  @Entry public var symbolVariants: SymbolVariants = .none

  /// The size of symbols in this part of the screen, against the text.
  @Entry public var imageScale: Image.Scale = .medium
}

extension View {
  /// Draws the symbols in this view in a variant: filled, in a circle or in a square.
  public func symbolVariant(_ variant: SymbolVariants) -> some View {
    _EnvironmentWriter(content: self) {
      $0.symbolVariants = SymbolVariants(flags: $0.symbolVariants.flags | variant.flags)
    }
  }

  /// The size of the symbols in this view, against the text around them.
  public func imageScale(_ scale: Image.Scale) -> some View {
    _EnvironmentWriter(content: self) { $0.imageScale = scale }
  }
}
