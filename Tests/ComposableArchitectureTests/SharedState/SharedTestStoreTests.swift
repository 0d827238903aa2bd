import ComposableArchitecture
import Foundation
import Testing

@Reducer
private struct Feature {
  @ObservableState
  struct State: Equatable {
    @Shared var count: Int
    var description = ""
  }
  enum Action: Equatable {
    case increment
    case incrementLater
    case incremented
    case describe
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.$count.withLock { $0 += 1 }
        return .none
      case .incrementLater:
        return .run { [count = state.$count] send in
          count.withLock { $0 += 1 }
          await send(.incremented)
        }
      case .incremented:
        return .none
      case .describe:
        state.description = "count: \(state.count)"
        return .none
      }
    }
  }
}

@MainActor
struct SharedTestStoreTests {
  @Test func sharedMutationsAreAssertedLikeState() async {
    let store = TestStore(initialState: Feature.State(count: Shared(value: 0))) { Feature() }
    await store.send(.increment) {
      $0.$count.withLock { $0 = 1 }
    }
    await store.send(.increment) {
      $0.$count.withLock { $0 = 2 }
    }
    #expect(store.state.count == 2)
  }

  @Test func anUnassertedSharedMutationFailsWithADiff() async {
    let store = TestStore(initialState: Feature.State(count: Shared(value: 0))) { Feature() }
    await withKnownIssue {
      await store.send(.increment)
    } matching: { issue in
      issue.description.contains("State was not expected to change, but a change occurred")
        && issue.description.contains("−   count: 0")
        && issue.description.contains("+   count: 1")
    }
    // The failed step is forgotten: the next one is asserted from the current value.
    await store.send(.increment) {
      $0.$count.withLock { $0 = 2 }
    }
  }

  @Test func aWrongSharedAssertionFailsWithADiff() async {
    let store = TestStore(initialState: Feature.State(count: Shared(value: 0))) { Feature() }
    await withKnownIssue {
      await store.send(.increment) {
        $0.$count.withLock { $0 = 5 }
      }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
        && issue.description.contains("−   count: 5")
        && issue.description.contains("+   count: 1")
    }
  }

  @Test func assertingASharedChangeThatDidNotHappenFails() async {
    let store = TestStore(initialState: Feature.State(count: Shared(value: 0))) { Feature() }
    await withKnownIssue {
      await store.send(.describe) {
        $0.$count.withLock { $0 = 1 }
        $0.description = "count: 0"
      }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
    }
  }

  @Test func sharedAndPlainStateAreAssertedTogether() async {
    let store = TestStore(initialState: Feature.State(count: Shared(value: 0))) { Feature() }
    await store.send(.increment) {
      $0.$count.withLock { $0 = 1 }
    }
    await store.send(.describe) {
      $0.description = "count: 1"
    }
  }

  @Test func effectsMutationsAreAssertedOnTheNextStep() async {
    let store = TestStore(initialState: Feature.State(count: Shared(value: 0))) { Feature() }
    await store.send(.incrementLater)
    await store.receive(.incremented) {
      $0.$count.withLock { $0 = 1 }
    }
  }

  @Test func skippedReceivedActionsTakeTheirSharedChangesWithThem() async {
    let store = TestStore(initialState: Feature.State(count: Shared(value: 0))) { Feature() }
    await store.send(.incrementLater)
    await store.skipReceivedActions()
    // The effect's shared change was skipped with its action: it is not asserted again here.
    await store.send(.describe) {
      $0.description = "count: 1"
    }
  }

  @Test func storeAssertChecksSharedValues() async {
    let count = Shared(value: 0)
    let store = TestStore(initialState: Feature.State(count: count)) { Feature() }
    await store.send(.increment) {
      $0.$count.withLock { $0 = 1 }
    }
    store.assert {
      $0.$count.withLock { $0 = 1 }
    }
    withKnownIssue {
      store.assert {
        $0.$count.withLock { $0 = 7 }
      }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
    }
  }

  @Test func nonExhaustiveStoresSkipUnassertedSharedChanges() async {
    let store = TestStore(initialState: Feature.State(count: Shared(value: 0))) { Feature() }
    store.exhaustivity = .off
    await store.send(.increment)
    await store.send(.increment) {
      $0.$count.withLock { $0 = 2 }
    }
    await withKnownIssue {
      await store.send(.increment) {
        $0.$count.withLock { $0 = 9 }
      }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
    }
  }

  @Test func assertionsDoNotChangeTheSharedValue() async {
    let count = Shared(value: 0)
    let store = TestStore(initialState: Feature.State(count: count)) { Feature() }
    await withKnownIssue {
      await store.send(.increment) {
        $0.$count.withLock { $0 = 100 }
      }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
    }
    #expect(count.wrappedValue == 1)
  }

  @Test func persistedSharedStateIsAssertedToo() async {
    struct Persisted: Equatable {
      @Shared(.inMemory("count")) var count = 0
      @Shared(.fileStorage(URL(fileURLWithPath: "/file.json"))) var saved = 0
    }
    let store = TestStore(initialState: Persisted()) {
      Reduce<Persisted, Void> { state, _ in
        state.$count.withLock { $0 += 1 }
        state.$saved.withLock { $0 += 10 }
        return .none
      }
    }
    await store.send(()) {
      $0.$count.withLock { $0 = 1 }
      $0.$saved.withLock { $0 = 10 }
    }
    // The test's own holders of the same keys share the same values.
    @Shared(.inMemory("count")) var count = 0
    #expect(count == 1)
  }

  @Test func eachTestStartsFromIsolatedStorage() {
    @Shared(.inMemory("count")) var count = 0
    @Shared(.fileStorage(URL(fileURLWithPath: "/file.json"))) var saved = 0
    // Another test sets these to 1 and 10; this one starts from the defaults.
    #expect(count == 0)
    #expect(saved == 0)
  }
}

@MainActor
struct SharedOnChangeTests {
  struct Count: Codable, Equatable {
    var value = 0
  }

  @Reducer
  struct Feature {
    struct State: Equatable {
      @Shared(.fileStorage(URL(fileURLWithPath: "/file.json"))) var count = Count()
      var description = ""
    }
    enum Action: Equatable {
      case incrementButtonTapped
    }
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .incrementButtonTapped:
          state.$count.withLock { $0.value += 1 }
          return .none
        }
      }
      .onChange(of: \.count) { oldValue, newValue in
        Reduce { state, _ in
          state.description = "old: \(oldValue.value), new: \(newValue.value)"
          return .none
        }
      }
    }
  }

  @Test func onChangeSeesTheOldAndNewSharedValues() async {
    let store = TestStore(initialState: Feature.State()) { Feature() }
    await store.send(.incrementButtonTapped) {
      $0.$count.withLock { $0.value = 1 }
      $0.description = "old: 0, new: 1"
    }
    await store.send(.incrementButtonTapped) {
      $0.$count.withLock { $0.value = 2 }
      $0.description = "old: 1, new: 2"
    }
  }
}
