import Foundation

extension View {
  /// Clips the view's drawing to its bounds.
  public func clipped(antialiased: Bool = false) -> some View {
    self.styled("overflow:hidden")
  }

  /// Clips the view's drawing to a shape (CSS `clip-path`): exact for the built-in shapes at
  /// any size; another shape's path is taken in the rectangle shapes are drawn for (see
  /// ``Shape``).
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    _ClipShapeView(content: self, shape: shape, fillStyle: style)
  }

  /// Whether the view reacts to clicks and taps; `false` lets them through to what is behind
  /// it (CSS `pointer-events:none`).
  public func allowsHitTesting(_ enabled: Bool) -> some View {
    enabled ? self.styled() : self.styled("pointer-events:none")
  }

  /// The shape that reacts to taps; accepted (a page reacts in the view's bounds).
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    self.styled()
  }
}

/// A view clipped to a shape: what `.clipShape(_:style:)` builds.
public struct _ClipShapeView<Content: View, ClipShape: Shape>: _PrimitiveView {
  let content: Content
  let shape: ClipShape
  let fillStyle: FillStyle

  public func _render(in renderer: _Renderer) {
    let clipPath: String
    if let clipping = self.shape as? any CSSClipping {
      clipPath = clipping.cssClipPath
    } else {
      let rect = CGRect(origin: .zero, size: renderer.environment.shapeProposal)
      let rule = self.fillStyle.isEOFilled ? "evenodd," : ""
      clipPath = "path(\(rule)'\(self.shape.path(in: rect).svgPathData)')"
    }
    renderer.modify({ renderer.render(self.content) }) { $0.styles.append("clip-path:\(clipPath)") }
  }
}

/// A shape CSS can clip to at any size.
protocol CSSClipping {
  /// The CSS `clip-path` value.
  nonisolated var cssClipPath: String { get }
}

extension Rectangle: CSSClipping {
  nonisolated var cssClipPath: String { "inset(\(svgNumber(self.insetAmount))px)" }
}

extension RoundedRectangle: CSSClipping {
  nonisolated var cssClipPath: String {
    let radius = max(0, self.cornerSize.width - self.insetAmount)
    return "inset(\(svgNumber(self.insetAmount))px round \(svgNumber(radius))px)"
  }
}

extension Capsule: CSSClipping {
  nonisolated var cssClipPath: String { "inset(\(svgNumber(self.insetAmount))px round 9999px)" }
}

extension Circle: CSSClipping {
  nonisolated var cssClipPath: String {
    self.insetAmount == 0
      ? "circle(closest-side)" : "circle(calc(50% - \(svgNumber(self.insetAmount))px))"
  }
}

extension Ellipse: CSSClipping {
  nonisolated var cssClipPath: String {
    let amount = svgNumber(self.insetAmount)
    return self.insetAmount == 0
      ? "ellipse(50% 50%)" : "ellipse(calc(50% - \(amount)px) calc(50% - \(amount)px))"
  }
}
