import Foundation

/// The outline of a shape: lines, curves and arcs.
///
/// The counterpart of SwiftUI's `Path`, built the same way and drawn as SVG path data:
///
/// ```swift
/// Path { path in
///   path.move(to: CGPoint(x: 0, y: 0))
///   path.addLine(to: CGPoint(x: 100, y: 50))
///   path.addArc(
///     center: CGPoint(x: 50, y: 50), radius: 40,
///     startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
/// }
/// ```
///
/// Coordinates are points, y growing downwards; `clockwise: false` draws an arc towards larger
/// angles, which turns clockwise on screen, as in SwiftUI.
public struct Path: Equatable, Sendable {
  /// One step of a path.
  enum Element: Equatable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// An arc of at most a quarter turn, from `start` by `sweep` radians (negative: towards
    /// smaller angles), ending at the point it names.
    case arc(center: CGPoint, radius: Double, start: Double, sweep: Double)
    case close
  }

  /// The steps, in order.
  private(set) var elements: [Element] = []
  /// Where the current subpath started, for `closeSubpath`.
  private var subpathStart: CGPoint?

  /// An empty path.
  public init() {}

  /// A path built by `build`.
  public init(_ build: (inout Path) -> Void) {
    self.init()
    build(&self)
  }

  /// A rectangle.
  public init(_ rect: CGRect) {
    self.init()
    self.addRect(rect)
  }

  /// A rectangle with rounded corners.
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {
    self.init()
    self.addRoundedRect(
      in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// A rectangle with rounded corners of a size.
  public init(
    roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    self.init()
    self.addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  /// An ellipse that fits a rectangle.
  public init(ellipseIn rect: CGRect) {
    self.init()
    self.addEllipse(in: rect)
  }

  /// Whether the path has no steps.
  public var isEmpty: Bool { self.elements.isEmpty }

  /// The last point of the path, if it has one.
  public var currentPoint: CGPoint? {
    guard let last = self.elements.last else { return nil }
    switch last {
    case .move(let point), .line(let point): return point
    case .quadCurve(let point, _), .curve(let point, _, _): return point
    case .arc(let center, let radius, let start, let sweep):
      return arcPoint(center: center, radius: radius, angle: start + sweep)
    case .close: return self.subpathStart
    }
  }

  /// Starts a new subpath at a point.
  public mutating func move(to point: CGPoint) {
    self.elements.append(.move(point))
    self.subpathStart = point
  }

  /// A straight line to a point.
  public mutating func addLine(to point: CGPoint) {
    guard self.currentPoint != nil else { return self.move(to: point) }
    self.elements.append(.line(point))
  }

  /// Straight lines through points, starting a new subpath at the first.
  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    self.move(to: first)
    for point in points.dropFirst() { self.addLine(to: point) }
  }

  /// A quadratic Bézier curve to a point.
  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    guard self.currentPoint != nil else { return self.move(to: point) }
    self.elements.append(.quadCurve(to: point, control: control))
  }

  /// A cubic Bézier curve to a point.
  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    guard self.currentPoint != nil else { return self.move(to: point) }
    self.elements.append(.curve(to: point, control1: control1, control2: control2))
  }

  /// Closes the current subpath with a line to its start.
  public mutating func closeSubpath() {
    guard self.currentPoint != nil else { return }
    self.elements.append(.close)
  }

  /// An arc of a circle, from `startAngle` to `endAngle`; a line joins the current point to its
  /// start. `clockwise: false` goes towards larger angles (clockwise on screen, y down).
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
  ) {
    let fullTurn = 2 * Double.pi
    var sweep = endAngle.radians - startAngle.radians
    if clockwise {
      // Towards smaller angles.
      if sweep <= -fullTurn {
        sweep = -fullTurn
      } else if sweep > 0 {
        sweep = sweep.truncatingRemainder(dividingBy: fullTurn) - fullTurn
        if sweep == -fullTurn { sweep = 0 }
      }
    } else {
      if sweep >= fullTurn {
        sweep = fullTurn
      } else if sweep < 0 {
        sweep = sweep.truncatingRemainder(dividingBy: fullTurn) + fullTurn
        if sweep == fullTurn { sweep = 0 }
      }
    }
    self.appendArc(center: center, radius: Double(radius), start: startAngle.radians, sweep: sweep)
  }

  /// A rectangle, as a closed subpath.
  public mutating func addRect(_ rect: CGRect) {
    self.move(to: CGPoint(x: rect.minX, y: rect.minY))
    self.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    self.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    self.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    self.closeSubpath()
  }

  /// Rectangles, each a closed subpath.
  public mutating func addRects(_ rects: [CGRect]) {
    for rect in rects { self.addRect(rect) }
  }

  /// A rectangle with rounded corners, as a closed subpath. Corners are circular arcs (as
  /// `.circular`) whatever the style.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    let radius = max(
      0, min(Double(cornerSize.width), Double(rect.width) / 2, Double(rect.height) / 2))
    guard radius > 0 else { return self.addRect(rect) }
    let (minX, minY, maxX, maxY) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    let quarter = Double.pi / 2
    self.move(to: CGPoint(x: minX + radius, y: minY))
    self.addLine(to: CGPoint(x: maxX - radius, y: minY))
    self.appendArc(
      center: CGPoint(x: maxX - radius, y: minY + radius), radius: radius, start: -quarter,
      sweep: quarter)
    self.addLine(to: CGPoint(x: maxX, y: maxY - radius))
    self.appendArc(
      center: CGPoint(x: maxX - radius, y: maxY - radius), radius: radius, start: 0,
      sweep: quarter)
    self.addLine(to: CGPoint(x: minX + radius, y: maxY))
    self.appendArc(
      center: CGPoint(x: minX + radius, y: maxY - radius), radius: radius, start: quarter,
      sweep: quarter)
    self.addLine(to: CGPoint(x: minX, y: minY + radius))
    self.appendArc(
      center: CGPoint(x: minX + radius, y: minY + radius), radius: radius, start: 2 * quarter,
      sweep: quarter)
    self.closeSubpath()
  }

  /// An ellipse that fits a rectangle, as a closed subpath (four Bézier curves; a circle when
  /// the rectangle is square).
  public mutating func addEllipse(in rect: CGRect) {
    let (rx, ry) = (Double(rect.width) / 2, Double(rect.height) / 2)
    let (cx, cy) = (Double(rect.midX), Double(rect.midY))
    // The control point distance that makes a quarter of a circle from a cubic curve.
    let k = 0.552_284_749_8
    self.move(to: CGPoint(x: cx + rx, y: cy))
    self.addCurve(
      to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry),
      control2: CGPoint(x: cx + k * rx, y: cy + ry))
    self.addCurve(
      to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry),
      control2: CGPoint(x: cx - rx, y: cy + k * ry))
    self.addCurve(
      to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry),
      control2: CGPoint(x: cx - k * rx, y: cy - ry))
    self.addCurve(
      to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry),
      control2: CGPoint(x: cx + rx, y: cy - k * ry))
    self.closeSubpath()
  }

  /// Another path's steps, appended.
  public mutating func addPath(_ path: Path) {
    self.elements.append(contentsOf: path.elements)
    if path.subpathStart != nil { self.subpathStart = path.subpathStart }
  }

  /// The smallest rectangle that holds the path's points (control points included).
  public var boundingRect: CGRect {
    var points: [CGPoint] = []
    for element in self.elements {
      switch element {
      case .move(let point), .line(let point): points.append(point)
      case .quadCurve(let point, let control): points += [point, control]
      case .curve(let point, let control1, let control2): points += [point, control1, control2]
      case .arc(let center, let radius, let start, let sweep):
        for step in 0...8 {
          let angle = start + sweep * Double(step) / 8
          points.append(arcPoint(center: center, radius: radius, angle: angle))
        }
      case .close: break
      }
    }
    guard let first = points.first else { return .null }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for point in points {
      minX = min(minX, point.x)
      minY = min(minY, point.y)
      maxX = max(maxX, point.x)
      maxY = max(maxY, point.y)
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The path turned by an angle around a point.
  func rotated(by angle: Angle, around pivot: CGPoint) -> Path {
    let (cosine, sine) = (cos(angle.radians), sin(angle.radians))
    func turn(_ point: CGPoint) -> CGPoint {
      let (dx, dy) = (Double(point.x - pivot.x), Double(point.y - pivot.y))
      return CGPoint(
        x: Double(pivot.x) + dx * cosine - dy * sine, y: Double(pivot.y) + dx * sine + dy * cosine)
    }
    return self.mapped(turn, angle: angle.radians)
  }

  /// The path moved by an offset.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    self.mapped({ CGPoint(x: $0.x + dx, y: $0.y + dy) }, angle: 0)
  }

  private func mapped(_ transform: (CGPoint) -> CGPoint, angle: Double) -> Path {
    var result = Path()
    result.subpathStart = self.subpathStart.map(transform)
    result.elements = self.elements.map { element in
      switch element {
      case .move(let point): return .move(transform(point))
      case .line(let point): return .line(transform(point))
      case .quadCurve(let point, let control):
        return .quadCurve(to: transform(point), control: transform(control))
      case .curve(let point, let control1, let control2):
        return .curve(
          to: transform(point), control1: transform(control1), control2: transform(control2))
      case .arc(let center, let radius, let start, let sweep):
        return .arc(center: transform(center), radius: radius, start: start + angle, sweep: sweep)
      case .close: return .close
      }
    }
    return result
  }

  /// Appends an arc as pieces of at most a quarter turn, with a line (or a move) to its start.
  private mutating func appendArc(center: CGPoint, radius: Double, start: Double, sweep: Double) {
    let startPoint = arcPoint(center: center, radius: radius, angle: start)
    if self.currentPoint == nil {
      self.move(to: startPoint)
    } else if let current = self.currentPoint,
      abs(current.x - startPoint.x) > 1e-9 || abs(current.y - startPoint.y) > 1e-9
    {
      self.elements.append(.line(startPoint))
    }
    guard sweep != 0, radius > 0 else { return }
    let pieces = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
    let piece = sweep / Double(pieces)
    for index in 0..<pieces {
      self.elements.append(
        .arc(center: center, radius: radius, start: start + piece * Double(index), sweep: piece))
    }
  }

  /// The path as SVG path data, like `M0 0L10 0A5 5 0 0 1 15 5Z`.
  public var svgPathData: String {
    var data = ""
    for element in self.elements {
      switch element {
      case .move(let point): data += "M\(svgNumber(point.x)) \(svgNumber(point.y))"
      case .line(let point): data += "L\(svgNumber(point.x)) \(svgNumber(point.y))"
      case .quadCurve(let point, let control):
        data +=
          "Q\(svgNumber(control.x)) \(svgNumber(control.y)) \(svgNumber(point.x)) \(svgNumber(point.y))"
      case .curve(let point, let control1, let control2):
        data +=
          "C\(svgNumber(control1.x)) \(svgNumber(control1.y)) \(svgNumber(control2.x)) "
          + "\(svgNumber(control2.y)) \(svgNumber(point.x)) \(svgNumber(point.y))"
      case .arc(let center, let radius, let start, let sweep):
        let end = arcPoint(center: center, radius: radius, angle: start + sweep)
        data +=
          "A\(svgNumber(radius)) \(svgNumber(radius)) 0 0 \(sweep > 0 ? 1 : 0) "
          + "\(svgNumber(end.x)) \(svgNumber(end.y))"
      case .close: data += "Z"
      }
    }
    return data
  }
}

/// The point at an angle on a circle.
private func arcPoint(center: CGPoint, radius: Double, angle: Double) -> CGPoint {
  CGPoint(x: Double(center.x) + radius * cos(angle), y: Double(center.y) + radius * sin(angle))
}
