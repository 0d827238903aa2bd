import ComposableViews
import Foundation

// A small app, written as SwiftUI code would be: a list of rows, a sheet with a form, a pushed
// detail, an alert and a timer effect.

@Reducer
struct Row {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var title: String
    var count = 0
  }
  enum Action {
    case incrementButtonTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.count += 1
        return .none
      }
    }
  }
}

struct RowView: View {
  let store: StoreOf<Row>
  var body: some View {
    HStack {
      Text("\(store.count)")
      Button("Increment \(store.title)") { store.send(.incrementButtonTapped) }
    }
  }
}

@Reducer
struct Editor {
  @ObservableState
  struct State: Equatable {
    var title = ""
    var isUrgent = false
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case saveButtonTapped
  }
  @Dependency(\.dismiss) var dismiss
  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case .saveButtonTapped:
        return .run { _ in await self.dismiss() }
      }
    }
  }
}

struct EditorView: View {
  @Bindable var store: StoreOf<Editor>
  var body: some View {
    Form {
      Section("Details") {
        TextField("Title", text: $store.title)
        Toggle("Urgent", isOn: $store.isUrgent)
      }
    }
    .navigationTitle("New row")
    .toolbar {
      ToolbarItem(placement: .confirmationAction) {
        Button("Save") { store.send(.saveButtonTapped) }
      }
    }
  }
}

@Reducer
struct Detail {
  @ObservableState
  struct State: Equatable {
    var title: String
  }
  enum Action {
    case closeButtonTapped
  }
  @Dependency(\.dismiss) var dismiss
  var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .closeButtonTapped:
        return .run { _ in await self.dismiss() }
      }
    }
  }
}

struct DetailView: View {
  let store: StoreOf<Detail>
  var body: some View {
    VStack(alignment: .leading) {
      Text("Detail of \(store.title)")
      Button("Close") { store.send(.closeButtonTapped) }
    }
    .navigationTitle(store.title)
  }
}

@Reducer
struct Board {
  @Reducer
  enum Path {
    case detail(Detail)
  }
  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row.State> = []
    var path = StackState<Path.State>()
    @Presents var editor: Editor.State?
    @Presents var alert: AlertState<Action.Alert>?
  }
  enum Action {
    case rows(IdentifiedActionOf<Row>)
    case path(StackActionOf<Path>)
    case editor(PresentationAction<Editor.Action>)
    case alert(PresentationAction<Alert>)
    case addButtonTapped
    case clearButtonTapped
    case onDelete(IndexSet)
    enum Alert: Equatable {
      case confirmClear
    }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.editor = Editor.State()
        return .none
      case .clearButtonTapped:
        state.alert = AlertState {
          TextState("Clear all rows?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmClear) { TextState("Clear") }
          ButtonState(role: .cancel) { TextState("Cancel") }
        }
        return .none
      case .alert(.presented(.confirmClear)):
        state.rows = []
        return .none
      case .editor(.presented(.saveButtonTapped)):
        guard let editor = state.editor else { return .none }
        state.rows.append(Row.State(id: (state.rows.ids.max() ?? 0) + 1, title: editor.title))
        return .none
      case let .onDelete(indexSet):
        state.rows.remove(atOffsets: indexSet)
        return .none
      case .rows, .path, .editor, .alert:
        return .none
      }
    }
    .forEach(\.rows, action: \.rows) { Row() }
    .forEach(\.path, action: \.path)
    .ifLet(\.$editor, action: \.editor) { Editor() }
    .ifLet(\.$alert, action: \.alert)
  }
}

extension Board.Path.State: Equatable {}

struct BoardView: View {
  @Bindable var store: StoreOf<Board>
  var body: some View {
    NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
      List {
        ForEach(store.scope(state: \.rows, action: \.rows)) { rowStore in
          HStack {
            NavigationLink(state: Board.Path.State.detail(Detail.State(title: rowStore.title))) {
              Text(rowStore.title)
            }
            RowView(store: rowStore)
          }
        }
        .onDelete { store.send(.onDelete($0)) }
      }
      .navigationTitle("Board")
      .toolbar {
        Button("Add row") { store.send(.addButtonTapped) }
        Button("Clear") { store.send(.clearButtonTapped) }
      }
      .sheet(item: $store.scope(state: \.editor, action: \.editor)) { editorStore in
        EditorView(store: editorStore)
      }
      .alert($store.scope(state: \.alert, action: \.alert))
    } destination: { store in
      switch store.case {
      case let .detail(store):
        DetailView(store: store)
      }
    }
  }
}

@MainActor
func makeBoard(rows: Int) -> StoreOf<Board> {
  Store(
    initialState: Board.State(
      rows: IdentifiedArray(
        uniqueElements: (0..<rows).map { Row.State(id: $0, title: "Row \($0)") })
    )
  ) {
    Board()
  }
}
