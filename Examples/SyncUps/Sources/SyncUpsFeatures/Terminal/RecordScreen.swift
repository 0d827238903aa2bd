import ComposableArchitecture

/// The meeting in progress.
@MainActor
struct RecordScreen: TerminalScreen {
  let store: StoreOf<RecordMeeting>

  func render(_ style: Style) -> String {
    let syncUp = self.store.syncUp
    let elapsed = self.store.secondsElapsed
    var lines = [style.themed(style.bold("Meeting: \(printable(syncUp.title))"), syncUp.theme), ""]
    lines.append(
      "  Elapsed \(DurationFormat.clock(elapsed))"
        + " · remaining \(DurationFormat.clock(self.store.secondsRemaining))"
    )
    lines.append("  Speakers:")
    for (index, attendee) in syncUp.attendees.enumerated() {
      let name = attendee.name.isEmpty ? "Speaker \(index + 1)" : printable(attendee.name)
      let marker =
        index < self.store.speakerIndex
        ? style.dim("done")
        : index == self.store.speakerIndex ? style.green("speaking") : style.dim("waiting")
      lines.append("    \(index + 1). \(name) (\(marker))")
    }
    let transcript = self.store.transcript.split(separator: "\n")
    if !transcript.isEmpty {
      lines += ["", "  Notes:"] + transcript.map { "    \(printable($0))" }
    }
    return lines.joined(separator: "\n")
  }

  var commands: [CommandHelp] {
    [
      CommandHelp("next", "next speaker"),
      CommandHelp("note TEXT", "add a line to the transcript"),
      CommandHelp("end", "end the meeting early"),
    ]
  }

  func handle(_ command: Command) -> CommandOutcome {
    switch command.name {
    case "next", "n":
      self.store.send(.nextButtonTapped)
    case "note":
      guard !command.argument.isEmpty else { return .rejected("Usage: note TEXT.") }
      self.store.send(.noteSubmitted(command.argument))
    case "end", "back":
      self.store.send(.endMeetingButtonTapped)
    default:
      return .rejected("Unknown command '\(printable(command.name))' during a meeting.")
    }
    return .done
  }
}
