import Testing

@testable import ComposableArchitecture

/// The signal a ``TestStore`` waits on instead of polling: a wait wakes when the core fires it,
/// stops at its deadline, and never misses a firing that came between reading the generation and
/// waiting.
struct EffectActivityTests {
  @Test func aWaitWakesWhenTheSignalFires() async {
    let activity = EffectActivity()
    let flag = LockIsolated(false)
    Task {
      // sleep-ok: a simulated delay; the wait must wake in either order.
      try? await Task.sleep(for: .milliseconds(20))
      flag.setValue(true)
      activity.fire()
    }
    let clock = ContinuousClock()
    let start = clock.now
    let held = await waitUntil(activity, timeout: .seconds(5)) { flag.value }
    #expect(held)
    #expect(clock.now - start < .seconds(4))
  }

  @Test func aFiringBeforeTheWaitIsNotMissed() async {
    let activity = EffectActivity()
    let generation = activity.generation
    activity.fire()
    // Returns at once: the signal fired after `generation`.
    await activity.next(after: generation)
    #expect(activity.generation == generation + 1)
  }

  @Test func aWaitWithoutFiringTimesOut() async {
    let activity = EffectActivity()
    let clock = ContinuousClock()
    let start = clock.now
    let held = await waitUntil(activity, timeout: .milliseconds(50)) { false }
    #expect(!held)
    #expect(clock.now - start >= .milliseconds(50))
  }

  @Test func aFiringThatLeavesTheConditionFalseKeepsWaiting() async {
    let activity = EffectActivity()
    let firings = Task {
      for _ in 1...5 {
        // sleep-ok: simulated firings spread over the wait; none ends it.
        try? await Task.sleep(for: .milliseconds(5))
        activity.fire()
      }
    }
    let held = await waitUntil(activity, timeout: .milliseconds(200)) { false }
    #expect(!held)
    await firings.value
    #expect(activity.generation == 5)
  }

  @Test func cancellingTheWaitingTaskEndsTheWait() async {
    let activity = EffectActivity()
    let waiter = Task { await activity.next(after: activity.generation) }
    // sleep-ok: a simulated delay; the wait must end in either order.
    try? await Task.sleep(for: .milliseconds(10))
    waiter.cancel()
    // Would hang if the cancelled wait were not resumed.
    await waiter.value
    #expect(activity.generation == 0)
  }

  @Test @MainActor func theStoreFiresItWhenAnEffectSendsAnActionAndEnds() async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, Bool> { state, action in
        if action {
          state += 1
          return .none
        }
        return .run { send in await send(true) }
      }
    }
    let activity = store.effectActivity
    let before = activity.generation
    await store.send(false)
    await store.receive(true) { $0 = 1 }
    await store.finish()
    // One firing for the action sent back, one for the effect's end.
    #expect(activity.generation >= before + 2)
  }

  @Test @MainActor func aReceiveWaitsWhileAnEffectAdvancesATestClock() async {
    let clock = TestClock()
    let store = TestStore(initialState: 0) {
      Reduce<Int, Bool> { state, action in
        if action {
          state += 1
          return .none
        }
        return .merge(
          .run { send in
            try await clock.sleep(for: .seconds(1))
            await send(true)
          },
          // Another effect moves the clock while the test waits in `receive`.
          .run { _ in await clock.advance(by: .seconds(1)) }
        )
      }
    }
    await store.send(false)
    await store.receive(true, timeout: .seconds(5)) { $0 = 1 }
    await store.finish()
  }

  @Test @MainActor func aReceiveThatGetsNothingStillReportsItsTimeout() async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, Bool> { _, action in
        // sleep-ok: a simulated long effect that the test never waits out.
        action ? .none : .run { _ in try await Task.sleep(for: .seconds(30)) }
      }
    }
    let task = await store.send(false)
    let clock = ContinuousClock()
    let start = clock.now
    await withKnownIssue {
      await store.receive(true, timeout: .milliseconds(100))
    } matching: { issue in
      // The timeout, then the receive that found nothing queued.
      issue.description.contains("Expected to receive an action, but received none after")
        || issue.description.contains("Expected to receive the following action, but didn't")
    }
    #expect(clock.now - start >= .milliseconds(100))
    await task.cancel()
  }
}
