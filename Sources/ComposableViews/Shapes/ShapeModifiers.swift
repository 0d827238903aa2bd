import Foundation

/// A shape's outline, stroked, as a shape of its own: what `.stroke(style:)` and
/// `.stroke(lineWidth:)` build. Filling it paints the stroke.
public struct _StrokedShape<Base: Shape>: Shape, SVGOutlining {
  let base: Base
  let style: StrokeStyle

  /// The outline of the base shape (a page strokes it; it does not compute the stroke's own
  /// outline).
  nonisolated public func path(in rect: CGRect) -> Path {
    self.base.path(in: rect)
  }

  nonisolated func svgOutline(in rect: CGRect) -> SVGOutline {
    var outline = ComposableViews.svgOutline(of: self.base, in: rect)
    outline.stroke = self.style
    return outline
  }
}

/// The part of a shape's outline between two fractions of its length: what `.trim(from:to:)`
/// builds. It draws as a dash of the stroke (`pathLength="1"`, `stroke-dasharray`), so it
/// trims strokes; a trimmed shape that is filled is filled whole.
public struct _TrimmedShape<Base: Shape>: Shape, SVGOutlining {
  let base: Base
  let from: CGFloat
  let to: CGFloat

  /// The base shape's path (a page trims its stroke when it draws it).
  nonisolated public func path(in rect: CGRect) -> Path {
    self.base.path(in: rect)
  }

  nonisolated func svgOutline(in rect: CGRect) -> SVGOutline {
    var outline = ComposableViews.svgOutline(of: self.base, in: rect)
    let from = min(max(Double(self.from), 0), 1)
    let to = min(max(Double(self.to), 0), 1)
    guard from > 0 || to < 1 else { return outline }
    outline.element.set("pathLength", "1")
    if to <= from {
      outline.element.styles.append("visibility:hidden")
    } else {
      outline.element.styles.append("stroke-dasharray:\(svgNumber(to - from)) 2")
      if from > 0 { outline.element.styles.append("stroke-dashoffset:\(svgNumber(-from))") }
    }
    return outline
  }
}

/// A shape turned by an angle around an anchor: what `.rotation(_:anchor:)` builds.
public struct RotatedShape<Content: Shape>: Shape, SVGOutlining {
  /// The shape turned.
  public var shape: Content
  /// The angle it is turned by, clockwise.
  public var angle: Angle
  /// The point of its bounds it turns around.
  public var anchor: UnitPoint

  /// The shape's path, turned.
  nonisolated public func path(in rect: CGRect) -> Path {
    let pivot = CGPoint(
      x: rect.minX + rect.width * self.anchor.x, y: rect.minY + rect.height * self.anchor.y)
    return self.shape.path(in: rect).rotated(by: self.angle, around: pivot)
  }

  nonisolated func svgOutline(in rect: CGRect) -> SVGOutline {
    var outline = ComposableViews.svgOutline(of: self.shape, in: rect)
    let pivot = (
      x: Double(rect.minX + rect.width * self.anchor.x),
      y: Double(rect.minY + rect.height * self.anchor.y)
    )
    let degrees = svgNumber(self.angle.degrees)
    outline.prependTransform(
      svg: "rotate(\(degrees) \(svgNumber(pivot.x)) \(svgNumber(pivot.y)))",
      css: "rotate(\(degrees)deg)", anchor: self.anchor, in: rect)
    return outline
  }
}

/// A shape moved by an offset: what `.offset(_:)` on a shape builds.
public struct OffsetShape<Content: Shape>: Shape, SVGOutlining {
  /// The shape moved.
  public var shape: Content
  /// How far it moves.
  public var offset: CGSize

  /// The shape's path, moved.
  nonisolated public func path(in rect: CGRect) -> Path {
    self.shape.path(in: rect).offsetBy(dx: self.offset.width, dy: self.offset.height)
  }

  nonisolated func svgOutline(in rect: CGRect) -> SVGOutline {
    var outline = ComposableViews.svgOutline(of: self.shape, in: rect)
    let (dx, dy) = (svgNumber(self.offset.width), svgNumber(self.offset.height))
    outline.prependTransform(
      svg: "translate(\(dx) \(dy))", css: "translate(\(dx)px,\(dy)px)", anchor: .center, in: rect)
    return outline
  }
}
