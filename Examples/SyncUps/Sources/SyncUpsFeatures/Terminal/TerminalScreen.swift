/// A screen of the terminal front end: draws a store's state and turns commands into actions.
@MainActor
public protocol TerminalScreen {
  /// Draws the screen.
  func render(_ style: Style) -> String
  /// The commands this screen understands, for `help` and the hint line.
  var commands: [CommandHelp] { get }
  /// Applies a command, sending actions to the screen's store.
  func handle(_ command: Command) -> CommandOutcome
}

extension TerminalScreen {
  /// A one-line summary of the commands, shown under the screen.
  public var hint: String {
    self.commands.map(\.usage).joined(separator: " · ")
  }
}

/// Validates a 1-based row number against a count, or explains what is wrong.
func row(_ number: Int?, in count: Int, of what: String) -> Result<Int, RowError> {
  guard count > 0 else { return .failure(RowError(message: "There are no \(what)s.")) }
  guard let number, (1...count).contains(number) else {
    return .failure(
      RowError(message: "Pick a \(what) number from 1 to \(count).")
    )
  }
  return .success(number - 1)
}

/// Why a row number was refused.
struct RowError: Error {
  var message: String
}
