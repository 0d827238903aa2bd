import Foundation

/// An equatable, platform-independent description of styled text.
///
/// Hold `TextState` in feature state instead of a UI text type so that it can be compared in
/// tests, dumped, and rendered on any platform:
///
/// ```swift
/// state.label = TextState("Hello, ") + TextState(name).bold() + TextState("!")
/// String(state: state.label)  // "Hello, Blob!"
/// ```
///
/// Two values are equal when they were built from the same pieces with the same modifiers. A
/// concatenation is never equal to a single verbatim string, even if both render the same text.
public struct TextState: Hashable, Sendable {
  let storage: Storage
  var modifiers: [Modifier] = []

  init(storage: Storage, modifiers: [Modifier] = []) {
    self.storage = storage
    self.modifiers = modifiers
  }

  indirect enum Storage: Hashable, Sendable {
    case concatenated(TextState, TextState)
    case verbatim(String)
  }

  /// Creates text state that displays a string without any localization.
  ///
  /// ```swift
  /// TextState(verbatim: "pencil.circle")
  /// ```
  public init(verbatim content: String) {
    self.init(storage: .verbatim(content))
  }

  /// Creates text state that displays a string.
  ///
  /// ```swift
  /// TextState("Delete?")
  /// TextState("Delete \(item.name)?")
  /// ```
  public init<S: StringProtocol>(_ content: S) {
    self.init(storage: .verbatim(String(content)))
  }

  /// Concatenates two pieces of text state, keeping the modifiers of each piece.
  ///
  /// ```swift
  /// let text = TextState("Hello, ") + TextState("World").bold()
  /// ```
  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(storage: .concatenated(lhs, rhs))
  }

  /// Returns a copy of this text with `modifier` appended to its modifiers.
  func appending(_ modifier: Modifier) -> Self {
    var copy = self
    copy.modifiers.append(modifier)
    return copy
  }
}

extension String {
  /// Renders text state as plain text, dropping all formatting and accessibility modifiers.
  ///
  /// ```swift
  /// String(state: TextState("Hello, ") + TextState("World").bold())  // "Hello, World"
  /// ```
  ///
  /// - Parameters:
  ///   - state: The text state to render.
  ///   - locale: Accepted for source compatibility; verbatim text is not localized, so it is
  ///     currently unused.
  public init(state: TextState, locale: Locale? = nil) {
    var output = ""
    state.render(into: &output)
    self = output
  }
}

extension TextState {
  /// Appends the plain text of this value to `output`, left to right.
  func render(into output: inout String) {
    switch storage {
    case .verbatim(let string):
      output.append(string)
    case .concatenated(let lhs, let rhs):
      lhs.render(into: &output)
      rhs.render(into: &output)
    }
  }
}
