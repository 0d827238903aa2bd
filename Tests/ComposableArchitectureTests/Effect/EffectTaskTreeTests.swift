import Clocks
@_spi(Internals) import ComposableArchitecture
import Foundation
import TestSupport
import Testing

/// A feature whose effects send actions that start more effects: a chain three levels deep,
/// each level also starting a long-living effect.
private struct Chain: Reducer {
  struct State: Equatable {
    var reached = 0
    var finished = 0
  }

  enum Action: Equatable {
    case start
    case level(Int)
    case finished
  }

  let clock: TestClock<Duration>
  /// How many long-living effects have fixed their sleep's deadline: the test advances the clock
  /// only once they all have, so a slow scheduler cannot make a deadline count from after the
  /// advance.
  let sleepers = LockIsolated(0)

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        return .run { send in await send(.level(1)) }
      case .level(let level):
        state.reached = level
        let longLiving = Effect<Action>.run { [clock, sleepers] send in
          // The deadline is fixed before the count says the effect is there: a sleep that
          // registers with the clock after the test's advance still ends at the right time (at
          // once when the advance went past it), so the test need not wait for registration. The
          // tests advance to half-seconds: `TestClock` suspends a sleep until a deadline equal
          // to its `now` until the next advance.
          let deadline = clock.now.advanced(by: .seconds(level))
          sleepers.withValue { $0 += 1 }
          try await clock.sleep(until: deadline)
          await send(.finished)
        }
        guard level < 3 else { return longLiving }
        return .merge(longLiving, .run { send in await send(.level(level + 1)) })
      case .finished:
        state.finished += 1
        return .none
      }
    }
  }
}

@MainActor
struct EffectTaskTreeTests {
  @Test func cancellingTheTaskOfASendCancelsTheEffectsItsEffectsStarted() async throws {
    let clock = TestClock()
    let store = Store(initialState: Chain.State()) { Chain(clock: clock) }
    let task = store.send(.start)
    try await eventually("store.reached == 3") { store.reached == 3 }
    task.cancel()
    await task.finish()
    // Nothing sleeps any more; the generous timeout only absorbs a loaded machine's scheduling.
    await clock.run(timeout: .seconds(10))
    #expect(store.finished == 0)
  }

  @Test func withoutCancellingTheEffectsOfTheWholeChainRun() async throws {
    let clock = TestClock()
    let chain = Chain(clock: clock)
    let store = Store(initialState: Chain.State()) { chain }
    let task = store.send(.start)
    try await waitForSleepers(chain)
    await clock.advance(by: .milliseconds(3_500))
    try await eventually("store.finished == 3") { store.finished == 3 }
    await task.finish()
    #expect(store.finished == 3)
  }

  @Test func finishWaitsForTheEffectsStartedByTheEffectsActions() async throws {
    let clock = TestClock()
    let chain = Chain(clock: clock)
    let store = Store(initialState: Chain.State()) { chain }
    let task = store.send(.start)
    try await waitForSleepers(chain)
    let finished = LockIsolated(false)
    let waiter = Task {
      await task.finish()
      finished.setValue(true)
    }
    await clock.advance(by: .milliseconds(2_500))
    try await eventually("store.finished == 2") { store.finished == 2 }
    #expect(!finished.value)
    await clock.advance(by: .seconds(1))
    await waiter.value
    #expect(store.finished == 3)
  }

  @Test func cancellingATaskThatAwaitsFinishCancelsTheChain() async throws {
    let clock = TestClock()
    let store = Store(initialState: Chain.State()) { Chain(clock: clock) }
    let task = store.send(.start)
    try await eventually("store.reached == 3") { store.reached == 3 }
    let waiter = Task { await task.finish() }
    waiter.cancel()
    await waiter.value
    #expect(task.isCancelled)
    await task.finish()
    await clock.run(timeout: .seconds(10))
    #expect(store.finished == 0)
  }

