import ArgumentParser
import ComposableArchitecture
import Foundation
import SyncUpsFeatures

/// `swift run SyncUps`: the SyncUps app in the terminal.
@main
struct SyncUpsCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "SyncUps",
    abstract: "Plan and run sync-up meetings, in the terminal.",
    discussion: """
      Type a number to pick a row, or a command; 'help' lists the commands of each screen. \
      Input can also be piped in, one command per line; 'wait SECONDS' lets a meeting's clock \
      run. Ctrl-D or 'quit' saves and exits.
      """
  )

  @Option(
    name: .long,
    help: ArgumentHelp(
      "The JSON file holding the sync-ups (default: ~/.syncups/syncups.json).",
      valueName: "path"
    )
  )
  var data: String?

  @Flag(name: .long, help: "Never colour the output (colour is used only on a terminal).")
  var noColor = false

  func run() async throws {
    let url =
      self.data.map { URL(fileURLWithPath: NSString(string: $0).expandingTildeInPath) }
      ?? SyncUpsStorage.defaultURL
    let colour =
      !self.noColor && isatty(STDOUT_FILENO) != 0
      && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    await Self.runApp(url: url, colour: colour, isInteractive: isatty(STDIN_FILENO) != 0)
  }

  @MainActor
  static func runApp(url: URL, colour: Bool, isInteractive: Bool) async {
    let store = Store(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.syncUpsStorage = .file(at: url)
    }
    let app = TerminalApp(
      store: store,
      style: Style(isEnabled: colour),
      isInteractive: isInteractive,
      dataPath: url.path,
      write: { FileHandle.standardOutput.write(Data($0.utf8)) }
    )
    await app.run(lines: LineReader.standardInput())
  }
}
