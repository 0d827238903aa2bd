import ComposableArchitecture
import Foundation

/// The terminal front end: draws the screen on top of the app's store, re-draws it whenever the
/// state it shows changes (through `observe { }`), and turns lines of input into actions.
///
/// Input is handled one line at a time, on the main actor: a command's actions are sent, the
/// screen is drawn, then the next line is read. Changes that come from effects (the meeting
/// timer, loading) are drawn by the observation as they happen. When typing at a terminal, the
/// app echoes the line itself (``TerminalInput/keys(_:)``), so those redraws keep it.
///
/// However the app ends (`quit`, end of input, a signal), it saves first: a meeting in progress
/// is saved as it stands, and an open form that was never saved is named as discarded. What the
/// storage did on its own (a merge with another SyncUps, a recovered meeting) is shown as a
/// notice.
@MainActor
public final class TerminalApp {
  /// The app's store.
  public let store: StoreOf<AppFeature>
  let storage: SyncUpsStorage
  let style: Style
  let isInteractive: Bool
  let dataPath: String
  let write: (String) -> Void
  var lastScreen: String?
  var isHandlingInput = false
  var observation: ObserveToken?
  var meetingTimers: [StackElementID: StoreTask] = [:]
  /// The line being typed, when the app echoes input itself.
  var typed = ""
  /// A notice or help text shown under the screen until the next command.
  var notice: String?
  var help: String?

  /// Creates the front end.
  ///
  /// - Parameters:
  ///   - store: The app's store.
  ///   - storage: The store's storage of the sync-ups, whose events are shown as notices.
  ///   - style: Colours and screen clearing, enabled only when standard output is a terminal.
  ///   - isInteractive: Whether a person types the input (standard input is a terminal): the
  ///     app then shows a prompt; otherwise it echoes each line it reads, so the output reads
  ///     like a session.
  ///   - dataPath: Where the data is stored, for messages.
  ///   - write: Where output goes.
  public init(
    store: StoreOf<AppFeature>,
    storage: SyncUpsStorage,
    style: Style,
    isInteractive: Bool,
    dataPath: String,
    write: @escaping (String) -> Void
  ) {
    self.store = store
    self.storage = storage
    self.style = style
    self.isInteractive = isInteractive
    self.dataPath = dataPath
    self.write = write
  }

  /// Handles input until `quit`, the end of input or one of `signals`, then saves and says
  /// goodbye.
  ///
  /// - Returns: The exit status: 0 when everything was saved, 1 when something could not be,
  ///   and 128 + the signal's number when a signal ended the app (after saving).
  public func run(
    input: TerminalInput, signals: AsyncStream<Int32> = AsyncStream { $0.finish() }
  ) async -> Int32 {
    self.write(self.style.dim(self.header) + "\n")
    self.observation = observe { [weak self] in
      self?.render()
    }
    let lines: AsyncStream<String>
    var editor: Task<Void, Never>?
    switch input {
    case .lines(let stream):
      lines = stream
    case .keys(let keys):
      let (stream, continuation) = AsyncStream.makeStream(of: String.self)
      lines = stream
      editor = Task { await self.edit(keys, into: continuation) }
    }
    let ending = await self.handleInput(lines, until: signals)
    editor?.cancel()
    return await self.terminate(ending)
  }

  /// How the session ended.
  enum Ending: Equatable {
    case quit
    case endOfInput
    case signal(Int32)
  }

  /// Handles lines until `quit` or their end, unless a signal comes first (which stops a command
  /// that is waiting, such as `wait`).
  private func handleInput(
    _ lines: AsyncStream<String>, until signals: AsyncStream<Int32>
  ) async -> Ending {
    await withTaskGroup(of: Ending?.self) { group in
      group.addTask {
        for await line in lines {
          guard await self.handleEchoing(line) else { return .quit }
        }
        return Task.isCancelled ? nil : .endOfInput
      }
      group.addTask {
        for await signal in signals {
          return .signal(signal)
        }
        return nil
      }
      var ending = Ending.endOfInput
      while let next = await group.next() {
        guard let next else { continue }
        ending = next
        break
      }
      group.cancelAll()
      return ending
    }
  }

  private func handleEchoing(_ line: String) async -> Bool {
    if !self.isInteractive {
      self.write("> \(printable(line))\n")
    }
    return await self.handle(line)
  }

