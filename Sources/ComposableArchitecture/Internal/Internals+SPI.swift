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
    self.core.send(action)
  }

  /// Sends an action and returns the task of the effects it started, or `nil` when it started
  /// none: the original's internal entry point. The originating action is not needed here, as
  /// runtime warnings name the action they are about; it is ignored.
  @_spi(Internals)
  @discardableResult
  public func send(
    _ action: Action, originatingFrom originatingAction: Action?
  ) -> Task<Void, Never>? {
    self.core.send(action)
  }
}

extension Effect where Action: Sendable {
  /// The actions this effect sends when run on its own, outside a store: `.send` actions, and
  /// what its `run` operations send, merged ones concurrently and concatenated ones in order.
  /// Cancellation effects send nothing.
  @_spi(Internals)
  public var actions: AsyncStream<Action> {
    AsyncStream { continuation in
      let task = Task {
        await self.sendActions(to: continuation)
        continuation.finish()
      }
      continuation.onTermination = { _ in task.cancel() }
    }
  }

  private func sendActions(to continuation: AsyncStream<Action>.Continuation) async {
    switch self.operation {
    case .none, .cancel, .cancelNavigation:
      return
    case .send(let action):
      continuation.yield(action)
    case .run(let run):
      await run.body(Send { continuation.yield($0) })
    case .merge(let effects):
      await withTaskGroup(of: Void.self) { group in
        for effect in effects {
          group.addTask { await effect.sendActions(to: continuation) }
        }
      }
    case .concatenate(let effects):
      for effect in effects {
        await effect.sendActions(to: continuation)
      }
    case .cancellable(_, _, let effect), .navigation(_, let effect), .unique(_, let effect):
      await effect.sendActions(to: continuation)
    }
  }
}
