import ComposableArchitecture

/// The root screen: the list of sync-ups.
@MainActor
struct ListScreen: TerminalScreen {
  let store: StoreOf<SyncUpsList>
  /// Opens a sync-up's detail screen.
  let open: (SyncUp.ID) -> Void

  func render(_ style: Style) -> String {
    var lines = [style.bold("Daily Sync-ups"), ""]
    if self.store.syncUps.isEmpty {
      lines.append(style.dim("  No sync-ups yet. Type 'add' to create one."))
    }
    for (index, syncUp) in self.store.syncUps.enumerated() {
      let attendees = syncUp.attendees.count
      lines.append(
        "  \(index + 1). \(style.themed(style.bold(printable(syncUp.title)), syncUp.theme))"
          + "  \(DurationFormat.format(syncUp.duration))"
          + " · \(attendees) attendee\(attendees == 1 ? "" : "s")"
          + " · \(syncUp.theme.name)"
      )
    }
    return lines.joined(separator: "\n")
  }

  var commands: [CommandHelp] {
    [
      CommandHelp("NUMBER", "open a sync-up"),
      CommandHelp("add", "create a sync-up"),
    ]
  }

  func handle(_ command: Command) -> CommandOutcome {
    if let number = command.number {
      switch row(number, in: self.store.syncUps.count, of: "sync-up") {
      case .success(let index):
        self.open(self.store.syncUps[index].id)
        return .done
      case .failure(let error):
        return .rejected(error.message)
      }
    }
    switch command.name {
    case "add", "new", "a":
      self.store.send(.addSyncUpButtonTapped)
      return .done
    default:
      return .rejected("Unknown command '\(printable(command.name))' on the list.")
    }
  }
}
