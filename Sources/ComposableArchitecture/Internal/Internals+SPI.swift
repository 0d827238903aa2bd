// A few of the original library's `@_spi(Internals)` members, mirrored because they cost nothing:
// its own tests (and some users' test helpers) reach for them.

extension Store {
  /// Sends an action and returns the task of the effects it started, or `nil` when it started
  /// none.
  ///
  /// Prefer ``send(_:)``, which returns a ``StoreTask``.
  @_spi(Internals)
  @_disfavoredOverload
  @discardableResult
  public func send(_ action: Action) -> Task<Void, Never>? {
    self.core.send(action)?.waiter()
  }

  /// Sends an action and returns the task of the effects it started, or `nil` when it started
  /// none: the original's internal entry point. The originating action is not needed here, as
  /// runtime warnings name the action they are about; it is ignored.
  @_spi(Internals)
  @discardableResult
  public func send(
    _ action: Action, originatingFrom originatingAction: Action?
  ) -> Task<Void, Never>? {
    self.core.send(action)?.waiter()
  }
}

extension Store {
  /// Runs `body` with the dependencies the store's reducers see: for a view layer that must draw
  /// from the same generators as the reducers, as a navigation link pushing onto a stack does
  /// with stack element ids (a second generator would hand out ids the stack already has).
  @_spi(Internals)
  public func _withStoreDependencies<R>(_ body: () throws -> R) rethrows -> R {
    try DependencyValues.$_current.withValue(self.root.treeDependencies, operation: body)
  }
}

extension Effect where Action: Sendable {
  /// The actions this effect sends when run on its own, outside a store: `.send` actions, and
  /// what its `run` operations send, merged ones concurrently and concatenated ones in order.
  /// Cancellation ids work as they do for effects started outside a store
  /// (`Task.cancel(id:)`).
  @_spi(Internals)
  public var actions: AsyncStream<Action> {
    AsyncStream { continuation in
      let task = Task {
        await self._emitActions { continuation.yield($0) }
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }
}
