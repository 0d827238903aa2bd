extension View {
  /// The order the view is drawn in among its siblings in a `ZStack`: higher values in front
  /// (CSS `z-index`).
  public func zIndex(_ value: Double) -> some View {
    self.styled("position:relative", "z-index:\(Int(value.rounded()))")
  }
}
