import ComposableArchitecture
import Observation
import Testing

@Reducer
private struct Level {
  @ObservableState
  struct State: Equatable {
    @Presents var child: Level.State?
    var count = 0
    var rows: IdentifiedArrayOf<Row.State> = []

    /// `levels` features, each presenting the next.
    static func nested(_ levels: Int) -> Self {
      var state = Self()
      for _ in 1..<levels {
        var parent = Self()
        parent.child = state
        state = parent
      }
      return state
    }
  }
  enum Action {
    indirect case child(PresentationAction<Level.Action>)
    case rows(IdentifiedActionOf<Row>)
    case tap
    case dismissChild
    case addRow(Int)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tap:
        state.count += 1
        return .none
      case .dismissChild:
        state.child = nil
        return .none
      case .addRow(let id):
        state.rows.append(Row.State(id: id))
        return .none
      case .child, .rows:
        return .none
      }
    }
    .ifLet(\.$child, action: \.child) { Level() }
    .forEach(\.rows, action: \.rows) { Row() }
  }

  @Reducer
  struct Row {
    @ObservableState
    struct State: Equatable, Identifiable {
      let id: Int
      var count = 0
    }
    enum Action { case tap }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.count += 1
        return .none
      }
    }
  }
}

/// A store scoped to state that can go away answers a read without reading its parents while no
/// action was reduced since it last saw its state; these tests prove that every read still sees
/// the state as it is, whichever store sent the action.
@MainActor
struct ScopedStateReadTests {
  private func leaf(of root: StoreOf<Level>, depth: Int) -> StoreOf<Level> {
    var store = root
    for _ in 0..<depth {
      store = store.scope(\.child, action: \.child.presented)!
    }
    return store
  }

  @Test func aDeepStoreSeesChangesSentFromAnyStoreOfTheTree() {
    let root = Store(initialState: Level.State.nested(4)) { Level() }
    let middle = self.leaf(of: root, depth: 1)
    let leaf = self.leaf(of: root, depth: 3)
    #expect(leaf.count == 0)
    #expect(leaf.count == 0)

    leaf.send(.tap)
    #expect(leaf.count == 1)
    #expect(middle.child?.child?.count == 1)

    root.send(.child(.presented(.child(.presented(.child(.presented(.tap)))))))
    #expect(leaf.count == 2)
    #expect(root.child?.child?.child?.count == 2)
  }

  @Test func aDismissedStoreKeepsAnsweringWithTheStateItLastSaw() {
    let root = Store(initialState: Level.State.nested(3)) { Level() }
    let leaf = self.leaf(of: root, depth: 2)
    leaf.send(.tap)
    leaf.send(.tap)
    #expect(leaf.count == 2)

    root.send(.child(.presented(.dismissChild)))
    #expect(root.child?.child == nil)
    #expect(leaf.count == 2)
    #expect(self.leaf(of: root, depth: 1).scope(\.child, action: \.child.presented) == nil)
  }

  @Test func anElementStoreTakenFromAnOlderCollectionSeesTheCurrentElement() {
    let root = Store(initialState: Level.State()) { Level() }
    root.send(.addRow(1))
    root.send(.addRow(2))
    // Built before the rows change; its element stores are created only when first accessed.
    let rows = root.scope(\.rows, action: \.rows)
    root.send(.rows(.element(id: 2, action: .tap)))
    root.send(.rows(.element(id: 2, action: .tap)))

    let second = rows[1]
    #expect(second.count == 2)
    second.send(.tap)
    #expect(second.count == 3)
    #expect(root.rows[id: 2]?.count == 3)
  }

  @Test func aReadAnsweredWithoutTheParentsIsStillObserved() {
    let root = Store(initialState: Level.State.nested(3)) { Level() }
    let leaf = self.leaf(of: root, depth: 2)
    _ = leaf.count
    let changes = LockIsolated(0)
    withObservationTracking {
      _ = leaf.count
    } onChange: {
      changes.withValue { $0 += 1 }
    }
    root.send(.tap)
    #expect(changes.value == 0)
    leaf.send(.tap)
    #expect(changes.value == 1)
    #expect(leaf.count == 1)
  }

  @Test func aCachedOptionalScopeIsToldWhenItsStateIsDismissed() {
    let root = Store(initialState: Level.State.nested(3)) { Level() }
    let middle = self.leaf(of: root, depth: 1)
    _ = middle.scope(\.child, action: \.child.presented)
    let changes = LockIsolated(0)
    withObservationTracking {
      // A cache hit.
      _ = middle.scope(\.child, action: \.child.presented)
    } onChange: {
      changes.withValue { $0 += 1 }
    }
    middle.send(.dismissChild)
    #expect(changes.value == 1)
    #expect(middle.scope(\.child, action: \.child.presented) == nil)
  }

  @Test func aScopeWrittenWithSubscriptLiteralsIsFoundAgain() throws {
    let root = Store(initialState: Level.State()) { Level() }
    root.send(.addRow(1))
    // Both literals have subscript arguments: each evaluation is a new key path object.
    let first = try #require(root.scope(\.rows[id: 1], action: \.rows[id: 1]))
    let second = try #require(root.scope(\.rows[id: 1], action: \.rows[id: 1]))
    #expect(first === second)
    second.send(.tap)
    #expect(first.count == 1)
  }
}
