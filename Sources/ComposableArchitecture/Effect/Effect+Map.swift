extension Effect {
  /// Transforms all actions emitted by this effect.
  ///
  /// Scoping operators use this to turn a child feature's effects into the parent's.
  ///
  /// Complexity: O(1) for ``none``; otherwise O(n) in the number of operations in the effect.
  ///
  /// - Parameter transform: A closure that transforms the effect's actions.
  /// - Returns: An effect that emits transformed actions.
  @inlinable
  public func map<T>(_ transform: @escaping (Action) -> T) -> Effect<T> {
    if case .none = self.operation { return .none }
    return self._map(UncheckedSendable(transform))
  }

  // The transform runs only on the main actor, inside the store that runs the effect: scoping
  // closures are created and used by `@MainActor` stores and reducers run by them.
  @usableFromInline
  func _map<T>(_ transform: UncheckedSendable<(Action) -> T>) -> Effect<T> {
    switch self.operation {
    case .none:
      return .none
    case .send(let action):
      return .send(transform.value(action))
    case .run(let run):
      return Effect<T>(
        operation: .run(
          .init(priority: run.priority, isBookkeeping: run.isBookkeeping) { send in
            await run.body(Send { action in send(transform.value(action)) })
          }
        )
      )
    case .cancel(let id):
      return Effect<T>(operation: .cancel(id: id))
    case .cancelNavigation(let id):
      return Effect<T>(operation: .cancelNavigation(id: id))
    case .merge(let effects):
      return Effect<T>(operation: .merge(effects.map { $0._map(transform) }))
    case .concatenate(let effects):
      return Effect<T>(operation: .concatenate(effects.map { $0._map(transform) }))
    case .cancellable(let id, let cancelInFlight, let effect):
      return Effect<T>(
        operation: .cancellable(id: id, cancelInFlight: cancelInFlight, effect._map(transform))
      )
    case .navigation(let id, let effect):
      return Effect<T>(operation: .navigation(id: id, effect._map(transform)))
    case .unique(let id, let effect):
      return Effect<T>(operation: .unique(id: id, effect._map(transform)))
    }
  }
}
