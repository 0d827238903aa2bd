import ComposableArchitecture
import TestSupport
import Testing

/// A feature whose effects run at background priority and report the priority they reach.
@Reducer
private struct BackgroundWork {
  struct State: Equatable {}
  enum Action { case start, startChained, chained }
  let reached: LockIsolated<[TaskPriority]>
  /// How long an effect waits to be raised to high priority before it reports.
  var patience = Duration.seconds(5)

  var body: some ReducerOf<Self> {
    Reduce { _, action in
      switch action {
      case .start, .chained:
        return .run(priority: .background) { [reached, patience] _ in
          let priority = await Self.priority(reaching: .high, within: patience)
          reached.withValue { $0.append(priority) }
        }
      case .startChained:
        return .run(priority: .background) { send in await send(.chained) }
      }
    }
  }

  /// Waits (up to `patience`) for the current task to run at `priority`; returns the priority
  /// it runs at then.
  private static func priority(
    reaching priority: TaskPriority, within patience: Duration
  ) async -> TaskPriority {
    let deadline = ContinuousClock.now.advanced(by: patience)
    while Task.currentPriority < priority, ContinuousClock.now < deadline {
      // sleep-ok: the poll interval of a loop bounded by `patience`.
      try? await Task.sleep(for: .milliseconds(5))
    }
    return Task.currentPriority
  }
}

/// Awaiting a send's effects raises them to the waiting task's priority, as awaiting a task's
/// value raises that task.
@MainActor
struct EffectPriorityTests {
  @Test func waitingForASendRaisesItsEffectToTheWaitersPriority() async {
    let reached = LockIsolated<[TaskPriority]>([])
    let store = Store(initialState: BackgroundWork.State()) { BackgroundWork(reached: reached) }
    let task = store.send(.start)
    await Task(priority: .high) { await task.finish() }.value
    #expect(reached.value == [.high])
  }

  @Test func effectsStartedLaterByTheSendAreRaisedToo() async {
    let reached = LockIsolated<[TaskPriority]>([])
    let store = Store(initialState: BackgroundWork.State()) { BackgroundWork(reached: reached) }
    let task = store.send(.startChained)
    await Task(priority: .high) { await task.finish() }.value
    #expect(reached.value == [.high])
  }

  @Test func anEffectNobodyWaitsForKeepsItsPriority() async {
    let reached = LockIsolated<[TaskPriority]>([])
    let store = Store(initialState: BackgroundWork.State()) {
      BackgroundWork(reached: reached, patience: .milliseconds(200))
    }
    let task = store.send(.start)
    // Waiting at a lower priority than the effect's does not lower it, nor raise it. (The waiting
    // task is not awaited here: awaiting it from this test's task would raise it, and with it the
    // effect, to this test's priority.)
    let waiter = Task(priority: .background) { await task.finish() }
    // The effect reports after its 200 ms of patience; a deadline well past that fails the test
    // instead of waiting forever for an effect that never reports.
    let reported = await eventually(timeout: .seconds(30)) { !reached.value.isEmpty }
    waiter.cancel()
    #expect(reported, "the effect did not report its priority within 30 s")
    #expect(reached.value == [.background])
  }
}
