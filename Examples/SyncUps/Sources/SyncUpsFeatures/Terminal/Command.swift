import Foundation

/// One line of user input: a command word (or a number) and the rest of the line.
public struct Command: Equatable, Sendable {
  /// The first word, lowercased.
  public var name: String
  /// The rest of the line, trimmed.
  public var argument: String

  /// Parses a line; `nil` for a blank line.
  public init?(_ line: String) {
    let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { return nil }
    let parts = trimmed.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
    self.name = parts[0].lowercased()
    self.argument =
      parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespacesAndNewlines) : ""
  }

  /// The command as a number (`3` selects the third row), if it is one.
  public var number: Int? { Int(self.name) }

  /// The argument as a number, if it is one.
  public var argumentNumber: Int? { Int(self.argument) }
}

/// What became of a command.
public enum CommandOutcome: Equatable, Sendable {
  /// The command was applied.
  case done
  /// The command was applied, and an effect will pop the top screen shortly.
  case awaitingPop
  /// The command was not understood or not allowed here, with a one-line reason.
  case rejected(String)
}

/// A line of help: how to type a command and what it does.
public struct CommandHelp: Equatable, Sendable {
  /// How to type it: `title TEXT`.
  public var usage: String
  /// What it does.
  public var summary: String

  /// Creates a line of help.
  public init(_ usage: String, _ summary: String) {
    self.usage = usage
    self.summary = summary
  }
}
