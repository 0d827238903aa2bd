import ComposableArchitecture
import Testing

/// A stack whose elements run an endless effect, and whose parent empties the stack either
/// before or after the stack's `forEach` runs.
@Reducer
private struct Shelf {
  @ObservableState
  struct State: Equatable {
    var items = StackState<Item.State>()
  }
  enum Action {
    case items(StackActionOf<Item>)
    case clearFirst
    case clearLast
    case other
  }
  @Reducer
  struct Item {
    @ObservableState
    struct State: Equatable {}
    enum Action { case onAppear }
    var body: some ReducerOf<Self> {
      Reduce { _, _ in .run { _ in try await Task.never() } }
    }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .clearFirst = action { state.items.removeAll() }
      return .none
    }
    Reduce { _, _ in .none }
      .forEach(\.items, action: \.items) { Item() }
    Reduce { state, action in
      if case .clearLast = action { state.items.removeAll() }
      return .none
    }
  }
}

@MainActor
struct StackOuterCancellationTests {
  @Test func anElementRemovedBeforeTheForEachRunsHasItsEffectsCancelledAtOnce() async {
    let store = TestStore(initialState: Shelf.State()) { Shelf() }
    await store.send(.items(.push(id: 0, state: Shelf.Item.State()))) {
      $0.items[id: 0] = Shelf.Item.State()
    }
    await store.send(.items(.element(id: 0, action: .onAppear)))
    // The parent empties the stack; the `forEach` that runs next sees element 0 gone.
    await store.send(.clearFirst) { $0.items.removeAll() }
  }

  @Test func anElementRemovedAfterTheForEachRanHasItsEffectsCancelledOnTheNextAction() async {
    let store = TestStore(initialState: Shelf.State()) { Shelf() }
    await store.send(.items(.push(id: 0, state: Shelf.Item.State()))) {
      $0.items[id: 0] = Shelf.Item.State()
    }
    await store.send(.items(.element(id: 0, action: .onAppear)))
    await store.send(.clearLast) { $0.items.removeAll() }
    // The `forEach` ran before the removal; the next action through it ends the effect.
    await store.send(.other)
  }

  @Test func anElementOnTheStackFromTheStartIsCancelledWhenTheParentRemovesIt() async throws {
    var initial = Shelf.State()
    initial.items.append(Shelf.Item.State())
    let store = TestStore(initialState: initial) { Shelf() }
    let id = try #require(store.state.items.ids.first)
    await store.send(.items(.element(id: id, action: .onAppear)))
    await store.send(.clearFirst) { $0.items.removeAll() }
  }
}
