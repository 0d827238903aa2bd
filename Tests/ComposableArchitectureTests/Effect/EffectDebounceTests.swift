import ComposableArchitecture
import Testing

/// A search field that debounces its searches.
private struct Search: Reducer {
  struct State: Equatable {
    var query = ""
    var searches: [String] = []
  }

  @CasePathable
  enum Action: Equatable {
    case queryChanged(String)
    case queryChangedSending(String)
    case cancelSearch
    case search(String)
    case nothing
  }

  enum CancelID { case search }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .queryChanged(let query):
        state.query = query
        return .run { send in await send(.search(query)) }
          .debounce(id: CancelID.search, for: .seconds(1), scheduler: self.clock)
      case .queryChangedSending(let query):
        state.query = query
        return .send(.search(query))
          .debounce(id: CancelID.search, for: .seconds(1), scheduler: self.clock)
      case .cancelSearch:
        return .cancel(id: CancelID.search)
      case .search(let query):
        state.searches.append(query)
        return .none
      case .nothing:
        return Effect<Action>.none
          .debounce(id: CancelID.search, for: .seconds(1), scheduler: self.clock)
      }
    }
  }
}

@MainActor
struct EffectDebounceTests {
  private func makeStore(_ clock: some Clock<Duration>) -> TestStoreOf<Search> {
    TestStore(initialState: Search.State()) {
      Search()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func aDebouncedEffectRunsAfterTheDueTime() async {
    let clock = TestClock()
    let store = self.makeStore(clock)
    await store.send(.queryChanged("a")) { $0.query = "a" }
    await clock.advance(by: .milliseconds(999))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.search("a")) { $0.searches = ["a"] }
  }

  @Test func onlyTheLastOfARapidSeriesRuns() async {
    let clock = TestClock()
    let store = self.makeStore(clock)
    await store.send(.queryChanged("a")) { $0.query = "a" }
    await clock.advance(by: .milliseconds(500))
    await store.send(.queryChanged("ab")) { $0.query = "ab" }
    await clock.advance(by: .milliseconds(500))
    await store.send(.queryChanged("abc")) { $0.query = "abc" }
    await clock.advance(by: .milliseconds(999))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.search("abc")) { $0.searches = ["abc"] }
    await store.finish()
  }

  @Test func aDebouncedSendIsDelayedToo() async {
    let clock = TestClock()
    let store = self.makeStore(clock)
    await store.send(.queryChangedSending("a")) { $0.query = "a" }
    await store.send(.queryChangedSending("b")) { $0.query = "b" }
    await clock.advance(by: .seconds(1))
    await store.receive(.search("b")) { $0.searches = ["b"] }
  }

  @Test func aPendingDebouncedEffectCanBeCancelledById() async {
    let clock = TestClock()
    let store = self.makeStore(clock)
    await store.send(.queryChanged("a")) { $0.query = "a" }
    await store.send(.cancelSearch)
    await clock.advance(by: .seconds(2))
    await store.finish()
  }

  @Test func debouncingNoneIsNone() async {
    let store = self.makeStore(TestClock())
    let task = await store.send(.nothing)
    #expect(task.isCancelled)
  }

  @Test func anImmediateClockDoesNotWait() async {
    let store = self.makeStore(ImmediateClock())
    await store.send(.queryChanged("a")) { $0.query = "a" }
    await store.receive(.search("a")) { $0.searches = ["a"] }
  }
}
