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
        return Self.screen(detail: detail, pop: pop)
      case .meeting(let meeting):
        return TranscriptScreen(store: meeting, pop: pop)
      case .record(let record):
        return Self.screen(record: record)
      }
    }
    return Self.screen(list: self.scope(state: \.syncUpsList, action: \.syncUpsList), app: self)
  }

  @MainActor
  private static func screen(
    list: StoreOf<SyncUpsList>, app: StoreOf<AppFeature>
  ) -> any TerminalScreen {
    var warning: String?
    if case .disabled(let reason) = app.persistence {
      warning = "Changes are not being saved: \(reason)"
    } else if let saveError = app.saveError {
      warning = "The last save failed: \(saveError)"
    }
    let screen = ListScreen(store: list, warning: warning)
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
    detail: StoreOf<SyncUpDetail>, pop: @escaping () -> Void
  ) -> any TerminalScreen {
    let screen = DetailScreen(store: detail, pop: pop)
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
