extension NavigationLink where Label == Text {
  /// A link with a title that pushes the view `destination` builds.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link with a title that pushes the view `destination` builds.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(title) }
  }

  /// A link with a title that pushes `destination`.
  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    self.init(destination: { destination }) { Text(titleKey) }
  }

  /// A link with a title that pushes `destination`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: { destination }) { Text(title) }
  }
}
