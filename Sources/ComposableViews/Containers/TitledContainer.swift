/// A view that shows a label over content of its own, made from a label view or from a title:
/// ``Menu`` and ``DisclosureGroup``.
///
/// Their title initializers are written once here: the title becomes the label, a ``Text``.
public protocol _TitledContainer: View {
  /// The view that labels the content.
  associatedtype Label: View
  /// The content the label is over.
  associatedtype Content: View

  /// The view with a label view over `content`.
  init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label)
}

extension _TitledContainer where Label == Text {
  /// The view with a title over `content`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  /// The view with a title over `content`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}
