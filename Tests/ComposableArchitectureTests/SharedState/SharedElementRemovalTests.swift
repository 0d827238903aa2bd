import ComposableArchitecture
import Foundation
import Testing

/// A row of a shared collection, as SyncUps keeps its sync-ups.
private struct Row: Equatable, Identifiable, Codable {
  let id: Int
  var title: String
}

/// A detail feature holding one row of a shared collection, that deletes it and dismisses
/// itself, as the original's SyncUps detail does.
@Reducer
private struct RowDetail {
  @ObservableState
  struct State: Equatable {
    @Shared var row: Row
  }
  enum Action {
    case deleteConfirmed
  }
  @Dependency(\.dismiss) var dismiss
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .deleteConfirmed:
        @Shared(.rows) var rows
        $rows.withLock { _ = $0.remove(id: state.row.id) }
        return .run { _ in await dismiss() }
      }
    }
  }
}

@Reducer
private struct RowsApp {
  @ObservableState
  struct State: Equatable {
    var path = StackState<RowDetail.State>()
    @Shared(.rows) var rows
  }
  enum Action {
    case path(StackActionOf<RowDetail>)
  }
  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .forEach(\.path, action: \.path) { RowDetail() }
  }
}

extension SharedKey where Self == FileStorageKey<IdentifiedArrayOf<Row>>.Default {
  fileprivate static var rows: Self {
    Self[.fileStorage(URL(fileURLWithPath: "/tmp/never-written-rows.json")), default: []]
  }
}

@MainActor
struct SharedElementRemovalTests {
  /// A shared element unwrapped from a collection keeps its last value when the element is
  /// removed, and the removal does not trap.
  @Test func removingTheElementAnUnwrappedSharedFollowsKeepsItsLastValue() throws {
    @Shared(.inMemory("removal-rows")) var rows: IdentifiedArrayOf<Row> = [Row(id: 1, title: "A")]
    let row = try #require(Shared($rows[id: 1]))
    $rows.withLock { _ = $0.remove(id: 1) }
    #expect(rows.isEmpty)
    #expect(row.wrappedValue == Row(id: 1, title: "A"))
  }

  /// An element reached by id (`$rows[id: 2]`) and the same element of `Array($rows)` (what a
  /// list's `ForEach` iterates) are one shared value; writing `nil` by id removes the element.
  @Test func anElementByIDAndTheSameElementOfTheArrayAreOneSharedValue() throws {
    @Shared(.inMemory("element-rows")) var rows: IdentifiedArrayOf<Row> = [
      Row(id: 1, title: "A"), Row(id: 2, title: "B"),
    ]
    let elements = Array($rows)
    let second = try #require(Shared($rows[id: 2]))
    elements[1].withLock { $0.title = "Bee" }
    #expect(second.wrappedValue.title == "Bee")
    #expect(rows[id: 2]?.title == "Bee")

    $rows[id: 1].withLock { $0 = nil }
    #expect(rows.ids == [2])
    #expect($rows[id: 3].wrappedValue == nil)

    let reader = SharedReader($rows)
    #expect(reader[id: 2].wrappedValue?.title == "Bee")
    #expect(reader[id: 1].wrappedValue == nil)
    #expect(Array(reader).map(\.wrappedValue.title) == ["Bee"])
  }

  /// The original's SyncUps `AppFeatureTests.delete`: a pushed detail deletes its row from the
  /// shared collection and dismisses itself.
  @Test func aPushedDetailDeletesItsSharedRowAndDismisses() async throws {
    let store = TestStore(initialState: RowsApp.State()) { RowsApp() }
    store.state.$rows.withLock { $0 = [Row(id: 1, title: "A")] }
    let row = try #require(Shared(store.state.$rows[id: 1]))
    await store.send(\.path.push, (id: 0, RowDetail.State(row: row))) {
      $0.path[id: 0] = RowDetail.State(row: row)
    }
    await store.send(\.path[id: 0].deleteConfirmed) {
      $0.$rows.withLock { $0 = [] }
    }
    await store.receive(\.path.popFrom) {
      $0.path = StackState()
    }
  }
}
