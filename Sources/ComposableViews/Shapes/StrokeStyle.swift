import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#else
  /// How the ends of a stroked line are drawn: CoreGraphics' `CGLineCap`, which Foundation on
  /// Linux lacks.
  public enum CGLineCap: Int32, Sendable {
    /// Square ends at the end points.
    case butt
    /// Round ends past the end points.
    case round
    /// Square ends past the end points.
    case square
  }

  /// How the corners of a stroked line are drawn: CoreGraphics' `CGLineJoin`, which Foundation
  /// on Linux lacks.
  public enum CGLineJoin: Int32, Sendable {
    /// Sharp corners.
    case miter
    /// Rounded corners.
    case round
    /// Cut-off corners.
    case bevel
  }
#endif

/// How a shape's outline is stroked: width, ends, corners and dashes.
///
/// The counterpart of SwiftUI's `StrokeStyle`, drawn as SVG stroke properties.
public struct StrokeStyle: Equatable, Sendable {
  /// The width of the line, in points.
  public var lineWidth: CGFloat
  /// How the ends are drawn.
  public var lineCap: CGLineCap
  /// How the corners are drawn.
  public var lineJoin: CGLineJoin
  /// How far a sharp corner may reach, in line widths.
  public var miterLimit: CGFloat
  /// The lengths of dashes and gaps, in turn; empty for a solid line.
  public var dash: [CGFloat]
  /// Where the dash pattern starts.
  public var dashPhase: CGFloat

  /// A stroke style.
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }

  /// The style as CSS declarations for an SVG element.
  var css: [String] {
    var declarations = ["stroke-width:\(svgNumber(self.lineWidth))"]
    switch self.lineCap {
    case .butt: break
    case .round: declarations.append("stroke-linecap:round")
    case .square: declarations.append("stroke-linecap:square")
    @unknown default: break
    }
    switch self.lineJoin {
    case .miter:
      if self.miterLimit != 10 {
        declarations.append("stroke-miterlimit:\(svgNumber(self.miterLimit))")
      }
    case .round: declarations.append("stroke-linejoin:round")
    case .bevel: declarations.append("stroke-linejoin:bevel")
    @unknown default: break
    }
    if !self.dash.isEmpty {
      declarations.append(
        "stroke-dasharray:" + self.dash.map { svgNumber($0) }.joined(separator: " "))
      if self.dashPhase != 0 {
        declarations.append("stroke-dashoffset:\(svgNumber(self.dashPhase))")
      }
    }
    return declarations
  }
}

/// How a shape's inside is found when it is filled.
///
/// The counterpart of SwiftUI's `FillStyle`: even-odd or non-zero winding.
public struct FillStyle: Equatable, Sendable {
  /// Whether the even-odd rule decides what is inside.
  public var isEOFilled: Bool
  /// Whether edges are smoothed; always, in a page.
  public var isAntialiased: Bool

  /// A fill style.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    self.isEOFilled = eoFill
    self.isAntialiased = antialiased
  }
}

/// How the corners of a rounded rectangle are shaped.
///
/// The counterpart of SwiftUI's `RoundedCornerStyle`; both draw circular corners in a page.
public enum RoundedCornerStyle: Hashable, Sendable {
  /// Quarter circles.
  case circular
  /// A smoother curve on Apple platforms; quarter circles in a page.
  case continuous
}
