import ComposableArchitecture
import Testing

@ObservableState
private struct SettingsState: Equatable {
  var name = ""
  var saves = 0
}

private enum SettingsAction: BindableAction, Equatable {
  case binding(BindingAction<SettingsState>)
  case save
}

@available(*, deprecated)
private let settingsReducer = AnyReducer<SettingsState, SettingsAction, Void> { state, action, _ in
  switch action {
  case .binding:
    return .none
  case .save:
    state.saves += 1
    return .none
  }
}
.binding()

@Reducer
private struct Settings {
  typealias State = SettingsState
  typealias Action = SettingsAction
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      if case .save = action { state.saves += 1 }
      return .none
    }
  }
}

@MainActor
@Suite struct LegacyBindingTests {
  @available(*, deprecated)
  @Test func bindingOnAnEnvironmentReducerBehavesLikeBindingReducer() async {
    let legacy = TestStore(initialState: SettingsState()) {
      Reduce(settingsReducer, environment: ())
    }
    let modern = TestStore(initialState: SettingsState()) { Settings() }
    await Self.run(legacy)
    await Self.run(modern)
  }

  private static func run(_ store: TestStore<SettingsState, SettingsAction>) async {
    let action = SettingsAction.binding(.set(\.name, "Blob"))
    await store.send(action) { $0.name = "Blob" }
    await store.send(.save) { $0.saves = 1 }
  }
}
