import ComposableArchitecture

/// A past meeting's transcript, pushed from the detail screen.
@MainActor
struct TranscriptScreen: TerminalScreen {
  let store: StoreOf<MeetingTranscript>
  /// Pops this screen.
  let pop: () -> Void

  func render(_ style: Style) -> String {
    let syncUp = self.store.syncUp
    let meeting = self.store.meeting
    var lines = [
      style.themed(
        style.bold("\(printable(syncUp.title)): meeting of \(DetailScreen.dateText(meeting.date))"),
        syncUp.theme),
      "",
    ]
    let names = syncUp.attendees.map { $0.name.isEmpty ? "(no name)" : printable($0.name) }
    lines.append("  Attendees: \(names.joined(separator: ", "))")
    lines += ["", "  Transcript:"]
    let notes = meeting.transcript.split(separator: "\n")
    if notes.isEmpty {
      lines.append(style.dim("    (no notes were taken)"))
    }
    lines += notes.map { "    \(printable($0))" }
    return lines.joined(separator: "\n")
  }

  var commands: [CommandHelp] {
    [CommandHelp("back", "back to the sync-up")]
  }

  func handle(_ command: Command) -> CommandOutcome {
    guard command.name == "back" else {
      return .rejected("Unknown command '\(printable(command.name))' on a transcript.")
    }
    self.pop()
    return .done
  }
}
