import Synchronization

/// A signal that the effects of a store tree made progress: the core fires it when an effect
/// sends an action back to the store and when an effect ends.
///
/// ``TestStore`` waits on it (raced against its timeout) for an action to arrive or for its
/// effects to finish, instead of polling. Only a test store's core has one: a store nobody waits
/// on fires nothing.
final class EffectActivity: Sendable {
  private struct State {
    /// How many times the signal fired.
    var generation: UInt64 = 0
    var waiters: [UInt64: UnsafeContinuation<Void, Never>] = [:]
    var nextWaiter: UInt64 = 0
  }

  private let state = Mutex(State())

  /// How many times the signal fired: read it before checking a condition, then wait for the
  /// next firing after it, so that a firing in between is not missed.
  var generation: UInt64 {
    self.state.withLock { $0.generation }
  }

  /// Wakes every task waiting for the signal.
  func fire() {
    let waiters = self.state.withLock { state -> [UnsafeContinuation<Void, Never>] in
      state.generation &+= 1
      guard !state.waiters.isEmpty else { return [] }
      defer { state.waiters.removeAll() }
      return Array(state.waiters.values)
    }
    for waiter in waiters { waiter.resume() }
  }

  /// Returns once the signal has fired after `generation`, or when the waiting task is
  /// cancelled.
  func next(after generation: UInt64) async {
    let id = self.state.withLock { state in
      defer { state.nextWaiter &+= 1 }
      return state.nextWaiter
    }
    await withTaskCancellationHandler {
      await withUnsafeContinuation { continuation in
        // Checked under the lock that the cancellation handler takes too: either it finds the
        // continuation stored here, or this sees the task cancelled.
        let resumeNow = self.state.withLock { state -> Bool in
          if state.generation != generation || Task.isCancelled { return true }
          state.waiters[id] = continuation
          return false
        }
        if resumeNow { continuation.resume() }
      }
    } onCancel: {
      let continuation = self.state.withLock { $0.waiters.removeValue(forKey: id) }
      continuation?.resume()
    }
  }
}

/// Waits until `condition` holds, checking it again each time `activity` fires, or until
/// `timeout` passes. Returns whether the condition held.
///
/// Each wait is a race in a task group: the next firing against a sleep until the deadline on
/// the continuous clock (never a test clock); the first to finish wins and the other is
/// cancelled. While it waits the caller's actor is free, so effects (including ones that advance
/// a `TestClock`) run.
func waitUntil(
  _ activity: EffectActivity,
  timeout: Duration,
  isolation: isolated (any Actor)? = #isolation,
  _ condition: () -> Bool
) async -> Bool {
  let clock = ContinuousClock()
  let deadline = clock.now.advanced(by: timeout)
  while true {
    let generation = activity.generation
    if condition() { return true }
    guard clock.now < deadline else { return false }
    await withTaskGroup(of: Void.self) { group in
      group.addTask { await activity.next(after: generation) }
      group.addTask { try? await Task.sleep(until: deadline, clock: clock) }
      await group.next()
      group.cancelAll()
    }
  }
}
