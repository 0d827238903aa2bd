extension View {
  /// Keeps the view at its ideal size: it does not shrink (or wrap its text) to fit.
  public func fixedSize() -> some View {
    self.fixedSize(horizontal: true, vertical: true)
  }

  /// Keeps the view at its ideal width, height or both.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    var declarations: [String] = []
    if horizontal { declarations += ["flex-shrink:0", "white-space:nowrap"] }
    if vertical { declarations.append("align-self:flex-start") }
    return _StyledView(content: self) { $0.styles.append(contentsOf: declarations) }
  }

  /// Digits of equal width in this view's text, so that counting numbers do not shift.
  public func monospacedDigit() -> some View {
    self.styled("font-variant-numeric:tabular-nums")
  }

  /// The insets of a list row around its content.
  public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    guard let insets else { return self.styled() }
    return self.styled(
      "padding:\(cssLength(insets.top)) \(cssLength(insets.trailing)) "
        + "\(cssLength(insets.bottom)) \(cssLength(insets.leading))")
  }
}