  /// Saves what the session holds and says what became of it; returns the exit status.
  private func terminate(_ ending: Ending) async -> Int32 {
    self.observation?.cancel()
    var messages: [String] = []
    if case .signal(let signal) = ending {
      messages.append("Stopping: received \(SignalReader.name(of: signal)).")
    }
    if let form = self.store.unsavedFormDescription {
      messages.append("Discarded \(form) (type 'save' in a form to keep it).")
    }
    if let meeting = self.store.meetingInProgress {
      messages.append(
        "Saved the meeting of '\(meeting.title)' in progress"
          + " (\(DurationFormat.clock(meeting.elapsed)),"
          + " \(meeting.notes) note\(meeting.notes == 1 ? "" : "s"))."
      )
    }
    for task in self.meetingTimers.values { task.cancel() }
    await self.terminateSession()
    let (farewell, saved) = self.farewell
    messages.append(farewell)
    self.write((self.isInteractive ? "\n" : "") + messages.joined(separator: "\n") + "\n")
    if !saved { return 1 }
    if case .signal(let signal) = ending { return 128 + signal }
    return 0
  }

  /// Handles one line; returns `false` to quit.
  func handle(_ line: String) async -> Bool {
    self.notice = nil
    self.help = nil
    guard let command = Command(line) else {
      self.render(force: true)
      return true
    }
    let screen = self.store.currentScreen
    switch command.name {
    case "quit", "exit", "q":
      return false
    case "help", "?":
      self.help = self.helpText(for: screen)
      self.render(force: true)
      return true
    case "wait":
      guard let seconds = Double(command.argument), (0...3600).contains(seconds) else {
        self.notice = "Usage: wait SECONDS (0 to 3600)."
        self.render(force: true)
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
      self.notice = "\(reason) Type 'help' for commands."
      self.render(force: true)
    } else {
      self.render()
    }
    return true
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

  var header: String {
    "SyncUps · data: \(printable(self.dataPath)) · type 'help' for commands"
  }

  private func helpText(for screen: any TerminalScreen) -> String {
    let global = [
      CommandHelp("help", "show this list"),
      CommandHelp("wait SECONDS", "let time pass (for scripts: the meeting clock keeps running)"),
      CommandHelp("quit", "save and exit (Ctrl-D and Ctrl-C do the same)"),
      CommandHelp("(empty line)", "draw the screen again"),
    ]
    let width = (screen.commands + global).map(\.usage.count).max() ?? 0
    func line(_ help: CommandHelp) -> String {
      "  " + help.usage.padding(toLength: width + 2, withPad: " ", startingAt: 0) + help.summary
    }
    return (["Commands here:"] + screen.commands.map(line) + ["Everywhere:"] + global.map(line))
      .joined(separator: "\n")
  }

  /// Ends the session as the app would be told it ends: a meeting in progress is saved as it
  /// stands, then the list is saved once more (which retries a failed save, and merges another
  /// SyncUps's changes).
  func terminateSession() async {
    let path = self.store.path
    if let id = path.ids.first(where: { if case .record = path[id: $0] { true } else { false } }) {
      await self.store.send(.path(.element(id: id, action: .record(.appWillTerminate)))).finish()
    }
    try? await self.store.state.syncUpsList.$syncUps.save()
  }

  /// The last line, and whether everything was saved.
  private var farewell: (String, Bool) {
    let syncUps = self.store.state.syncUpsList.$syncUps
    let count = syncUps.wrappedValue.count
    let path = printable(self.dataPath)
    if let reason = (syncUps.loadError as? SyncUpsLoadError)?.notSaving {
      return ("Nothing was saved: \(printable(reason)). Bye.", false)
    }
    guard let error = syncUps.saveError else {
      return ("Saved \(count) sync-up\(count == 1 ? "" : "s") to \(path). Bye!", true)
    }
    return (
      "Could not save to \(path): \(printable(error.localizedDescription)). Your changes of"
        + " this session are lost; fix the problem and try again. Bye.", false
    )
  }

  /// Polls a condition on the main actor until it holds, the timeout passes or the task is
  /// cancelled.
  func waitUntil(
    timeout: Duration, _ condition: (TerminalApp) -> Bool
  ) async -> Bool {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while !condition(self) {
      guard ContinuousClock.now < deadline, !Task.isCancelled else { return false }
      try? await Task.sleep(for: .milliseconds(5))
    }
    return true
  }
}

/// Where the terminal front end's input comes from.
public enum TerminalInput: Sendable {
  /// Whole lines, from a pipe or a file: each is echoed after a `>`, so the output reads like a
  /// session.
  case lines(AsyncStream<String>)
  /// Keys from a terminal (``KeyReader``): the app echoes and edits the line itself.
  case keys(AsyncStream<Key>)
}
