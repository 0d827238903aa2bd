import Foundation

/// A 2D shape: an outline that a view fills or strokes.
///
/// The counterpart of SwiftUI's `Shape`. Write `path(in:)`, and the shape is a view, drawn as
/// inline SVG in the foreground colour; `.fill(_:)`, `.stroke(_:lineWidth:)`, `.trim(from:to:)`
/// and `.rotation(_:)` work on it as in SwiftUI:
///
/// ```swift
/// struct SpeakerArc: Shape {
///   let totalSpeakers: Int
///   let speakerIndex: Int
///
///   func path(in rect: CGRect) -> Path {
///     Path { path in
///       path.addArc(
///         center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2 - 12,
///         startAngle: .degrees(360 / Double(totalSpeakers) * Double(speakerIndex)),
///         endAngle: .degrees(360 / Double(totalSpeakers) * Double(speakerIndex + 1)),
///         clockwise: false)
///     }
///   }
/// }
/// ```
///
/// A page has no layout pass to tell a shape its size before it is drawn: `path(in:)` is called
/// with the size a `.frame(width:height:)` around the shape gives, or 300 × 300 points, and the
/// SVG scales what it draws to the room the page gives it (the drawing keeps its proportions).
/// ``Rectangle``, ``RoundedRectangle`` and ``Ellipse`` fill whatever room they get exactly.
@MainActor
@preconcurrency
public protocol Shape: View, Sendable {
  /// The outline of the shape in a rectangle.
  nonisolated func path(in rect: CGRect) -> Path
}

/// A shape that can be drawn inset, so that a stroke stays inside its bounds.
///
/// The counterpart of SwiftUI's `InsettableShape`: it gives `.strokeBorder(_:lineWidth:)`.
@MainActor
@preconcurrency
public protocol InsettableShape: Shape {
  /// The type of the inset shape.
  associatedtype InsetShape: InsettableShape
  /// The shape, inset by `amount` points on every edge.
  nonisolated func inset(by amount: CGFloat) -> InsetShape
}

extension Shape {
  /// A shape is drawn filled with the foreground colour.
  public var body: _ShapeView<Self, ForegroundStyle> {
    _ShapeView(shape: self, style: ForegroundStyle(), fillStyle: FillStyle())
  }

  /// Draws the shape filled with the foreground colour, as its body would.
  public static func _render(_ view: Self, in renderer: _Renderer) {
    _ShapeView(shape: view, style: ForegroundStyle(), fillStyle: FillStyle())._render(in: renderer)
  }

  /// The shape filled with a colour or gradient.
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle())
    -> _ShapeView<Self, S>
  {
    _ShapeView(shape: self, style: content, fillStyle: style)
  }

  /// The shape's outline, stroked in a colour or gradient.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
    -> _ShapeView<_StrokedShape<Self>, S>
  {
    _StrokedShape(base: self, style: style).fill(content)
  }

  /// The shape's outline, stroked `lineWidth` points wide in a colour or gradient.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> _ShapeView<_StrokedShape<Self>, S>
  {
    self.stroke(content, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The shape's outline as a shape of its own, stroked with a style.
  public func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
    _StrokedShape(base: self, style: style)
  }

  /// The shape's outline as a shape of its own, `lineWidth` points wide.
  public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
    _StrokedShape(base: self, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The part of the shape's outline from `startFraction` to `endFraction` of its length.
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1)
    -> _TrimmedShape<Self>
  {
    _TrimmedShape(base: self, from: startFraction, to: endFraction)
  }

  /// The shape turned by an angle around an anchor of its bounds.
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
    RotatedShape(shape: self, angle: angle, anchor: anchor)
  }

  /// The shape moved by an offset.
  public func offset(_ offset: CGSize) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: offset)
  }

  /// The shape moved by `x` and `y` points.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: x, height: y))
  }
}

extension InsettableShape {
  /// The shape's outline stroked inside its bounds, in a colour or gradient.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S, style: StrokeStyle, antialiased: Bool = true
  ) -> _ShapeView<_StrokedShape<InsetShape>, S> {
    self.inset(by: style.lineWidth / 2).stroke(content, style: style)
  }

  /// The shape's outline stroked `lineWidth` points wide inside its bounds, in a colour or
  /// gradient.
  public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> _ShapeView<_StrokedShape<InsetShape>, S> {
    self.strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The shape's outline stroked inside its bounds in the foreground colour.
  public func strokeBorder(style: StrokeStyle, antialiased: Bool = true)
    -> _ShapeView<_StrokedShape<InsetShape>, ForegroundStyle>
  {
    self.strokeBorder(ForegroundStyle(), style: style)
  }
}
