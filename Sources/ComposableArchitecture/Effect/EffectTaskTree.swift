import Synchronization

/// The tasks of the effects started by one action sent to a store, and of the effects started
/// by the actions those effects send back, transitively.
///
/// ``Store/send(_:)`` returns one task standing for the whole tree: cancelling it cancels every
/// effect in the tree, including ones started after the cancellation by an action already on
/// its way; awaiting it waits for all of them.
final class EffectTaskTree: Sendable {
  private struct State {
    /// Tasks not yet waited for, oldest first.
    var waiting: [Task<Void, Never>] = []
    /// The task being waited for.
    var current: Task<Void, Never>?
    var isCancelled = false
  }

  private let state = Mutex(State())

  /// Whether the tree holds no task.
  var isEmpty: Bool {
    self.state.withLock { $0.waiting.isEmpty && $0.current == nil }
  }

  /// Adds tasks to the tree; they are cancelled at once if the tree was cancelled.
  func add(_ tasks: [Task<Void, Never>]) {
    guard !tasks.isEmpty else { return }
    let cancelNow = self.state.withLock { state -> Bool in
      state.waiting.append(contentsOf: tasks)
      return state.isCancelled
    }
    if cancelNow {
      for task in tasks { task.cancel() }
    }
  }

  /// Cancels every task in the tree, and every task added later. The waiter still waits for
  /// them to finish.
  func cancel() {
    let tasks = self.state.withLock { state -> [Task<Void, Never>] in
      state.isCancelled = true
      return state.waiting + (state.current.map { [$0] } ?? [])
    }
    for task in tasks { task.cancel() }
  }

  /// A task that waits for every task in the tree, including tasks added while it waits, and
  /// whose cancellation cancels the tree.
  ///
  /// It runs at the lowest priority so that waiting does not raise the priority of the effects
  /// it waits for; awaiting it from a task of higher priority raises both, as awaiting the
  /// effects directly would.
  func waiter() -> Task<Void, Never> {
    Task(priority: .background) {
      await withTaskCancellationHandler {
        while let next = self.next() {
          await next.value
        }
      } onCancel: {
        self.cancel()
      }
    }
  }

  /// The oldest task not yet waited for, now the current one; `nil` when all have finished.
  private func next() -> Task<Void, Never>? {
    self.state.withLock { state in
      state.current = state.waiting.isEmpty ? nil : state.waiting.removeFirst()
      return state.current
    }
  }
}
