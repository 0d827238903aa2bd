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

/// Brings hosts whose state changed to the main actor: one main-actor job runs the
/// notifications of every host scheduled before it starts, rather than a task for each.
///
/// A change to state that many screens read (a shared value a server's tabs all show) marks a
/// unit of each of them, from the thread that made the change; each host then needs a hop to
/// the main actor. A task each made as many tasks as tabs (500 for 500 tabs), each created,
/// enqueued and run on its own; here the first schedules one job, and the others join it until
/// it starts. Hosts are notified in the order they were scheduled, as the tasks ran, and a
/// notification scheduled while the job runs starts the next job.
final class MainActorHop: Sendable {
  /// The hop every host uses.
  static let shared = MainActorHop()

  private struct Waiting {
    var actions: [@MainActor @Sendable () -> Void] = []
    var isScheduled = false
  }
  private let waiting = Mutex(Waiting())

  /// Runs `action` on the main actor soon, with the others scheduled before the job starts.
  func schedule(_ action: @escaping @MainActor @Sendable () -> Void) {
    let startsJob = self.waiting.withLock { waiting -> Bool in
      waiting.actions.append(action)
      guard !waiting.isScheduled else { return false }
      waiting.isScheduled = true
      return true
    }
    if startsJob {
      Task { @MainActor in self.run() }
    }
  }

  /// Runs what is scheduled; what is scheduled from now on waits for the next job.
  @MainActor
  private func run() {
    let actions = self.waiting.withLock { waiting in
      defer {
        waiting.actions = []
        waiting.isScheduled = false
      }
      return waiting.actions
    }
    for action in actions { action() }
  }
}
