extension TextState {
  /// The heading level of text, mirroring SwiftUI's `AccessibilityHeadingLevel`.
  public enum AccessibilityHeadingLevel: String, Hashable, Sendable {
    /// A top-level heading.
    case h1
    /// A second-level heading.
    case h2
    /// A third-level heading.
    case h3
    /// A fourth-level heading.
    case h4
    /// A fifth-level heading.
    case h5
    /// A sixth-level heading.
    case h6
    /// A heading of unspecified level.
    case unspecified
  }

  /// The kind of content text holds, mirroring SwiftUI's `AccessibilityTextContentType`.
  public enum AccessibilityTextContentType: String, Hashable, Sendable {
    /// Console output.
    case console
    /// A file system path or listing.
    case fileSystem
    /// A message in a conversation.
    case messaging
    /// Prose, such as a book.
    case narrative
    /// Plain text.
    case plain
    /// Source code.
    case sourceCode
    /// Spreadsheet content.
    case spreadsheet
    /// Word-processing content.
    case wordProcessing
  }

  /// Marks the text as a heading of the given level for assistive technologies.
  public func accessibilityHeading(_ headingLevel: AccessibilityHeadingLevel) -> Self {
    appending(.accessibilityHeading(headingLevel))
  }

  /// Sets the label that assistive technologies read instead of the text.
  ///
  /// ```swift
  /// TextState("♥︎").accessibilityLabel(TextState("Favorite"))
  /// ```
  public func accessibilityLabel(_ label: Self) -> Self {
    appending(.accessibilityLabel(label))
  }

  /// Sets the label that assistive technologies read instead of the text.
  ///
  /// ```swift
  /// TextState("♥︎").accessibilityLabel("Favorite")
  /// ```
  public func accessibilityLabel<S: StringProtocol>(_ string: S) -> Self {
    appending(.accessibilityLabel(TextState(string)))
  }

  /// The most recently applied accessibility label, if any.
  public var accessibilityLabel: TextState? {
    for case .accessibilityLabel(let label) in modifiers.reversed() {
      return label
    }
    return nil
  }

  /// Describes the kind of content the text holds for assistive technologies.
  public func accessibilityTextContentType(_ type: AccessibilityTextContentType) -> Self {
    appending(.accessibilityTextContentType(type))
  }

  /// Raises or lowers the pitch of spoken text; `value` ranges from `-1` to `1`.
  public func speechAdjustedPitch(_ value: Double) -> Self {
    appending(.speechAdjustedPitch(value))
  }

  /// Makes assistive technologies speak punctuation when `value` is `true`.
  public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Self {
    appending(.speechAlwaysIncludesPunctuation(value))
  }

  /// Queues the announcement behind current speech when `value` is `true`.
  public func speechAnnouncementsQueued(_ value: Bool = true) -> Self {
    appending(.speechAnnouncementsQueued(value))
  }

  /// Makes assistive technologies spell out the text character by character when `value` is
  /// `true`.
  public func speechSpellsOutCharacters(_ value: Bool = true) -> Self {
    appending(.speechSpellsOutCharacters(value))
  }
}
