import Foundation

/// A colour or gradient that fills or strokes a shape.
///
/// The counterpart of SwiftUI's `ShapeStyle`: ``Color``, ``LinearGradient``,
/// ``AngularGradient``, ``RadialGradient`` and ``ForegroundStyle`` are shape styles. The styles
/// this module draws are its own; a style of your own is drawn in the foreground colour, and
/// reported.
public protocol ShapeStyle: Sendable {}

/// How a shape style paints SVG: a colour, a gradient definition, or a CSS background that a
/// masked area shows (SVG has no conic gradient).
enum ResolvedPaint {
  /// A CSS colour.
  case color(String)
  /// An SVG gradient element (`linearGradient`, `radialGradient`) without its id.
  case gradient(RenderedElement)
  /// A CSS background, drawn through a mask of the shape.
  case background(String)
}

/// A shape style this module knows how to draw.
@MainActor
protocol ResolvableShapeStyle: ShapeStyle {
  /// The paint that draws the style.
  var resolvedPaint: ResolvedPaint { get }
}

/// The foreground colour: what shapes are filled with unless told otherwise.
///
/// The counterpart of SwiftUI's `ForegroundStyle`; it is the CSS `currentColor`, so
/// `.foregroundColor(_:)` and `.foregroundStyle(_:)` colour the shapes inside.
public struct ForegroundStyle: ShapeStyle, ResolvableShapeStyle {
  /// The foreground style.
  nonisolated public init() {}

  var resolvedPaint: ResolvedPaint { .color("currentColor") }
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The foreground colour.
  nonisolated public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension Color: ShapeStyle, ResolvableShapeStyle {
  var resolvedPaint: ResolvedPaint { .color(self.css) }
}

extension ShapeStyle where Self == Color {
  /// Black.
  nonisolated public static var black: Color { Color.black }
  /// White.
  nonisolated public static var white: Color { Color.white }
  /// Grey.
  nonisolated public static var gray: Color { Color.gray }
  /// Red.
  nonisolated public static var red: Color { Color.red }
  /// Orange.
  nonisolated public static var orange: Color { Color.orange }
  /// Yellow.
  nonisolated public static var yellow: Color { Color.yellow }
  /// Green.
  nonisolated public static var green: Color { Color.green }
  /// Mint.
  nonisolated public static var mint: Color { Color.mint }
  /// Teal.
  nonisolated public static var teal: Color { Color.teal }
  /// Cyan.
  nonisolated public static var cyan: Color { Color.cyan }
  /// Blue.
  nonisolated public static var blue: Color { Color.blue }
  /// Indigo.
  nonisolated public static var indigo: Color { Color.indigo }
  /// Purple.
  nonisolated public static var purple: Color { Color.purple }
  /// Pink.
  nonisolated public static var pink: Color { Color.pink }
  /// Brown.
  nonisolated public static var brown: Color { Color.brown }
  /// No colour.
  nonisolated public static var clear: Color { Color.clear }
  /// The colour of primary text.
  nonisolated public static var primary: Color { Color.primary }
  /// The colour of secondary text.
  nonisolated public static var secondary: Color { Color.secondary }
}
