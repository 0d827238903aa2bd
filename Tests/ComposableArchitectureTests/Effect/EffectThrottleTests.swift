import ComposableArchitecture
import Testing

/// A button whose taps are throttled.
private struct Button: Reducer {
  struct State: Equatable {
    var handled: [Int] = []
  }

  @CasePathable
  enum Action: Equatable {
    case tap(Int)
    case tapWithRun(Int)
    case nothing
    case handle(Int)
  }

  enum CancelID { case tap }

  let latest: Bool
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .tap(let value):
        return .send(.handle(value))
          .throttle(id: CancelID.tap, for: .seconds(1), scheduler: self.clock, latest: self.latest)
      case .tapWithRun(let value):
        return .run { send in await send(.handle(value)) }
          .throttle(id: CancelID.tap, for: .seconds(1), scheduler: self.clock, latest: self.latest)
      case .nothing:
        return Effect<Action>.none
          .throttle(id: CancelID.tap, for: .seconds(1), scheduler: self.clock, latest: self.latest)
      case .handle(let value):
        state.handled.append(value)
        return .none
      }
    }
  }
}

@MainActor
struct EffectThrottleTests {
  private func makeStore(
    latest: Bool, _ clock: some Clock<Duration>
  ) -> TestStoreOf<Button> {
    TestStore(initialState: Button.State()) {
      Button(latest: latest)
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func theFirstActionGoesThroughImmediately() async {
    let store = self.makeStore(latest: true, TestClock())
    await store.send(.tap(1))
    await store.receive(.handle(1)) { $0.handled = [1] }
  }

  @Test func withLatestTheLastActionOfTheWindowGoesThroughAtItsEnd() async {
    let clock = TestClock()
    let store = self.makeStore(latest: true, clock)
    await store.send(.tap(1))
    await store.receive(.handle(1)) { $0.handled = [1] }
    await clock.advance(by: .milliseconds(250))
    await store.send(.tap(2))
    await clock.advance(by: .milliseconds(250))
    await store.send(.tap(3))
    await clock.advance(by: .milliseconds(499))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.handle(3)) { $0.handled = [1, 3] }
    await store.finish()
  }

  @Test func withoutLatestTheFirstActionOfTheWindowGoesThroughAtItsEnd() async {
    let clock = TestClock()
    let store = self.makeStore(latest: false, clock)
    await store.send(.tap(1))
    await store.receive(.handle(1)) { $0.handled = [1] }
    await clock.advance(by: .milliseconds(250))
    await store.send(.tap(2))
    await clock.advance(by: .milliseconds(250))
    await store.send(.tap(3))
    await clock.advance(by: .milliseconds(500))
    await store.receive(.handle(2)) { $0.handled = [1, 2] }
    await store.finish()
  }

  @Test func afterAQuietIntervalTheNextActionGoesThroughImmediately() async {
    let clock = TestClock()
    let store = self.makeStore(latest: true, clock)
    await store.send(.tapWithRun(1))
    await store.receive(.handle(1)) { $0.handled = [1] }
    await clock.advance(by: .seconds(1))
    await store.send(.tapWithRun(2))
    await store.receive(.handle(2)) { $0.handled = [1, 2] }
  }

  @Test func atMostOneActionPerIntervalGoesThrough() async {
    let clock = TestClock()
    let store = self.makeStore(latest: true, clock)
    await store.send(.tapWithRun(1))
    await store.receive(.handle(1)) { $0.handled = [1] }
    await clock.advance(by: .milliseconds(900))
    await store.send(.tapWithRun(2))
    await clock.advance(by: .milliseconds(100))
    await store.receive(.handle(2)) { $0.handled = [1, 2] }
    // The window restarted when 2 went through.
    await clock.advance(by: .milliseconds(500))
    await store.send(.tapWithRun(3))
    await clock.advance(by: .milliseconds(499))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.handle(3)) { $0.handled = [1, 2, 3] }
  }

  @Test func throttlingIsKeptPerStore() async {
    let clock = TestClock()
    let first = self.makeStore(latest: true, clock)
    await first.send(.tap(1))
    await first.receive(.handle(1)) { $0.handled = [1] }
    let second = self.makeStore(latest: true, clock)
    await second.send(.tap(1))
    await second.receive(.handle(1)) { $0.handled = [1] }
  }

  @Test func throttlingNoneIsNone() async {
    let store = self.makeStore(latest: true, TestClock())
    let task = await store.send(.nothing)
    #expect(task.isCancelled)
  }
}
