import ComposableViews
import Testing

@Reducer
private struct Counter {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var title: String
    var count = 0
  }
  enum Action {
    case increment
    /// Replaces the state by a new value with the same id, as `state = State()` does.
    case reset
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count += 1
      case .reset:
        state = State(id: state.id, title: "Reset")
      }
      return .none
    }
  }
}

private struct CounterView: View {
  let store: StoreOf<Counter>
  var body: some View {
    HStack {
      Text("\(store.title): \(store.count)")
      Button("Increment \(store.title)") { store.send(.increment) }
      Button("Reset \(store.title)") { store.send(.reset) }
    }
  }
}

@Reducer
private struct Counters {
  @ObservableState
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Counter.State> = []
    var detail: Counter.State?
  }
  enum Action {
    case rows(IdentifiedActionOf<Counter>)
    case detail(Counter.Action)
    case showDetail(title: String)
    /// Removes a row and adds a new one under the same id at the end.
    case readd(id: Int, title: String)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .showDetail(let title):
        state.detail = Counter.State(id: 0, title: title)
      case .readd(let id, let title):
        state.rows.remove(id: id)
        state.rows.append(Counter.State(id: id, title: title))
      case .rows, .detail:
        break
      }
      return .none
    }
    .forEach(\.rows, action: \.rows) { Counter() }
    .ifLet(\.detail, action: \.detail) { Counter() }
  }
}

private struct CountersView: View {
  let store: StoreOf<Counters>
  var body: some View {
    VStack {
      List {
        ForEach(store.scope(state: \.rows, action: \.rows)) { CounterView(store: $0) }
      }
      if let detail = store.scope(state: \.detail, action: \.detail) {
        CounterView(store: detail)
      }
    }
  }
}

/// A view of a store scoped to presented state (a list's row, an optional child) shows that
/// state when it is replaced by a new value, not only when it is mutated.
@MainActor
@Suite struct ReplacedStateTests {
  private func makeStore() -> StoreOf<Counters> {
    Store(
      initialState: Counters.State(
        rows: [Counter.State(id: 1, title: "One"), Counter.State(id: 2, title: "Two")])
    ) { Counters() }
  }

  @Test func aRowThatReplacesItselfIsShownAgain() throws {
    let store = makeStore()
    let screen = ScreenTest(CountersView(store: store))
    try screen.tap("Increment One")
    #expect(screen.contains("One: 1"))
    try screen.tap("Reset One")
    #expect(screen.contains("Reset: 0"))
    #expect(!screen.contains("One: 1"))
    #expect(screen.contains("Two: 0"))
  }

  @Test func aChildReplacedByItsParentIsShownAgain() throws {
    let store = makeStore()
    store.send(.showDetail(title: "First"))
    let host = ViewHost(CountersView(store: store))
    #expect(host.render().contains("First: 0"))
    store.send(.showDetail(title: "Second"))
    let patched = host.takePatches().map(\.html).joined()
    #expect(patched.contains("Second: 0"))
    #expect(host.render().contains("Second: 0"))
  }

  @Test func aRowRemovedAndAddedAgainUnderItsIdIsShownAgain() throws {
    let store = makeStore()
    let screen = ScreenTest(CountersView(store: store))
    #expect(screen.contains("One: 0"))
    store.send(.readd(id: 1, title: "New"))
    #expect(screen.contains("New: 0"))
    #expect(!screen.contains("One: 0"))
  }

  @Test func mutatingARowInPlaceRendersOnlyThatRow() throws {
    let store = makeStore()
    let host = ViewHost(CountersView(store: store))
    _ = host.render()
    let before = host.bodyEvaluations
    store.send(.rows(.element(id: 2, action: .increment)))
    let patches = host.takePatches()
    #expect(host.bodyEvaluations - before == 1)
    #expect(patches.map(\.html).joined().contains("Two: 1"))
  }
}
