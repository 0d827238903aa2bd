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
      run. 'quit', Ctrl-D, Ctrl-C or a SIGTERM save and exit; a meeting in progress is saved as \
      it stands. The exit status is 0 when everything was saved, 1 when something could not be.
      """
  )

  @Option(
    name: .long,
    help: ArgumentHelp(
      """
      The file holding the sync-ups (default: ~/.syncups/syncups.json): JSON, or a SQLite \
      database when it ends in .sqlite, .sqlite3 or .db (built with '--traits SQLite').
      """,
      valueName: "path"
    )
  )
  var data: String?

  @Option(
    name: .long,
    help: ArgumentHelp(
      """
      A PostgreSQL database holding the sync-ups instead of a file, shared with every SyncUps \
      on it (built with '--traits PostgreSQL').
      """,
      valueName: "postgres://user@host:port/db"
    )
  )
  var database: String?

  @Flag(name: .long, help: "Never colour the output (colour is used only on a terminal).")
  var noColor = false

  func validate() throws {
    if self.data != nil, self.database != nil {
      throw ValidationError("Give --data or --database, not both.")
    }
  }

  func run() async throws {
    if let database = self.database {
      let storage = try SyncUpsStorage.forDatabaseURL(database)
      let status = await Self.runApp(
        dataPath: storage.id, colour: self.colour, storage: storage)
      if status != 0 {
        throw ExitCode(status)
      }
      return
    }
    let url =
      self.data.map { URL(fileURLWithPath: NSString(string: $0).expandingTildeInPath) }
      ?? SyncUpsFile.defaultURL
    let storage = try SyncUpsStorage.forDataFile(url)
    let status = await Self.runApp(dataPath: url.path, colour: self.colour, storage: storage)
    if status != 0 {
      throw ExitCode(status)
    }
  }

  /// Whether to colour the output: on a terminal, unless told not to.
  var colour: Bool {
    !self.noColor && isatty(STDOUT_FILENO) != 0
      && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
  }

  @MainActor
  static func runApp(dataPath: String, colour: Bool, storage: SyncUpsStorage) async -> Int32 {
    // Signals are caught first, so that none arriving while the data loads is missed.
    let signals = SignalReader.catching()
    let keyboard = KeyReader.standardInput()
    defer { keyboard?.restore() }
    let store = Store(initialState: AppFeature.State()) {
      AppFeature()
    } withDependencies: {
      $0.syncUpsStorage = storage
    }
    let app = TerminalApp(
      store: store,
      storage: storage,
      style: Style(isEnabled: colour),
      isInteractive: keyboard != nil,
      dataPath: dataPath,
      // A closed output (a pipe whose reader quit, a hung-up terminal) must not stop the app
      // before it saves: write errors are ignored.
      write: { try? FileHandle.standardOutput.write(contentsOf: Data($0.utf8)) }
    )
    let input = keyboard.map { TerminalInput.keys($0.keys) } ?? .lines(LineReader.standardInput())
    return await app.run(input: input, signals: signals)
  }
}