  @Test func everyTaskAwaitingTheSameSendWaitsForTheWholeChain() async throws {
    let clock = TestClock()
    let chain = Chain(clock: clock)
    let store = Store(initialState: Chain.State()) { chain }
    let task = store.send(.start)
    try await waitForSleepers(chain)
    let finishedWaiters = LockIsolated(0)
    let waiters = (0..<2).map { _ in
      Task {
        await task.finish()
        finishedWaiters.withValue { $0 += 1 }
      }
    }
    await clock.advance(by: .milliseconds(2_500))
    try await eventually("store.finished == 2") { store.finished == 2 }
    #expect(finishedWaiters.value == 0)
    await clock.advance(by: .seconds(1))
    for waiter in waiters { await waiter.value }
    #expect(finishedWaiters.value == 2)
    #expect(!task.isCancelled)
  }

  @Test func aTestStoreTaskCancelsTheWholeChain() async {
    let clock = TestClock()
    let store = TestStore(initialState: Chain.State()) { Chain(clock: clock) }
    let task = await store.send(.start)
    await store.receive(.level(1)) { $0.reached = 1 }
    await store.receive(.level(2)) { $0.reached = 2 }
    await store.receive(.level(3)) { $0.reached = 3 }
    await task.cancel()
  }

  @Test func aTestStoreReportsTheChainStillRunningWhenNotCancelled() async {
    let clock = TestClock()
    let store = TestStore(initialState: Chain.State()) { Chain(clock: clock) }
    await store.send(.start)
    await store.receive(.level(1)) { $0.reached = 1 }
    await store.receive(.level(2)) { $0.reached = 2 }
    await store.receive(.level(3)) { $0.reached = 3 }
    await withKnownIssue {
      await store.finish(timeout: .milliseconds(100))
    } matching: { issue in
      issue.description.contains(
        "Expected effects to finish, but there are still effects in-flight")
    }
    await store.skipInFlightEffects(strict: false)
  }

  @Test func effectActionsOutsideAStoreHonourCancellationIDs() async throws {
    enum CancelID { case work }
    let started = LockIsolated(false)
    let effect = Effect<Int>.merge(
      .send(1),
      .run { send in
        started.setValue(true)
        try await Task.never()
        await send(2)
      }
      .cancellable(id: CancelID.work)
    )
    let collected = Task {
      var values: [Int] = []
      for await value in effect.actions { values.append(value) }
      return values
    }
    try await eventually("started.value") { started.value }
    Task.cancel(id: CancelID.work)
    #expect(await collected.value == [1])
  }

  @Test func anEffectRunOutsideAStoreCanBeCancelledByItsConsumer() async throws {
    let started = LockIsolated(false)
    let ended = LockIsolated(false)
    let effect = Effect<Int>.run { _ in
      started.setValue(true)
      try? await Task.never()
      ended.setValue(true)
    }
    let consumer = Task {
      for await _ in effect.actions {}
    }
    try await eventually("started.value") { started.value }
    consumer.cancel()
    await consumer.value
    try await eventually("ended.value") { ended.value }
  }

  @Test func aMappedTreeOfEffectsKeepsItsShapeAndTransformsEveryAction() async {
    enum CancelID { case slow }
    let effect = Effect<Int>.concatenate(
      .send(1),
      .merge(.run { send in await send(2) }, .none),
      .run { send in await send(3) }.cancellable(id: CancelID.slow)
    )
    .map { "\($0)" }
    var values: [String] = []
    for await value in effect.actions { values.append(value) }
    #expect(values == ["1", "2", "3"])
  }

  @Test func aMapTransformSeesTheDependenciesWhereMapWasCalled() async {
    @Dependency(\.date) var date
    let fixed = Date(timeIntervalSince1970: 1_234_567_890)
    let effects = withDependencies {
      $0.date.now = fixed
    } operation: {
      [
        Effect<Void>.send(()).map { date() },
        Effect<Void>.run { send in await send(()) }.map { date() },
      ]
    }
    for effect in effects {
      var dates: [Date] = []
      for await value in effect.actions { dates.append(value) }
      #expect(dates == [fixed])
    }
  }
}

/// Waits until the chain's three long-living effects have fixed their deadlines on its test
/// clock (each then sleeps until its own, whenever its sleep registers).
@MainActor
private func waitForSleepers(_ chain: Chain) async throws {
  try await eventually("the three effects sleep on the clock") { chain.sleepers.value == 3 }
}
