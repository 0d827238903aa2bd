/// What Enter in a text field runs; equal for the same `.onSubmit`, so that views below it are
/// kept when it renders again.
struct SubmitAction: Equatable {
  let place: String
  let action: @MainActor () -> Void

  @MainActor func callAsFunction() { self.action() }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.place == rhs.place }
}

extension EnvironmentValues {
  /// What Enter in a text field below runs: set by `.onSubmit`.
  @Entry var submitAction: SubmitAction?
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
    _SubmitView(content: self, action: action)
  }
}

/// A view whose text fields submit: what `.onSubmit` builds.
public struct _SubmitView<Content: View>: _PrimitiveView {
  let content: Content
  let action: @MainActor () -> Void

  public func _render(in renderer: _Renderer) {
    let submit = SubmitAction(place: renderer.path, action: self.action)
    renderer.withEnvironment({ $0.submitAction = submit }) { renderer.render(self.content) }
  }
}
