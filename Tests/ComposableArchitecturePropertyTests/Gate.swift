import ComposableArchitecture

/// A barrier effects wait at until the test opens it, so that when an effect delivers is decided
/// by the test and not by the scheduler.
///
/// A waiting effect that is cancelled stops waiting at once; ``waiting`` counts only effects that
/// are suspended and not cancelled, which is how a test sees that a cancellation reached them.
final class Gate: Sendable {
  private struct Waiters {
    var nextID = 0
    var suspended: [Int: CheckedContinuation<Bool, Never>] = [:]
    var cancelledEarly: Set<Int> = []
    var started = 0
    var ended = 0
  }
  private let waiters = LockIsolated(Waiters())

  /// Effects suspended at the gate.
  var waiting: Int { self.waiters.value.suspended.count }
  /// Effects that called ``wait()`` and have not returned from it.
  var inFlight: Int { self.waiters.withValue { $0.started - $0.ended } }

  /// Suspends until the gate opens (`true`) or the calling task is cancelled (`false`).
  func wait() async -> Bool {
    let id = self.waiters.withValue {
      $0.nextID += 1
      $0.started += 1
      return $0.nextID
    }
    let opened = await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
        let wasCancelled = self.waiters.withValue {
          if $0.cancelledEarly.remove(id) != nil { return true }
          $0.suspended[id] = continuation
          return false
        }
        if wasCancelled { continuation.resume(returning: false) }
      }
    } onCancel: {
      let continuation = self.waiters.withValue { waiters -> CheckedContinuation<Bool, Never>? in
        if let continuation = waiters.suspended.removeValue(forKey: id) { return continuation }
        waiters.cancelledEarly.insert(id)
        return nil
      }
      continuation?.resume(returning: false)
    }
    self.waiters.withValue {
      $0.ended += 1
      $0.cancelledEarly.remove(id)
    }
    return opened
  }

  /// Lets every suspended effect go on.
  func open() {
    let continuations = self.waiters.withValue {
      let continuations = $0.suspended.values
      $0.suspended.removeAll()
      return Array(continuations)
    }
    for continuation in continuations { continuation.resume(returning: true) }
  }
}

private enum GateKey: DependencyKey {
  static let liveValue = Gate()
  static let testValue = Gate()
}

extension DependencyValues {
  /// The gate ``Tally``'s delayed effects wait at.
  var gate: Gate {
    get { self[GateKey.self] }
    set { self[GateKey.self] = newValue }
  }
}
