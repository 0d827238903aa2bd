import Synchronization

/// Collects the units whose observed state changed, from whatever thread the change happened
/// on, and tells the host once per batch.
final class InvalidationSignal: Sendable {
  private struct Pending {
    var tokens: Set<Int> = []
    var isScheduled = false
  }
  private let pending = Mutex(Pending())
  private let notify: @Sendable () -> Void

  init(notify: @escaping @Sendable () -> Void) {
    self.notify = notify
  }

  /// Marks a unit as needing a render.
  func invalidate(_ token: Int) {
    let shouldNotify = self.pending.withLock { pending in
      pending.tokens.insert(token)
      guard !pending.isScheduled else { return false }
      pending.isScheduled = true
      return true
    }
    if shouldNotify { self.notify() }
  }

  /// Takes the units marked so far; the next mark notifies again.
  func drain() -> Set<Int> {
    self.pending.withLock { pending in
      defer {
        pending.tokens = []
        pending.isScheduled = false
      }
      return pending.tokens
    }
  }

  /// Whether any unit is marked.
  var hasPending: Bool {
    self.pending.withLock { !$0.tokens.isEmpty }
  }
}
