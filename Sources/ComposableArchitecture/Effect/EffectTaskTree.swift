import Synchronization

/// The effects started by one action sent to a store, and by the actions those effects send
/// back, transitively, while they run.
///
/// ``Store/send(_:)`` returns a ``StoreTask`` standing for the whole tree: cancelling it cancels
/// every effect in the tree, including ones started after the cancellation by an action already
/// on its way; awaiting it waits for all of them.
///
/// The tree holds only the effects still running (their registry tokens): each joins when it is
/// reserved in the ``CancellationRegistry`` and leaves when it finishes, so a tree that lives as
/// long as a long-running effect does not grow with every effect it ever started, and waiting
/// costs no task of its own.
final class EffectTaskTree: Sendable {
  private struct State {
    /// The registry tokens of the effects of the tree still running.
    var running: Set<UInt64> = []
    /// Tasks waiting for the tree to finish.
    var waiters: [UnsafeContinuation<Void, Never>] = []
    var isCancelled = false
    /// The highest priority of a task that waited for the tree: its effects, and effects that
    /// join it later, run at least at this priority.
    var waitPriority: TaskPriority?
  }

  private let state = Mutex(State())
  private let registry: CancellationRegistry

  init(registry: CancellationRegistry) {
    self.registry = registry
  }

  /// Whether no effect of the tree is running.
  var isEmpty: Bool {
    self.state.withLock { $0.running.isEmpty }
  }

  /// Whether the tree was cancelled.
  var isCancelled: Bool {
    self.state.withLock { $0.isCancelled }
  }

  /// Adds a reserved effect; returns whether the tree was cancelled (the effect must not run).
  func join(_ token: UInt64) -> Bool {
    self.state.withLock { state in
      state.running.insert(token)
      return state.isCancelled
    }
  }

  /// Removes a finished effect, resuming the waiters when it was the last one.
  func leave(_ token: UInt64) {
    let waiters = self.state.withLock { state -> [UnsafeContinuation<Void, Never>] in
      guard state.running.remove(token) != nil, state.running.isEmpty else { return [] }
      defer { state.waiters.removeAll() }
      return state.waiters
    }
    for waiter in waiters { waiter.resume() }
  }

  /// Cancels every effect in the tree, and every effect that joins it later. Waiters still wait
  /// for them to finish.
  func cancel() {
    let tokens = self.state.withLock { state -> Set<UInt64> in
      state.isCancelled = true
      return state.running
    }
    self.registry.cancel(tokens: tokens)
  }

  /// The priority that effects joining the tree are raised to, if a task waits for it.
  var waitPriority: TaskPriority? {
    self.state.withLock { $0.waitPriority }
  }

  /// Raises the effects of the tree, and those that join it later, to at least `priority`, as
  /// awaiting a task raises that task.
  func escalate(to priority: TaskPriority) {
    let tokens = self.state.withLock { state -> Set<UInt64> in
      guard state.waitPriority.map({ $0 < priority }) ?? true else { return [] }
      state.waitPriority = priority
      return state.running
    }
    self.registry.escalate(tokens: tokens, to: priority)
  }

  /// Waits until no effect of the tree runs, including effects that join while it waits;
  /// cancelling the waiting task cancels the tree. The effects run at least at the waiting
  /// task's priority while it waits (as awaiting a task's value raises that task).
  ///
  /// It runs on the caller's actor: a view or test awaiting a send's effects from the main actor
  /// does not hop to the global executor and back for it.
  func finish(isolation: isolated (any Actor)? = #isolation) async {
    guard !self.isEmpty else { return }
    self.escalate(to: Task.currentPriority)
    await withTaskPriorityEscalationHandler {
      await withTaskCancellationHandler {
        await withUnsafeContinuation { continuation in
          let resumeNow = self.state.withLock { state -> Bool in
            guard !state.running.isEmpty else { return true }
            state.waiters.append(continuation)
            return false
          }
          if resumeNow { continuation.resume() }
        }
      } onCancel: {
        self.cancel()
      }
    } onPriorityEscalated: { _, priority in
      self.escalate(to: priority)
    }
  }

  /// A task that waits for the tree (``finish()``), for the APIs that hand out a `Task`.
  ///
  /// It starts at the lowest priority, so that handing it out does not raise the effects it
  /// waits for; awaiting it at a higher priority raises it, and with it those effects.
  func waiter() -> Task<Void, Never> {
    Task(priority: .background) {
      await self.finish()
    }
  }
}
