import ComposableArchitecture
import Testing

// The non-SwiftUI parts of seed 004 ("Migrating to 1.6"), as users write them.

@Reducer
private struct ActivityFeature {
  @ObservableState
  struct State: Equatable { var events = 0 }
  enum Action { case tapped }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.events += 1
      return .none
    }
  }
}

@Reducer
private struct SettingsFeature {
  @ObservableState
  struct State: Equatable { var isOn = false }
  enum Action { case toggled }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.isOn.toggle()
      return .none
    }
  }
}

@Reducer
private struct TabsFeature {
  @ObservableState
  enum State: Equatable {
    case activity(ActivityFeature.State)
    case settings(SettingsFeature.State)
  }
  enum Action {
    case activity(ActivityFeature.Action)
    case settings(SettingsFeature.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.activity, action: \.activity) { ActivityFeature() }
    Scope(state: \.settings, action: \.settings) { SettingsFeature() }
  }
}

@Reducer
private struct ListFeature {
  @ObservableState
  struct State {
    var rows: IdentifiedArrayOf<Row.State> = []
  }
  enum Action {
    case rows(IdentifiedActionOf<Row>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.rows, action: \.rows) { Row() }
  }

  @Reducer
  struct Row {
    @ObservableState
    struct State: Identifiable {
      let id: Int
      var title = ""
    }
    enum Action { case rename(String) }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .rename(let title): state.title = title
        }
        return .none
      }
    }
  }
}

@Reducer
private struct LoginFeature {
  @ObservableState
  struct State: Equatable { var attempts = 0 }
  enum Action: ViewAction {
    case loginResponse(Bool)
    case view(View)
    enum View { case loginButtonTapped }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .view(.loginButtonTapped):
        state.attempts += 1
        return .send(.loginResponse(true))
      case .loginResponse:
        return .none
      }
    }
  }
}

@MainActor
@ViewAction(for: LoginFeature.self)
private struct LoginView {
  let store: StoreOf<LoginFeature>

  func loginTapped() {
    send(.loginButtonTapped)
  }
}

@MainActor
struct Seed004Tests {
  @Test func switchingOverEnumStateAndScopingToACase() {
    let store = Store(initialState: TabsFeature.State.activity(.init())) { TabsFeature() }
    switch store.state {
    case .activity:
      guard let activity = store.scope(\.activity, action: \.activity) else {
        Issue.record("expected the activity store")
        return
      }
      activity.send(.tapped)
      #expect(activity.events == 1)
    case .settings:
      Issue.record("expected the activity case")
    }
    #expect(store.scope(\.settings, action: \.settings) == nil)
  }

  @Test func enumeratedRowStoresAreHashable() {
    let store = Store(
      initialState: ListFeature.State(rows: [.init(id: 1), .init(id: 2)])
    ) { ListFeature() }
    let enumerated = Array(store.scope(\.rows, action: \.rows).enumerated())
    let ids = Set(enumerated.map(\.element))
    #expect(ids.count == 2)
    enumerated[1].element.send(.rename("Second"))
    #expect(store.rows[id: 2]?.title == "Second")
  }

  @Test func viewActionsAreSentThroughTheViewCase() async {
    let store = TestStore(initialState: LoginFeature.State()) { LoginFeature() }
    await store.send(.view(.loginButtonTapped)) { $0.attempts = 1 }
    await store.receive(\.loginResponse)

    let liveStore = Store(initialState: LoginFeature.State()) { LoginFeature() }
    LoginView(store: liveStore).loginTapped()
    #expect(liveStore.attempts == 1)
  }
}
