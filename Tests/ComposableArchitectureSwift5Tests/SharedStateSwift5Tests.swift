import ComposableArchitecture
import Foundation
import Testing

// Shared state, compiled in Swift 5 language mode: the spellings of the original's shared-state
// features build and behave here as in Swift 6 mode.

private struct SyncUp: Codable, Equatable, Identifiable {
  let id: Int
  var title: String
}

extension SharedKey where Self == FileStorageKey<IdentifiedArrayOf<SyncUp>>.Default {
  fileprivate static var syncUps: Self {
    Self[.fileStorage(URL(fileURLWithPath: "/sync-ups.json")), default: []]
  }
}

@Reducer
private struct SyncUpsList {
  @ObservableState
  struct State: Equatable {
    @Shared(.syncUps) var syncUps
    @SharedReader(.appStorage("title")) var title = "Sync-ups"
    @Shared(.inMemory("tapCount")) var tapCount = 0
  }
  enum Action: Equatable {
    case add(Int)
    case rename(id: Int, title: String)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .add(id):
        state.$syncUps.withLock { _ = $0.append(SyncUp(id: id, title: "New")) }
        state.$tapCount.withLock { $0 += 1 }
        return .none
      case let .rename(id, title):
        if let syncUp = Shared(state.$syncUps[id: id]) {
          syncUp.withLock { $0.title = title }
        }
        return .none
      }
    }
  }
}

@MainActor
struct SharedStateSwift5Tests {
  @Test func sharedMutationsAreAssertedExhaustively() async {
    let store = TestStore(initialState: SyncUpsList.State()) { SyncUpsList() }
    await store.send(.add(1)) {
      $0.$syncUps.withLock { $0 = [SyncUp(id: 1, title: "New")] }
      $0.$tapCount.withLock { $0 = 1 }
    }
    await store.send(.rename(id: 1, title: "Design")) {
      $0.$syncUps.withLock { $0[id: 1]?.title = "Design" }
    }
    #expect(store.state.title == "Sync-ups")
  }

  @Test func unassertedSharedMutationsFail() async {
    let store = TestStore(initialState: SyncUpsList.State()) { SyncUpsList() }
    await withKnownIssue {
      await store.send(.add(1)) {
        $0.$tapCount.withLock { $0 = 1 }
      }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
    }
  }

  @Test func derivedOptionalAndCollectionSharedValues() throws {
    @Shared(value: IdentifiedArrayOf<SyncUp>([SyncUp(id: 1, title: "A")])) var syncUps
    let first = try #require(Array($syncUps).first)
    first.withLock { $0.title = "B" }
    #expect(syncUps[id: 1]?.title == "B")
    let title: Shared<String> = first.title
    title.withLock { $0 += "!" }
    #expect(syncUps[id: 1]?.title == "B!")
    @Shared(value: nil) var selected: SyncUp?
    #expect(Shared($selected) == nil)
  }

  @Test func observersSeeChangesFromAnyHolder() async {
    let count = Shared(value: 0)
    var seen: [Int] = []
    let token = observe { seen.append(count.wrappedValue) }
    count.withLock { $0 += 1 }
    for _ in 0..<100 where seen.count < 2 { await Task.yield() }
    #expect(seen == [0, 1])
    token.cancel()
  }
}
