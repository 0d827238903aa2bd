import ComposableArchitecture

extension TerminalApp {
  /// Draws the screen if it changed (or when forced), with the notice, help and warnings that
  /// go with it, then the prompt and whatever is being typed.
  ///
  /// Always reads the state it draws, so that when it runs inside `observe { }` it tracks what
  /// the screen shows; while a command is being handled, only the handler draws.
  func render(force: Bool = false) {
    let screen = self.store.currentScreen
    let events = self.storage.takeEvents()
    if !events.isEmpty {
      self.notice = ([self.notice].compactMap { $0 } + events.map(Self.notice)).joined(
        separator: "\n")
    }
    var text = screen.render(self.style) + "\n\n" + self.style.dim(screen.hint + " · help · quit")
    if let warning = self.store.persistenceWarning {
      text += "\n" + self.style.yellow("! \(printable(warning))")
    }
    guard !self.isHandlingInput, force || text != self.lastScreen else { return }
    self.lastScreen = text
    let clears = !self.style.clearScreen.isEmpty
    var output = ""
    if clears {
      // The screen is wiped: the header, help and notice are drawn again with it.
      output += self.style.clearScreen + self.style.dim(self.header) + "\n" + text + "\n"
      if let help = self.help { output += help + "\n" }
      if let notice = self.notice { output += self.style.red("! \(notice)") + "\n" }
    } else {
      // Output only grows: help and notices are written once, above the screen they belong to.
      if let help = self.help { output += help + "\n" }
      if let notice = self.notice { output += "! \(notice)\n" }
      self.help = nil
      self.notice = nil
      output += text + "\n"
    }
    if self.isInteractive {
      output += "> " + printable(self.typed)
    }
    self.write(output)
  }

  /// What the user is told of something the storage did on its own.
  static func notice(_ event: SyncUpsStorageEvent) -> String {
    switch event {
    case .merged(let merge):
      return
        (["Another SyncUps saved this file too; its changes were merged in."]
        + merge.conflicts.map { "  \(printable($0))" }).joined(separator: "\n")
    case .recovered(let meetings):
      return meetings.map { meeting in
        let notes = meeting.transcript.split(separator: "\n").count
        return "Recovered the meeting of '\(printable(meeting.syncUp.title))' that was in progress"
          + " when SyncUps last stopped (\(DurationFormat.clock(meeting.secondsElapsed)),"
          + " \(notes) note\(notes == 1 ? "" : "s")): it is saved with the sync-up's meetings."
      }.joined(separator: "\n")
    case .journalFailed(let reason):
      return "Couldn't journal the meeting in progress: \(printable(reason))"
    }
  }

  /// Echoes keys and assembles them into lines: the line being typed lives in `typed`, so every
  /// redraw shows it again after the prompt.
  func edit(_ keys: AsyncStream<Key>, into lines: AsyncStream<String>.Continuation) async {
    for await key in keys {
      switch key {
      case .text(let text):
        self.typed += text
        self.write(printable(text))
      case .backspace:
        guard !self.typed.isEmpty else { continue }
        self.typed.removeLast()
        self.write("\r> " + printable(self.typed) + "\u{1B}[K")
      case .clearLine:
        self.typed = ""
        self.write("\r> \u{1B}[K")
      case .enter:
        let line = self.typed
        self.typed = ""
        self.write("\n")
        lines.yield(line)
      case .endOfInput:
        guard self.typed.isEmpty else { continue }
        lines.finish()
        return
      }
    }
    lines.finish()
  }
}
