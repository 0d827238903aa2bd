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
  /// The effects started by the action; `nil` when it started none.
  let effects: EffectTaskTree?

  init(effects: EffectTaskTree?) {
    self.effects = effects
  }

  /// Cancels the effects.
  public func cancel() {
    self.effects?.cancel()
  }

  /// Waits for the effects to finish, on the caller's actor. Cancelling the waiting task cancels
  /// the effects; while it waits they run at least at its priority (as awaiting a `Task` raises
  /// it), including effects the action's effects start later.
  public func finish(isolation: isolated (any Actor)? = #isolation) async {
    await self.effects?.finish()
  }

  /// A Boolean value that indicates whether the task should stop executing. `true` when there
  /// was nothing to run.
  public var isCancelled: Bool {
    self.effects?.isCancelled ?? true
  }

  /// Two tasks are equal when they stand for the effects of the same action.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.effects === rhs.effects
  }

  /// Hashes the identity of the effects.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.effects.map(ObjectIdentifier.init))
  }
}
