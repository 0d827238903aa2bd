import ComposableArchitecture
import Foundation

/// The terminal front end: draws the screen on top of the app's store, re-draws it whenever the
/// state it shows changes (through `observe { }`), and turns lines of input into actions.
///
/// Input is handled one line at a time, on the main actor: a command's actions are sent, the
/// screen is drawn, then the next line is read. Changes that come from effects (the meeting
/// timer, loading) are drawn by the observation as they happen.
@MainActor
public final class TerminalApp {
  /// The app's store.
  public let store: StoreOf<AppFeature>
  private let style: Style
  private let isInteractive: Bool
  private let dataPath: String
  private let write: (String) -> Void
  private var lastScreen: String?
  private var isHandlingInput = false
  private var observation: ObserveToken?
  private var meetingTimers: [StackElementID: StoreTask] = [:]

  /// Creates the front end.
  ///
  /// - Parameters:
  ///   - store: The app's store.
  ///   - style: Colours, enabled only when standard output is a terminal.
  ///   - isInteractive: Whether a person types the input (standard input is a terminal): the
  ///     app then shows a prompt; otherwise it echoes each line it reads, so the output reads
  ///     like a session.
  ///   - dataPath: Where the data is stored, for messages.
  ///   - write: Where output goes.
  public init(
    store: StoreOf<AppFeature>,
    style: Style,
    isInteractive: Bool,
    dataPath: String,
    write: @escaping (String) -> Void
  ) {
    self.store = store
    self.style = style
    self.isInteractive = isInteractive
    self.dataPath = dataPath
    self.write = write
  }

  /// Loads the data, then handles lines until `quit` or the end of input, then saves.
  public func run(lines: AsyncStream<String>) async {
    self.write(self.style.dim("SyncUps · data: \(self.dataPath) · type 'help' for commands") + "\n")
    await self.store.send(.launched).finish()
    _ = await self.waitUntil(timeout: .seconds(10)) { $0.store.persistence != .loading }
    self.observation = observe { [weak self] in
      self?.render()
    }
    for await line in lines {
      if !self.isInteractive {
        self.write("> \(line)\n")
      }
      guard await self.handle(line) else { break }
    }
    self.observation?.cancel()
    await self.store.send(.willTerminate).finish()
    self.write(self.farewell + "\n")
  }

  /// Handles one line; returns `false` to quit.
  func handle(_ line: String) async -> Bool {
    guard let command = Command(line) else {
      self.render(force: true)
      return true
    }
    let screen = self.store.currentScreen
    switch command.name {
    case "quit", "exit", "q":
      return false
    case "help", "?":
      self.write(self.help(for: screen) + (self.isInteractive ? "> " : ""))
      return true
    case "wait":
      guard let seconds = Double(command.argument), (0...3600).contains(seconds) else {
        self.render(force: true, notice: "Usage: wait SECONDS (0 to 3600).")
        return true
      }
      try? await Task.sleep(for: .milliseconds(Int(seconds * 1000)))
      self.startMeetingTimers()
      self.render()
      return true
    default:
      break
    }
    self.isHandlingInput = true
    let depth = self.store.path.count
    let outcome = screen.handle(command)
    if outcome == .awaitingPop {
      _ = await self.waitUntil(timeout: .seconds(30)) { $0.store.path.count < depth }
    }
    self.isHandlingInput = false
    self.startMeetingTimers()
    if case .rejected(let reason) = outcome {
      self.render(force: true, notice: "\(reason) Type 'help' for commands.")
    } else {
      self.render()
    }
    return true
  }

  /// Draws the screen if it changed (or when forced), with a one-line notice.
  ///
  /// Always reads the state it draws, so that when it runs inside `observe { }` it tracks what
  /// the screen shows; while a command is being handled, only the handler draws.
  func render(force: Bool = false, notice: String? = nil) {
    let screen = self.store.currentScreen
    let text =
      screen.render(self.style) + "\n\n"
      + self.style.dim(screen.hint + " · help · quit")
    guard !self.isHandlingInput, force || text != self.lastScreen else { return }
    self.lastScreen = text
    let notice = notice.map { self.style.red("! \($0)") + "\n" } ?? ""
    var output = self.style.clearScreen
    if self.style.isEnabled {
      output += text + "\n" + notice
    } else {
      output += notice + text + "\n"
    }
    if self.isInteractive {
      output += "> "
    }
    self.write(output)
  }

  /// Starts the timer of a meeting screen once it is pushed, as a view's `.task` would; the
  /// stack cancels it when the screen is popped.
  private func startMeetingTimers() {
    let path = self.store.path
    for id in path.ids where self.meetingTimers[id] == nil {
      if case .record = path[id: id] {
        self.meetingTimers[id] = self.store.send(.path(.element(id: id, action: .record(.onTask))))
      }
    }
    self.meetingTimers = self.meetingTimers.filter { path.ids.contains($0.key) }
  }

  private func help(for screen: any TerminalScreen) -> String {
    let global = [
      CommandHelp("help", "show this list"),
      CommandHelp("wait SECONDS", "let time pass (for scripts: the meeting clock keeps running)"),
      CommandHelp("quit", "save and exit (Ctrl-D does the same)"),
      CommandHelp("(empty line)", "draw the screen again"),
    ]
    let width = (screen.commands + global).map(\.usage.count).max() ?? 0
    func line(_ help: CommandHelp) -> String {
      "  " + help.usage.padding(toLength: width + 2, withPad: " ", startingAt: 0) + help.summary
    }
    return (["Commands here:"] + screen.commands.map(line) + ["Everywhere:"] + global.map(line))
      .joined(separator: "\n") + "\n"
  }

  private var farewell: String {
    let count = self.store.syncUpsList.syncUps.count
    switch self.store.persistence {
    case .enabled where self.store.saveError == nil:
      return "Saved \(count) sync-up\(count == 1 ? "" : "s") to \(self.dataPath). Bye!"
    case .enabled:
      return "Could not save to \(self.dataPath): \(self.store.saveError ?? ""). Bye."
    case .disabled(let reason):
      return "Nothing was saved: \(reason). Bye."
    case .loading:
      return "Bye."
    }
  }

  /// Polls a condition on the main actor until it holds or the timeout passes.
  private func waitUntil(
    timeout: Duration, _ condition: (TerminalApp) -> Bool
  ) async -> Bool {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while !condition(self) {
      guard ContinuousClock.now < deadline else { return false }
      try? await Task.sleep(for: .milliseconds(5))
    }
    return true
  }
}
