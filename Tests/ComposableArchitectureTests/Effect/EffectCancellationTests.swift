import ComposableArchitecture
import Testing

/// A feature with timers that can be cancelled in every way the library offers.
private struct Timers: Reducer {
  struct State: Equatable {
    var fired: [String] = []
  }

  @CasePathable
  enum Action: Equatable {
    case start(String)
    case startReplacing(String)
    case startWithTaskCancellation(String)
    case startTwo
    case stop(String)
    case stopBoth
    case stopFromAnEffect(String)
    case fired(String)
  }

  @Dependency(\.continuousClock) var clock

  private func timer(_ name: String) -> Effect<Action> {
    .run { send in
      try await self.clock.sleep(for: .seconds(1))
      await send(.fired(name))
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start(let id):
        return self.timer(id).cancellable(id: id)
      case .startReplacing(let id):
        return self.timer(id).cancellable(id: id, cancelInFlight: true)
      case .startWithTaskCancellation(let id):
        return .run { [clock = self.clock] send in
          await withTaskCancellation(id: id, cancelInFlight: true) {
            try? await clock.sleep(for: .seconds(1))
            guard !Task.isCancelled else { return }
            await send(.fired(id))
          }
        }
      case .startTwo:
        return .merge(self.timer("a").cancellable(id: "a"), self.timer("b").cancellable(id: "b"))
      case .stop(let id):
        return .cancel(id: id)
      case .stopBoth:
        return .cancel(ids: ["a", "b"])
      case .stopFromAnEffect(let id):
        return .run { _ in Task.cancel(id: id) }
      case .fired(let name):
        state.fired.append(name)
        return .none
      }
    }
  }
}

@MainActor
struct EffectCancellationTests {
  private func makeStore(_ clock: TestClock<Duration>) -> TestStoreOf<Timers> {
    TestStore(initialState: Timers.State()) {
      Timers()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func cancelByIdStopsACancellableEffect() async {
    let clock = TestClock()
    let store = self.makeStore(clock)
    await store.send(.start("t"))
    await store.send(.stop("t"))
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func cancellingAnotherIdLeavesTheEffectRunning() async {
    let clock = TestClock()
    let store = self.makeStore(clock)
    await store.send(.start("t"))
    await store.send(.stop("other"))
    await clock.advance(by: .seconds(1))
    await store.receive(.fired("t")) { $0.fired = ["t"] }
  }

  @Test func withoutCancelInFlightBothEffectsRun() async {
    let clock = TestClock()
    let store = self.makeStore(clock)
    await store.send(.start("t"))
    await store.send(.start("t"))
    await clock.advance(by: .seconds(1))
    await store.receive(.fired("t")) { $0.fired = ["t"] }
    await store.receive(.fired("t")) { $0.fired = ["t", "t"] }
  }

  @Test func cancelInFlightReplacesTheRunningEffect() async {
    let clock = TestClock()
    let store = self.makeStore(clock)
    await store.send(.startReplacing("t"))
    await clock.advance(by: .milliseconds(500))
    await store.send(.startReplacing("t"))
    await clock.advance(by: .milliseconds(500))
    // The first one was cancelled; the second fires a second after it started.
    await clock.advance(by: .milliseconds(500))
    await store.receive(.fired("t")) { $0.fired = ["t"] }
  }

  @Test func cancelIdsCancelsEveryListedId() async {
    let clock = TestClock()
    let store = self.makeStore(clock)
    await store.send(.startTwo)
    await store.send(.stopBoth)
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func withTaskCancellationCancelsInFlightWork() async {
    let clock = TestClock()
    let store = self.makeStore(clock)
    await store.send(.startWithTaskCancellation("w"))
    await clock.advance(by: .milliseconds(500))
    await store.send(.startWithTaskCancellation("w"))
    await clock.advance(by: .seconds(1))
    await store.receive(.fired("w")) { $0.fired = ["w"] }
    await store.finish()
  }

  @Test func workInWithTaskCancellationIsCancelledByTheEffectCancelId() async {
    let clock = TestClock()
    let store = self.makeStore(clock)
    await store.send(.startWithTaskCancellation("w"))
    await store.send(.stop("w"))
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func taskCancelIdInsideAnEffectCancelsEffectsWithThatId() async {
    let clock = TestClock()
    let store = self.makeStore(clock)
    await store.send(.start("t"))
    await store.send(.stopFromAnEffect("t"))
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func aCancelledRunCannotSend() async {
    let clock = TestClock()
    let store = TestStore(initialState: Timers.State()) {
      Reduce<Timers.State, Timers.Action> { state, action in
        switch action {
        case .start(let id):
          return .run { send in
            // The sleep is cancelled, but the effect ignores that and tries to send anyway.
            try? await clock.sleep(for: .seconds(1))
            await send(.fired(id))
          }
          .cancellable(id: id)
        case .stop(let id):
          return .cancel(id: id)
        case .fired(let id):
          state.fired.append(id)
          return .none
        default:
          return .none
        }
      }
    }
    await store.send(.start("t"))
    await store.send(.stop("t"))
    await clock.advance(by: .seconds(1))
    await store.finish()
    #expect(store.state.fired == [])
  }

  @Test func cancellationIdsAreScopedPerStore() async {
    await withMainSerialExecutor {
      let clock = TestClock()
      let first = Store(initialState: Timers.State()) {
        Timers()
      } withDependencies: {
        $0.continuousClock = clock
      }
      let second = Store(initialState: Timers.State()) {
        Timers()
      } withDependencies: {
        $0.continuousClock = clock
      }
      let firstTask = first.send(.start("same"))
      let secondTask = second.send(.start("same"))
      await Task.megaYield()
      // Cancelling "same" in the first store leaves the second store's "same" running.
      first.send(.stop("same"))
      await firstTask.finish()
      await clock.advance(by: .seconds(1))
      await secondTask.finish()
      #expect(first.fired == [])
      #expect(second.fired == ["same"])
    }
  }

  @Test func withTaskCancellationOutsideAStoreIsCancelledByTaskCancelId() async {
    let started = AsyncStream.makeStream(of: Void.self)
    let task = Task {
      await withTaskCancellation(id: "outside") {
        started.continuation.yield()
        try? await Task.never()
        return Task.isCancelled
      }
    }
    var iterator = started.stream.makeAsyncIterator()
    await iterator.next()
    Task.cancel(id: "outside")
    #expect(await task.value == true)
  }

  @Test func cancellingAStoreTaskCancelsItsEffects() async {
    let clock = TestClock()
    let store = Store(initialState: Timers.State()) {
      Timers()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = store.send(.start("t"))
    task.cancel()
    await task.finish()
    #expect(task.isCancelled)
    await clock.advance(by: .seconds(1))
    #expect(store.fired == [])
  }
}
