import ComposableViews

// Seed 003, "Child Feature Scoping": a root that launches, logs in and shows tabs of scoped
// features, a file list of cells, and a pushed and a presented detail.

@Reducer
struct FileCellFeature {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var name: String
    var plays = 0
  }
  enum Action {
    case playButtonTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.plays += 1
      return .none
    }
  }
}

struct FileCellView: View {
  let store: StoreOf<FileCellFeature>
  var body: some View {
    HStack {
      Label(store.name, systemImage: "doc")
      Spacer()
      Text("\(store.plays) plays").foregroundStyle(.secondary)
      Button("Play \(store.name)") { store.send(.playButtonTapped) }
    }
  }
}

@Reducer
struct FileListFeature {
  @ObservableState
  struct State: Equatable {
    var files: IdentifiedArrayOf<FileCellFeature.State> = [
      FileCellFeature.State(id: 1, name: "intro.mov"),
      FileCellFeature.State(id: 2, name: "outro.mov"),
    ]
  }
  enum Action {
    case files(IdentifiedActionOf<FileCellFeature>)
  }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.files, action: \.files) { FileCellFeature() }
  }
}

struct FileListView: View {
  @Bindable var store: StoreOf<FileListFeature>
  var body: some View {
    List {
      ForEach(store.scope(state: \.files, action: \.files)) { cellStore in
        FileCellView(store: cellStore)
      }
    }
  }
}

@Reducer
struct DiagnosticFeature {
  @ObservableState
  struct State: Equatable {
    var showDetail = false
    var detail = FileCellFeature.State(id: 99, name: "log.txt")
  }
  enum Action {
    case detail(FileCellFeature.Action)
    case showDetailButtonTapped
    case dismissDetail
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.detail, action: \.detail) { FileCellFeature() }
    Reduce { state, action in
      switch action {
      case .showDetailButtonTapped:
        state.showDetail = true
        return .none
      case .dismissDetail:
        state.showDetail = false
        return .none
      case .detail:
        return .none
      }
    }
  }
}

struct DiagnosticView: View {
  let store: StoreOf<DiagnosticFeature>
  var body: some View {
    NavigationStack {
      VStack {
        NavigationLink {
          FileCellView(store: store.scope(state: \.detail, action: \.detail))
        } label: {
          Text("View Details")
        }
        Button("Show detail") { store.send(.showDetailButtonTapped) }
      }
      .sheet(
        isPresented: Binding(
          get: { store.showDetail },
          set: { if !$0 { store.send(.dismissDetail) } }
        )
      ) {
        FileCellView(store: store.scope(state: \.detail, action: \.detail))
      }
    }
  }
}

@Reducer
struct MainFeature {
  @ObservableState
  struct State: Equatable {
    var selectedTab: Tab = .files
    var fileList = FileListFeature.State()
    var diagnostic = DiagnosticFeature.State()
    enum Tab: Equatable, Sendable {
      case files
      case account
    }
  }
  enum Action {
    case tabSelected(State.Tab)
    case fileList(FileListFeature.Action)
    case diagnostic(DiagnosticFeature.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.fileList, action: \.fileList) { FileListFeature() }
    Scope(state: \.diagnostic, action: \.diagnostic) { DiagnosticFeature() }
    Reduce { state, action in
      switch action {
      case let .tabSelected(tab):
        state.selectedTab = tab
        return .none
      case .fileList, .diagnostic:
        return .none
      }
    }
  }
}

struct MainView: View {
  @Bindable var store: StoreOf<MainFeature>
  var body: some View {
    TabView(selection: $store.selectedTab.sending(\.tabSelected)) {
      FileListView(
        store: store.scope(state: \.fileList, action: \.fileList)
      )
      .tabItem { Label("Files", systemImage: "film.stack") }
      .tag(MainFeature.State.Tab.files)
      DiagnosticView(
        store: store.scope(state: \.diagnostic, action: \.diagnostic)
      )
      .tabItem { Label("Account", systemImage: "person.circle") }
      .tag(MainFeature.State.Tab.account)
    }
  }
}

@Reducer
struct LoginFeature {
  @ObservableState
  struct State: Equatable {
    var name = ""
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case logInButtonTapped
  }
  var body: some ReducerOf<Self> { BindingReducer() }
}

struct LoginView: View {
  @Bindable var store: StoreOf<LoginFeature>
  var body: some View {
    Form {
      TextField("Name", text: $store.name)
      Button("Log in") { store.send(.logInButtonTapped) }
        .disabled(store.name.isEmpty)
    }
  }
}

@Reducer
struct RootFeature {
  @ObservableState
  struct State: Equatable {
    var isLaunching = false
    var launchStatus = "Starting…"
    var isAuthenticated = false
    var login = LoginFeature.State()
    var main: MainFeature.State?
  }
  enum Action {
    case login(LoginFeature.Action)
    case main(MainFeature.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.login, action: \.login) { LoginFeature() }
    Reduce { state, action in
      switch action {
      case .login(.logInButtonTapped):
        state.isAuthenticated = true
        state.main = MainFeature.State()
        return .none
      case .login, .main:
        return .none
      }
    }
    .ifLet(\.main, action: \.main) { MainFeature() }
  }
}

struct LaunchView: View {
  let status: String
  var body: some View {
    ProgressView(LocalizedStringKey(status))
  }
}

struct RootView: View {
  @Bindable var store: StoreOf<RootFeature>
  var body: some View {
    Group {
      if store.isLaunching {
        LaunchView(status: store.launchStatus)
      } else if store.isAuthenticated, store.main != nil {
        if let mainStore = store.scope(state: \.main, action: \.main) {
          MainView(store: mainStore)
        }
      } else {
        LoginView(store: store.scope(state: \.login, action: \.login))
      }
    }
  }
}
