private struct SubmitActionKey: EnvironmentKey {
  static var defaultValue: (@MainActor () -> Void)? { nil }
}

extension EnvironmentValues {
  /// What Enter in a text field below runs: set by `.onSubmit`.
  var submitAction: (@MainActor () -> Void)? {
    get { self[SubmitActionKey.self] }
    set { self[SubmitActionKey.self] = newValue }
  }
}

/// What `.onSubmit(of:_:)` reacts to; only text is submitted in a page.
public struct SubmitTriggers: OptionSet, Sendable {
  /// The raw value.
  public let rawValue: Int
  /// Creates triggers.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Enter in a text field.
  public static let text = SubmitTriggers(rawValue: 1)
  /// Enter in a search field.
  public static let search = SubmitTriggers(rawValue: 2)
}

extension View {
  /// Runs an action when the person presses Enter in a text field of this view.
  public func onSubmit(
    of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void
  ) -> some View {
    _EnvironmentWriter(content: self) { $0.submitAction = action }
  }
}
