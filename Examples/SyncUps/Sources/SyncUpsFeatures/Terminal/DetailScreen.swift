import ComposableArchitecture
import Foundation

/// A sync-up's detail screen, pushed on the stack.
@MainActor
struct DetailScreen: TerminalScreen {
  let store: StoreOf<SyncUpDetail>
  /// Pops this screen.
  let pop: () -> Void
  /// Opens a past meeting's transcript.
  let open: (Meeting) -> Void

  func render(_ style: Style) -> String {
    let syncUp = self.store.syncUp
    var lines = [style.themed(style.bold(printable(syncUp.title)), syncUp.theme), ""]
    lines.append("  Length:    \(DurationFormat.format(syncUp.duration))")
    lines.append("  Theme:     \(style.themed(syncUp.theme.name, syncUp.theme))")
    let names = syncUp.attendees.map { $0.name.isEmpty ? "(no name)" : printable($0.name) }
    lines.append("  Attendees: \(names.joined(separator: ", "))")
    lines += ["", "  Past meetings:"]
    if syncUp.meetings.isEmpty {
      lines.append(style.dim("    none yet: type 'start' to hold one"))
    }
    for (index, meeting) in syncUp.meetings.enumerated() {
      let notes = meeting.transcript.split(separator: "\n").count
      lines.append(
        "    \(index + 1). \(Self.dateText(meeting.date))"
          + style.dim(" · \(notes) note\(notes == 1 ? "" : "s")")
      )
    }
    return lines.joined(separator: "\n")
  }

  var commands: [CommandHelp] {
    [
      CommandHelp("start", "start a meeting"),
      CommandHelp("NUMBER", "read a past meeting"),
      CommandHelp("edit", "edit the sync-up"),
      CommandHelp("remove N", "delete past meeting N"),
      CommandHelp("delete", "delete the sync-up"),
      CommandHelp("back", "back to the list"),
    ]
  }

  func handle(_ command: Command) -> CommandOutcome {
    let meetings = self.store.syncUp.meetings
    if let number = command.number {
      switch row(number, in: meetings.count, of: "meeting") {
      case .success(let index):
        self.open(meetings[index])
        return .done
      case .failure(let error):
        return .rejected(error.message)
      }
    }
    switch command.name {
    case "start":
      self.store.send(.startMeetingButtonTapped)
    case "edit":
      self.store.send(.editButtonTapped)
    case "delete":
      self.store.send(.deleteButtonTapped)
    case "remove", "rm":
      switch row(command.argumentNumber, in: meetings.count, of: "meeting") {
      case .success(let index):
        self.store.send(.deleteMeetings(atOffsets: [index]))
      case .failure(let error):
        return .rejected(error.message)
      }
    case "back":
      self.pop()
    default:
      return .rejected("Unknown command '\(printable(command.name))' on a sync-up.")
    }
    return .done
  }

  /// A meeting's date, in UTC so output does not depend on the machine.
  static func dateText(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss 'UTC'"
    return formatter.string(from: date)
  }
}
