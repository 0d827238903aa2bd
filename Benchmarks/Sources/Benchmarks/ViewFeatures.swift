import ComposableViews
import Mustache

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

// MARK: - The same page from a Mustache template (Hummingbird's `swift-mustache`)

/// The list page as a Mustache template: the same bytes as `handWrittenListHTML` writes, with a
/// section over the rows and the title escaped by the engine's HTML content type (the default).
let listPageTemplate: MustacheTemplate = {
  let row =
    "<li class=\"tca-row\"><tca-view id=\"r.b.b.k{{id}}\">"
    + "<div class=\"tca-hstack\" style=\"align-items:center;gap:8px\">"
    + "<span class=\"tca-text\">{{title}}</span><div class=\"tca-spacer\"></div>"
    + "<span class=\"tca-text\">{{count}}</span>"
    + "<button class=\"tca-button\" type=\"button\" id=\"r.b.b.k{{id}}.b.3\""
    + " data-tca-on=\"click\"><span class=\"tca-text\">+</span></button></div></tca-view></li>"
  let page =
    "<tca-view id=\"r\"><tca-view id=\"r.b\"><ul class=\"tca-list\">{{#rows}}\(row){{/rows}}"
    + "</ul></tca-view></tca-view>"
  do {
    return try MustacheTemplate(string: page)
  } catch {
    fatalError("The list page template does not parse: \(error)")
  }
}()

// A row's fields by name, as the engine's fast path asks for them (without it the engine reads
// a value through `Mirror`, which sees the `@ObservableState` macro's storage names instead).
extension ListRow.State: MustacheParent {
  func child(named name: String) -> Any? {
    switch name {
    case "id": id
    case "title": title
    case "count": count
    default: nil
    }
  }
}

// The rows as the template's section iterates them, with no copy into an `Array`.
extension IdentifiedArray: @retroactive MustacheSequence {}

/// The list page rendered from `listPageTemplate`: the rows, given to the engine as they are.
func mustacheListHTML(_ rows: IdentifiedArrayOf<ListRow.State>) -> String {
  listPageTemplate.render(["rows": rows])
}
