import ConcurrencyExtras

/// Checks `condition` until it holds or `timeout` passes, suspending between checks (never
/// blocking a thread): a few yields first, then 1 ms sleeps. Returns whether it held.
///
/// For what has no event to wait on (a weak reference going nil, a background task's counter).
/// A loaded 2-core machine can take seconds to schedule a task: keep the timeout generous.
@MainActor
public func eventually(
  timeout: Duration = .seconds(10),
  _ condition: @MainActor () -> Bool
) async -> Bool {
  let deadline = ContinuousClock.now.advanced(by: timeout)
  var checks = 0
  while !condition() {
    guard ContinuousClock.now < deadline else { return false }
    checks += 1
    if checks < 50 {
      await Task.yield()
    } else {
      // sleep-ok: poll interval of a loop bounded by `timeout`.
      try? await Task.sleep(for: .milliseconds(1))
    }
  }
  return true
}

/// Like ``eventually(timeout:_:)``, but throws ``ConditionTimedOut`` naming `what` when the
/// condition does not hold in time.
@MainActor
public func eventually(
  _ what: String,
  timeout: Duration = .seconds(10),
  _ condition: @MainActor () -> Bool
) async throws {
  guard await eventually(timeout: timeout, condition) else {
    throw ConditionTimedOut(what: what, timeout: timeout)
  }
}

/// A condition waited for with ``eventually(_:timeout:_:)`` did not hold in time.
public struct ConditionTimedOut: Error, CustomStringConvertible {
  /// What was waited for.
  public let what: String
  /// How long.
  public let timeout: Duration

  public var description: String { "\(self.what): not within \(self.timeout)" }
}

/// Runs `operation` in a task of its own and waits for it at most `timeout`: whether it finished
/// in time.
///
/// For what can only hang when it is broken (a wait on a continuation that is never resumed):
/// the caller fails on `false` instead of hanging with it. A late operation's task is cancelled
/// and left behind, never awaited.
public func finishes(
  within timeout: Duration = .seconds(10),
  _ operation: @escaping @Sendable () async -> Void
) async -> Bool {
  let waiter = LockIsolated<CheckedContinuation<Bool, Never>?>(nil)
  let tasks = LockIsolated<[Task<Void, Never>]>([])
  @Sendable func answer(_ finished: Bool) {
    let continuation = waiter.withValue { waiting in
      defer { waiting = nil }
      return waiting
    }
    guard let continuation else { return }
    continuation.resume(returning: finished)
    for task in tasks.value { task.cancel() }
  }
  return await withCheckedContinuation { continuation in
    waiter.setValue(continuation)
    let work = Task {
      await operation()
      answer(true)
    }
    let deadline = Task {
      // sleep-ok: the deadline itself, cancelled as soon as the operation finishes.
      try? await Task.sleep(for: timeout)
      if !Task.isCancelled { answer(false) }
    }
    tasks.setValue([work, deadline])
    // Answered before the tasks were kept: the deadline is not needed.
    if waiter.value == nil { deadline.cancel() }
  }
}
