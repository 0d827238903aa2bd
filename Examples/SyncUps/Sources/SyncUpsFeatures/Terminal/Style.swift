/// ANSI styling for the terminal, switched off when output is not a terminal.
public struct Style: Sendable {
  /// Whether escape sequences are written.
  public var isEnabled: Bool

  /// Creates a style; pass `isatty(STDOUT_FILENO) != 0` to colour only real terminals.
  public init(isEnabled: Bool) {
    self.isEnabled = isEnabled
  }

  /// Plain text, for tests and pipes.
  public static let plain = Style(isEnabled: false)

  /// Clears the screen and moves the cursor home.
  public var clearScreen: String { self.isEnabled ? "\u{1B}[2J\u{1B}[H" : "" }

  /// Bold text.
  public func bold(_ text: String) -> String { self.wrap(text, "1") }
  /// Dimmed text.
  public func dim(_ text: String) -> String { self.wrap(text, "2") }
  /// Red text, for problems.
  public func red(_ text: String) -> String { self.wrap(text, "31") }
  /// Green text, for progress.
  public func green(_ text: String) -> String { self.wrap(text, "32") }
  /// Yellow text, for warnings.
  public func yellow(_ text: String) -> String { self.wrap(text, "33") }
  /// Text in a sync-up's theme colour.
  public func themed(_ text: String, _ theme: Theme) -> String {
    self.wrap(text, "38;5;\(theme.terminalColor)")
  }

  private func wrap(_ text: String, _ code: String) -> String {
    self.isEnabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
