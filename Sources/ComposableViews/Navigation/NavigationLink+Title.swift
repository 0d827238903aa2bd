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

extension NavigationLink {
  /// A link that pushes `destination` while `isActive` is true: a tap sets it, going back
  /// clears it (SwiftUI's older, binding-driven link).
  public init(
    isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination, label: label)
    self.isActive = isActive
  }

  /// A link that pushes `destination` while `selection` is `tag`: a tap selects the tag, going
  /// back clears the selection.
  public init<V: Hashable>(
    tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
    @ViewBuilder label: () -> Label
  ) {
    self.init(
      isActive: Binding(
        get: { selection.wrappedValue == tag },
        set: { isActive in
          if isActive {
            selection.wrappedValue = tag
          } else if selection.wrappedValue == tag {
            selection.wrappedValue = nil
          }
        }),
      destination: destination, label: label)
  }
}

extension NavigationLink where Label == Text {
  /// A link with a title that pushes `destination` while `isActive` is true.
  public init(
    _ titleKey: LocalizedStringKey, isActive: Binding<Bool>,
    @ViewBuilder destination: () -> Destination
  ) {
    self.init(isActive: isActive, destination: destination) { Text(titleKey) }
  }

  /// A link with a title that pushes `destination` while `isActive` is true.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination
  ) {
    self.init(isActive: isActive, destination: destination) { Text(title) }
  }

  /// A link with a title that pushes `destination` while `selection` is `tag`.
  public init<V: Hashable>(
    _ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>,
    @ViewBuilder destination: () -> Destination
  ) {
    self.init(tag: tag, selection: selection, destination: destination) { Text(titleKey) }
  }

  /// A link with a title that pushes `destination` while `selection` is `tag`.
  @_disfavoredOverload
  public init<S: StringProtocol, V: Hashable>(
    _ title: S, tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination
  ) {
    self.init(tag: tag, selection: selection, destination: destination) { Text(title) }
  }
}
