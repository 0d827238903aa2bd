import ComposableArchitecture

extension Store where State == AppFeature.State, Action == AppFeature.Action {
  /// The screen on top: the last pushed screen, or the list; with whatever it presents.
  @MainActor
  var currentScreen: any TerminalScreen {
    if let id = self.path.ids.last,
      let element = self.scope(state: \.path[id: id], action: \.path[id: id])
    {
      let pop = { _ = self.send(.path(.popFrom(id: id))) }
      switch element.case {
      case .detail(let detail):
        return Self.screen(detail: detail, pop: pop, push: self.push)
      case .meeting(let meeting):
        return TranscriptScreen(store: meeting, pop: pop)
      case .record(let record):
        return Self.screen(record: record)
      }
    }
    return Self.screen(
      list: self.scope(state: \.syncUpsList, action: \.syncUpsList), push: self.push
    )
  }

  /// Pushes a screen, as a `NavigationLink(state:)` does: with the next id of the stack's
  /// generator (the store's, which in the app is the process's).
  @MainActor
  func push(_ screen: AppFeature.Path.State) {
    @Dependency(\.stackElementID) var stackElementID
    self.send(.path(.push(id: stackElementID.next(), state: screen)))
  }

  /// A warning about saving that every screen shows, while it holds.
  @MainActor
  var persistenceWarning: String? {
    let syncUps = self.syncUpsList.$syncUps
    if let reason = (syncUps.loadError as? SyncUpsLoadError)?.notSaving {
      return "Changes are not being saved: \(reason)"
    }
    if let saveError = syncUps.saveError {
      return "Changes are not being saved: \(saveError.localizedDescription) (SyncUps keeps"
        + " trying at every change)"
    }
    return nil
  }

  /// What a form open on top would lose if the app ended now, as a sentence; `nil` if none is.
  @MainActor
  var unsavedFormDescription: String? {
    if let form = self.syncUpsList.destination?.add {
      let title = form.syncUp.title.isEmpty ? "" : " '\(printable(form.syncUp.title))'"
      return "the new sync-up\(title), which was never saved"
    }
    for id in self.path.ids.reversed() {
      if case .detail(let detail) = self.path[id: id], detail.destination?.edit != nil {
        return "unsaved edits to '\(printable(detail.syncUp.title))'"
      }
    }
    return nil
  }

  /// The meeting in progress, if one is: its sync-up's title, the time it ran and its notes.
  @MainActor
  var meetingInProgress: (title: String, elapsed: Int, notes: Int)? {
    for id in self.path.ids {
      if case .record(let record) = self.path[id: id] {
        let notes = record.transcript.split(separator: "\n").count
        return (printable(record.syncUp.title), record.secondsElapsed, notes)
      }
    }
    return nil
  }

  @MainActor
  private static func screen(
    list: StoreOf<SyncUpsList>, push: @escaping (AppFeature.Path.State) -> Void
  ) -> any TerminalScreen {
    let screen = ListScreen(store: list) { id in
      guard let syncUp = Shared(list.state.$syncUps[id: id]) else { return }
      push(.detail(SyncUpDetail.State(syncUp: syncUp)))
    }
    if let form = list.scope(state: \.destination?.add, action: \.destination.add) {
      return FormScreen(
        store: form,
        heading: "New sync-up",
        save: { list.send(.confirmAddSyncUpButtonTapped) },
        cancel: { list.send(.dismissAddSyncUpButtonTapped) }
      )
    }
    if let alert = list.destination?.alert {
      return PromptScreen(
        base: screen,
        alert: alert,
        send: { list.send(.destination(.presented(.alert($0)))) },
        dismiss: { list.send(.destination(.dismiss)) }
      )
    }
    return screen
  }

  @MainActor
  private static func screen(
    detail: StoreOf<SyncUpDetail>, pop: @escaping () -> Void,
    push: @escaping (AppFeature.Path.State) -> Void
  ) -> any TerminalScreen {
    let screen = DetailScreen(store: detail, pop: pop) { meeting in
      push(.meeting(MeetingTranscript.State(meeting: meeting, syncUp: detail.syncUp)))
    }
    if let form = detail.scope(state: \.destination?.edit, action: \.destination.edit) {
      return FormScreen(
        store: form,
        heading: "Edit sync-up",
        save: { detail.send(.doneEditingButtonTapped) },
        cancel: { detail.send(.cancelEditButtonTapped) }
      )
    }
    if let alert = detail.destination?.alert {
      return PromptScreen(
        base: screen,
        alert: alert,
        pops: { $0 == .confirmDeletion },
        send: { detail.send(.destination(.presented(.alert($0)))) },
        dismiss: { detail.send(.destination(.dismiss)) }
      )
    }
    return screen
  }

  @MainActor
  private static func screen(record: StoreOf<RecordMeeting>) -> any TerminalScreen {
    let screen = RecordScreen(store: record)
    if let dialog = record.dialog {
      return PromptScreen(
        base: screen,
        dialog: dialog,
        pops: { _ in true },
        send: { record.send(.dialog(.presented($0))) },
        dismiss: { record.send(.dialog(.dismiss)) }
      )
    }
    return screen
  }
}
