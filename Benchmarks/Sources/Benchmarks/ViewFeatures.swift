import ComposableViews

// A list screen of the view benchmarks: rows with a title, a count and a button.

@Reducer
struct ListRow {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var title: String
    var count = 0
  }
  enum Action {
    case increment
  }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

@Reducer
struct ListScreen {
  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArrayOf<ListRow.State>
  }
  enum Action {
    case rows(IdentifiedActionOf<ListRow>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer().forEach(\.rows, action: \.rows) { ListRow() }
  }
}

struct ListRowView: View {
  let store: StoreOf<ListRow>
  var body: some View {
    HStack {
      Text(store.title)
      Spacer()
      Text("\(store.count)")
      Button("+") { store.send(.increment) }
    }
  }
}

struct ListScreenView: View {
  let store: StoreOf<ListScreen>
  var body: some View {
    List {
      ForEach(store.scope(state: \.rows, action: \.rows)) { rowStore in
        ListRowView(store: rowStore)
      }
    }
  }
}

@MainActor
func makeListScreen(rows: Int) -> StoreOf<ListScreen> {
  Store(
    initialState: ListScreen.State(
      rows: IdentifiedArray(
        uniqueElements: (0..<rows).map { ListRow.State(id: $0, title: "Row \($0)") })
    )
  ) { ListScreen() }
}

/// The same page as `ListScreenView` renders, built by hand: the floor for rendering it.
func handWrittenListHTML(_ rows: IdentifiedArrayOf<ListRow.State>) -> String {
  func escape(_ text: String) -> String {
    var output = ""
    for character in text {
      switch character {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"": output += "&quot;"
      case "'": output += "&#39;"
      default: output.append(character)
      }
    }
    return output
  }
  var html = "<tca-view id=\"r\"><tca-view id=\"r.b\"><ul class=\"tca-list\">"
  for row in rows {
    let id = "r.b.b.k\(row.id)"
    html += "<li class=\"tca-row\"><tca-view id=\"\(id)\">"
    html += "<div class=\"tca-hstack\" style=\"align-items:center;gap:8px\">"
    html += "<span class=\"tca-text\">\(escape(row.title))</span><div class=\"tca-spacer\"></div>"
    html += "<span class=\"tca-text\">\(row.count)</span>"
    html += "<button class=\"tca-button\" type=\"button\" id=\"\(id).b.3\" data-tca-on=\"click\">"
    html += "<span class=\"tca-text\">+</span></button></div></tca-view></li>"
  }
  return html + "</ul></tca-view></tca-view>"
}
