/// The type returned from ``Store/send(_:)`` that represents the lifecycle of the effects started
/// by sending an action.
///
/// Use it to cancel those effects, or to suspend until they finish:
///
/// ```swift
/// let task = store.send(.refresh)
/// await task.finish()
/// ```
public struct StoreTask: Hashable, Sendable {
  let rawValue: Task<Void, Never>?

  init(rawValue: Task<Void, Never>?) {
    self.rawValue = rawValue
  }

  /// Cancels the underlying task.
  public func cancel() {
    self.rawValue?.cancel()
  }

  /// Waits for the task to finish. Cancelling the waiting task cancels the effects.
  public func finish() async {
    await self.rawValue?.cancellableValue
  }

  /// A Boolean value that indicates whether the task should stop executing. `true` when there
  /// was nothing to run.
  public var isCancelled: Bool {
    self.rawValue?.isCancelled ?? true
  }
}
