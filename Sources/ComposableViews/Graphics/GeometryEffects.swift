import Foundation

extension View {
  /// The view turned by an angle around an anchor (its centre by default), as drawn; the room
  /// it takes does not change.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    _StyledView(content: self) {
      $0.styles.append("transform-origin:\(anchor.css)")
      $0.prependTransform("rotate(\(svgNumber(angle.degrees))deg)")
    }
  }

  /// The view scaled by a factor around an anchor, as drawn; the room it takes does not change.
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    self.scaleEffect(x: s, y: s, anchor: anchor)
  }

  /// The view scaled by a width and height factor around an anchor, as drawn.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    self.scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
  }

  /// The view scaled horizontally and vertically around an anchor, as drawn.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> some View
  {
    _StyledView(content: self) {
      $0.styles.append("transform-origin:\(anchor.css)")
      $0.prependTransform("scale(\(svgNumber(x)),\(svgNumber(y)))")
    }
  }

  /// The view moved by an offset, as drawn; the room it takes stays where it was.
  public func offset(_ offset: CGSize) -> some View {
    self.offset(x: offset.width, y: offset.height)
  }

  /// The view moved by `x` and `y` points, as drawn.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    _StyledView(content: self) {
      $0.prependTransform("translate(\(svgNumber(x))px,\(svgNumber(y))px)")
    }
  }

  /// The view with its centre at a point of its parent: CSS absolute positioning in the nearest
  /// `GeometryReader` (or other positioned container).
  public func position(_ position: CGPoint) -> some View {
    self.position(x: position.x, y: position.y)
  }

  /// The view with its centre at `x`, `y` points of its parent.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    _StyledView(content: self) {
      $0.styles += ["position:absolute", "left:\(svgNumber(x))px", "top:\(svgNumber(y))px"]
      $0.prependTransform("translate(-50%,-50%)")
    }
  }
}
