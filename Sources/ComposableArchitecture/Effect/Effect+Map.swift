extension Effect {
  /// Transforms all actions emitted by this effect.
  ///
  /// Scoping operators use this to turn a child feature's effects into the parent's.
  ///
  /// Complexity: O(1): the actions are transformed as the effect runs.
  ///
  /// - Parameter transform: A closure that transforms the effect's actions.
  /// - Returns: An effect that emits transformed actions.
  @inlinable
  public func map<T>(_ transform: @escaping (Action) -> T) -> Effect<T> {
    if case .none = self.operation { return .none }
    return self._map(UncheckedSendable(transform))
  }

  // The transform runs only on the main actor, inside the store that runs the effect: scoping
  // closures are created and used by `@MainActor` stores and reducers run by them. It sees the
  // dependencies in effect where `map` was called, as the reducer that called it does.
  @usableFromInline
  func _map<T>(_ transform: UncheckedSendable<(Action) -> T>) -> Effect<T> {
    withEscapedDependencies { dependencies in
      self._adapted { outer in
        EffectSink(
          deliver: { action in outer.deliver(dependencies.yield { transform.value(action) }) },
          send: Send { action in outer.send.send(dependencies.yield { transform.value(action) }) }
        )
      }
    }
  }
}
