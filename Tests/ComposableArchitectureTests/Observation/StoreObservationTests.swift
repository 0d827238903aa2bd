import ComposableArchitecture
import TestSupport
import Testing

@Reducer
private struct Row {
  @ObservableState
  struct State: Equatable, Identifiable {
    let id: Int
    var count = 0
  }
  enum Action { case increment }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

@Reducer
private struct Screen {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var text = ""
    var child = Row.State(id: -1)
    var rows: IdentifiedArrayOf<Row.State> = []
    @Presents var sheet: Row.State?
  }
  enum Action {
    case increment
    case setText(String)
    case replaceChild
    case child(Row.Action)
    case rows(IdentifiedActionOf<Row>)
    case addRow(Int)
    case sheet(PresentationAction<Row.Action>)
    case present
    case dismiss
  }
  var body: some ReducerOf<Self> {
    Scope(\.child, action: \.child) { Row() }
    Reduce { state, action in
      switch action {
      case .increment: state.count += 1
      case .setText(let text): state.text = text
      case .replaceChild: state.child = Row.State(id: -1)
      case .addRow(let id): state.rows.append(Row.State(id: id))
      case .present: state.sheet = Row.State(id: 99)
      case .dismiss: state.sheet = nil
      case .child, .rows, .sheet: break
      }
      return .none
    }
    .forEach(\.rows, action: \.rows) { Row() }
    .ifLet(\.$sheet, action: \.sheet) { Row() }
  }
}

/// Re-reads the store from inside `onChange`, synchronously, as some observers do.
@MainActor
private final class SynchronousReader {
  var reads: [String] = []
  private let read: @MainActor () -> String

  init(_ read: @escaping @MainActor () -> String) {
    self.read = read
    self.track()
  }

  private func track() {
    withObservationTracking {
      self.reads.append(self.read())
    } onChange: { [weak self] in
      MainActor.assumeIsolated { self?.track() }
    }
  }
}

@MainActor
struct StoreObservationTests {
  @Test func readingAFieldIsNotifiedOnlyWhenThatFieldChanges() {
    let store = Store(initialState: Screen.State()) { Screen() }
    let counter = ChangeCounter { _ = store.count }
    store.send(.setText("hello"))
    #expect(counter.count == 0)
    store.send(.increment)
    #expect(counter.count == 1)
  }

  @Test func mutatingAChildNotifiesOnlyObserversOfWhatChanged() {
    let store = Store(initialState: Screen.State()) { Screen() }
    let childCount = ChangeCounter { _ = store.child.count }
    let parentCount = ChangeCounter { _ = store.count }
    let childStore = store.scope(\.child, action: \.child)
    let scopedCount = ChangeCounter { _ = childStore.count }
    store.send(.child(.increment))
    #expect(childCount.count == 1)
    #expect(scopedCount.count == 1)
    #expect(parentCount.count == 0)
  }

  @Test func replacingAChildWithANewIdentityNotifies() {
    let store = Store(initialState: Screen.State()) { Screen() }
    let childStore = store.scope(\.child, action: \.child)
    store.send(.child(.increment))
    let counter = ChangeCounter { _ = childStore.id }
    store.send(.replaceChild)
    #expect(counter.count == 1)
    // A new identity but an equal value: as in the original library, nothing to tell.
    counter.rearm()
    store.send(.replaceChild)
    #expect(counter.count == 1)
  }

  @Test func rowStoresAreCachedAndObservedIndependently() {
    let store = Store(initialState: Screen.State()) { Screen() }
    store.send(.addRow(1))
    store.send(.addRow(2))
    let rows = store.scope(\.rows, action: \.rows)
    #expect(rows.count == 2)
    #expect(rows[0] === store.scope(\.rows, action: \.rows)[0])
    #expect(rows.map(\.id) == [1, 2])

    let first = ChangeCounter { _ = rows[0].count }
    let second = ChangeCounter { _ = rows[1].count }
    let list = ChangeCounter { _ = store.scope(\.rows, action: \.rows).count }
    rows[1].send(.increment)
    #expect(first.count == 0)
    #expect(second.count == 1)
    #expect(list.count == 0)
    #expect(store.rows[id: 2]?.count == 1)

    store.send(.addRow(3))
    #expect(list.count == 1)
  }

  @Test func optionalScopeObserversAreNotifiedOnDismissal() {
    let store = Store(initialState: Screen.State()) { Screen() }
    store.send(.present)
    let counter = ChangeCounter { _ = store.scope(\.sheet, action: \.sheet.presented) }
    store.send(.sheet(.presented(.increment)))
    #expect(counter.count == 0)
    store.send(.dismiss)
    #expect(counter.count == 1)
  }

  @Test func unrelatedObserversAreNeverNotified() {
    let store = Store(initialState: Screen.State()) { Screen() }
    let counters = (0..<1_000).map { _ in ChangeCounter { _ = store.text } }
    for _ in 0..<10 { store.send(.increment) }
    #expect(counters.allSatisfy { $0.count == 0 })
  }

  @Test func readingTheStoreSynchronouslyFromOnChangeIsSafe() {
    let store = Store(initialState: Screen.State()) { Screen() }
    store.send(.addRow(1))
    let row = store.scope(\.rows, action: \.rows)[0]
    let reader = SynchronousReader {
      "\(store.count) \(row.count) \(store.child.count)"
    }
    store.send(.increment)
    row.send(.increment)
    store.send(.child(.increment))
    store.send(.addRow(2))
    #expect(reader.reads.last == "1 1 1")
    #expect(reader.reads.count >= 4)
  }

  @Test func observeRunsNowAndAfterChangesCoalescingBursts() async {
    let store = Store(initialState: Screen.State()) { Screen() }
    var seen: [Int] = []
    let token = observe { seen.append(store.count) }
    #expect(seen == [0])
    store.send(.increment)
    store.send(.increment)
    store.send(.increment)
    await Task.megaYield()
    #expect(seen == [0, 3])
    store.send(.setText("unrelated"))
    await Task.megaYield()
    #expect(seen == [0, 3])
    token.cancel()
    store.send(.increment)
    await Task.megaYield()
    #expect(seen == [0, 3])
  }

  @Test func observeKeepsADiscardedTokenAliveWhileTheClosureReadsState() async {
    let store = Store(initialState: Screen.State()) { Screen() }
    var runs = 0
    weak var weakToken: ObserveToken?
    do {
      let token = observe {
        _ = store.count
        runs += 1
      }
      weakToken = token
    }
    #expect(weakToken != nil)
    store.send(.increment)
    await Task.megaYield()
    #expect(runs == 2)
    weakToken?.cancel()
    store.send(.increment)
    await Task.megaYield()
    #expect(runs == 2)
  }

  @Test func observeInsideAnObjectLivesAsLongAsTheObject() async {
    @MainActor final class Screen2 {
      let store: StoreOf<Screen>
      var rendered: [Int] = []
      weak var token: ObserveToken?
      init(store: StoreOf<Screen>) {
        self.store = store
        self.token = observe { [weak self] in
          guard let self else { return }
          self.rendered.append(self.store.count)
        }
      }
    }
    let store = Store(initialState: Screen.State()) { Screen() }
    var screen: Screen2? = Screen2(store: store)
    store.send(.increment)
    await Task.megaYield()
    #expect(screen?.rendered == [0, 1])
    weak let weakToken = screen?.token
    #expect(weakToken != nil)

    screen = nil
    // The next change runs the closure once more; it reads nothing, so the observation ends.
    store.send(.increment)
    await Task.megaYield()
    #expect(weakToken == nil)
  }
}
