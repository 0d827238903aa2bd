import ComposableArchitecture

/// The add or edit form of a sync-up.
@MainActor
struct FormScreen: TerminalScreen {
  /// The form's store; its fields are written through bindings, as a text field would.
  @Bindable var store: StoreOf<SyncUpForm>
  /// "New sync-up" or "Edit sync-up".
  let heading: String
  /// Sends the presenting feature's "save" action.
  let save: () -> Void
  /// Sends the presenting feature's "cancel" action.
  let cancel: () -> Void

  func render(_ style: Style) -> String {
    let syncUp = self.store.syncUp
    var lines = [style.bold(self.heading), ""]
    lines.append(
      "  Title:     \(syncUp.title.isEmpty ? style.dim("(none)") : printable(syncUp.title))")
    lines.append("  Duration:  \(DurationFormat.format(syncUp.duration))")
    lines.append("  Theme:     \(style.themed(syncUp.theme.name, syncUp.theme))")
    lines.append("  Attendees:")
    for (index, attendee) in syncUp.attendees.enumerated() {
      let name = attendee.name.isEmpty ? style.dim("(no name)") : printable(attendee.name)
      lines.append("    \(index + 1). \(name)")
    }
    if let problem = self.store.problem {
      lines += ["", style.red("! \(problem)")]
    }
    return lines.joined(separator: "\n")
  }

  var commands: [CommandHelp] {
    [
      CommandHelp("title TEXT", "set the title"),
      CommandHelp("duration 5m|90s", "set the length (a plain number is minutes)"),
      CommandHelp(
        "theme NAME", "set the colour: " + Theme.allCases.map(\.name).joined(separator: ", ")),
      CommandHelp("attendee NAME", "add an attendee"),
      CommandHelp("rename N NAME", "rename attendee N"),
      CommandHelp("remove N", "remove attendee N"),
      CommandHelp("save", "save the sync-up"),
      CommandHelp("cancel", "discard the changes"),
    ]
  }

  func handle(_ command: Command) -> CommandOutcome {
    let argument = command.argument
    switch command.name {
    case "title":
      guard !argument.isEmpty else { return .rejected("Usage: title TEXT.") }
      self.$store.syncUp.title.wrappedValue = argument
    case "duration":
      guard let duration = DurationFormat.parse(argument) else {
        return .rejected("'\(printable(argument))' is not a length: try 5m, 90s or 1m30s.")
      }
      guard duration <= SyncUp.maximumDuration else {
        return .rejected("'\(printable(argument))' is too long: a sync-up lasts at most 24 hours.")
      }
      self.$store.syncUp.duration.wrappedValue = duration
    case "theme":
      let themes = Theme.allCases
      let theme =
        themes.first { $0.name == argument.lowercased() }
        ?? Int(argument).flatMap { themes.indices.contains($0 - 1) ? themes[$0 - 1] : nil }
      guard let theme else {
        return .rejected(
          "Unknown theme '\(printable(argument))'. Themes: \(themes.map(\.name).joined(separator: ", "))."
        )
      }
      self.$store.syncUp.theme.wrappedValue = theme
    case "attendee", "add":
      guard !argument.isEmpty else { return .rejected("Usage: attendee NAME.") }
      self.addAttendee(named: argument)
    case "rename":
      let parts = argument.split(separator: " ", maxSplits: 1).map(String.init)
      guard parts.count == 2 else { return .rejected("Usage: rename N NAME.") }
      switch row(Int(parts[0]), in: self.store.syncUp.attendees.count, of: "attendee") {
      case .success(let index):
        self.rename(self.store.syncUp.attendees[index].id, to: parts[1])
      case .failure(let error):
        return .rejected(error.message)
      }
    case "remove", "rm":
      switch row(command.argumentNumber, in: self.store.syncUp.attendees.count, of: "attendee") {
      case .success(let index):
        self.store.send(.onDeleteAttendees([index]))
      case .failure(let error):
        return .rejected(error.message)
      }
    case "save", "done":
      self.save()
    case "cancel", "back":
      self.cancel()
    default:
      return .rejected("Unknown command '\(printable(command.name))' in the form.")
    }
    return .done
  }

  /// Fills the first unnamed row, or adds a row, with the name.
  private func addAttendee(named name: String) {
    if let blank = self.store.syncUp.attendees.first(where: { $0.name.isEmpty }) {
      self.rename(blank.id, to: name)
      return
    }
    self.store.send(.addAttendeeButtonTapped)
    if let added = self.store.syncUp.attendees.last {
      self.rename(added.id, to: name)
    }
  }

  /// Renames an attendee through the binding to the form's attendees.
  private func rename(_ id: Attendee.ID, to name: String) {
    self.$store.syncUp.attendees.wrappedValue[id: id]?.name = name
  }
}
