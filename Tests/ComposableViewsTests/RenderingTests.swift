import ComposableViews
import Testing

@Reducer
struct Greeting {
  @ObservableState
  struct State: Equatable {
    var name = ""
    var count = 0
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }
  var body: some ReducerOf<Self> { BindingReducer() }
}

struct GreetingView: View {
  @Bindable var store: StoreOf<Greeting>
  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      Text("Hello, \(store.name)!")
      TextField("Name", text: $store.name)
      Stepper("Count \(store.count)", value: $store.count, in: 0...3)
    }
  }
}

@MainActor
@Suite struct RenderingTests {
  @Test func textIsEscapedEverywhere() {
    let store = Store(initialState: Greeting.State(name: "<script>alert('x')</script>\"&\u{7}")) {
      Greeting()
    }
    let html = ViewHost(GreetingView(store: store)).render()
    #expect(!html.contains("<script>"))
    #expect(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&quot;&amp;"))
    #expect(!html.contains("\u{7}"))
  }

  @Test func stacksLayOutWithFlexbox() {
    let store = Store(initialState: Greeting.State()) { Greeting() }
    let html = ViewHost(GreetingView(store: store)).render()
    #expect(html.contains("class=\"tca-vstack\" style=\"align-items:flex-start;gap:4px\""))
    #expect(html.contains("<label class=\"tca-field\">"))
  }

  @Test func typingPatchesOnlyTheViewThatReadTheText() throws {
    let store = Store(initialState: Greeting.State()) { Greeting() }
    let host = ViewHost(GreetingView(store: store))
    _ = host.render()
    let field = try #require(ScreenTest(GreetingView(store: store)).find(role: "textbox").first)
    #expect(host.handle(ViewEvent(.input, target: field.id, value: "Blob")) == .handled)
    #expect(store.name == "Blob")
    let patches = host.takePatches()
    #expect(patches.count == 1)
    #expect(patches.first?.html.contains("Hello, Blob!") == true)
    #expect(host.takePatches().isEmpty)
  }

  @Test func stepperStaysInItsBounds() throws {
    let store = Store(initialState: Greeting.State(count: 3)) { Greeting() }
    let screen = ScreenTest(GreetingView(store: store))
    try screen.tap("Increment")
    #expect(store.count == 3)
    try screen.tap("Decrement")
    #expect(store.count == 2)
    #expect(screen.contains("Count 2"))
  }

  @Test func eventsForElementsThatAreGoneAreIgnored() {
    let store = makeBoard(rows: 2)
    let host = ViewHost(BoardView(store: store))
    _ = host.render()
    #expect(host.handle(ViewEvent(.click, target: "r.b.forged")) == .unknownTarget)
    #expect(store.rows.count == 2)
  }

  @Test func oneRowChangeSendsOnePatchTheSizeOfTheRow() throws {
    let store = makeBoard(rows: 1_000)
    let host = ViewHost(BoardView(store: store))
    let page = host.render()
    let before = host.bodyEvaluations
    store.send(.rows(.element(id: 500, action: .incrementButtonTapped)))
    let patches = host.takePatches()
    #expect(host.bodyEvaluations - before == 1)
    #expect(patches.count == 1)
    let bytes = patches.map(\.html.utf8.count).reduce(0, +)
    #expect(bytes < 600, "a row's patch, not the list's (\(page.utf8.count) bytes)")
  }

  @Test func whatAForEachClosureReadsBelongsToTheViewAroundIt() throws {
    // The row's view is made from a value the closure reads: as in SwiftUI, a change to it
    // evaluates the list's body again, and only the row whose view changed is rendered again.
    struct CountView: View {
      let count: Int
      var body: some View { Text("Count \(count)") }
    }
    struct Counts: View {
      let store: StoreOf<Board>
      var body: some View {
        List {
          ForEach(store.scope(state: \.rows, action: \.rows)) { row in
            CountView(count: row.count)
          }
        }
      }
    }
    let store = makeBoard(rows: 3)
    let host = ViewHost(Counts(store: store))
    let page = host.render()
    // One unit per row: the row's view, with the element's id.
    #expect(page.components(separatedBy: "<tca-view").count - 1 == 2 + 3)
    let before = host.bodyEvaluations
    store.send(.rows(.element(id: 1, action: .incrementButtonTapped)))
    let patches = host.takePatches()
    #expect(host.bodyEvaluations - before == 2, "the list's body and the changed row's")
    let html = patches.map(\.html).joined()
    #expect(html.contains("Count 1"))
    #expect(html.components(separatedBy: "<tca-keep").count - 1 == 2, "the other rows are kept")
  }

  @Test func insertingARowKeepsTheOtherRowsInThePage() {
    let store = makeBoard(rows: 3)
    let host = ViewHost(BoardView(store: store))
    _ = host.render()
    store.send(.addButtonTapped)
    store.send(.editor(.presented(.binding(.set(\.title, "New")))))
    store.send(.editor(.presented(.saveButtonTapped)))
    let html = host.takePatches().map(\.html).joined()
    #expect(html.contains("New"))
    #expect(html.contains("<tca-keep id="))
  }

  @Test func duplicateIDsInAForEachAreReported() {
    struct Item: Identifiable {
      let id: Int
      let name: String
    }
    struct Items: View {
      let items: [Item]
      var body: some View {
        List { ForEach(items) { Text($0.name) } }
      }
    }
    withKnownIssue {
      let html = ViewHost(Items(items: [.init(id: 1, name: "a"), .init(id: 1, name: "b")]))
        .render()
      #expect(html.contains(">a<"))
    } matching: { issue in
      issue.description.contains("has two elements with the id \"1\"")
    }
  }

  @Test func aNavigationLinkOutsideAStackIsReported() throws {
    struct Loose: View {
      var body: some View {
        NavigationLink(state: 42) { Text("Go") }
      }
    }
    let screen = ScreenTest(Loose())
    withKnownIssue {
      #expect(throws: ScreenTestError.self) { try screen.tap("Go") }
    } matching: { issue in
      issue.description.contains("outside a \"NavigationStack(path:)\"")
    }
  }

  @Test func stateAndTasksLiveAsLongAsTheirView() async throws {
    struct Clock: View {
      @State var ticks = 0
      var body: some View {
        Text("Ticks \(ticks)")
          .task {
            while !Task.isCancelled {
              ticks += 1
              // sleep-ok: the view's simulated clock tick, until it is cancelled.
              try? await Task.sleep(for: .milliseconds(10))
            }
          }
      }
    }
    struct Toggler: View {
      @State var isShown = true
      var body: some View {
        VStack {
          Button("Toggle") { isShown.toggle() }
          if isShown { Clock() }
        }
      }
    }
    let screen = ScreenTest(Toggler())
    try await screen.waitUntil { $0.contains("Ticks 3") }
    try screen.tap("Toggle")
    #expect(!screen.contains("Ticks"))
    try screen.tap("Toggle")
    #expect(screen.contains("Ticks 0"))
  }
}

@MainActor
@Suite struct SwipeActionsTests {
  @Test func swipeActionsAreButtonsOfTheRow() throws {
    struct Rows: View {
      @State var names = ["Ann", "Bob"]
      var body: some View {
        List {
          ForEach(names, id: \.self) { name in
            Text(name)
              .swipeActions {
                Button("Remove \(name)", role: .destructive) { names.removeAll { $0 == name } }
              }
          }
        }
      }
    }
    let screen = ScreenTest(Rows())
    try screen.tap("Remove Ann")
    #expect(!screen.contains("Ann"))
    #expect(screen.contains("Bob"))
  }
}
