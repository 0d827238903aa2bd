import ConcurrencyExtras

extension Effect {
  /// Throttles an effect so that it only publishes one action per given interval.
  ///
  /// The first action emitted with a given identifier is fed back into the system at once. An
  /// action emitted less than `interval` after the last one that went through waits until the
  /// interval has passed; if more actions arrive during that window, only one of them is fed
  /// back at the end of the window — the latest when `latest` is `true`, the first otherwise:
  ///
  /// ```swift
  /// @Dependency(\.continuousClock) var clock
  /// enum CancelID { case save }
  ///
  /// case .textChanged:
  ///   return .send(.save)
  ///     .throttle(id: CancelID.save, for: .seconds(1), scheduler: self.clock, latest: true)
  /// ```
  ///
  /// A new throttled effect with the same identifier cancels the one still waiting for its
  /// window. The timing is kept per store, like cancellation identifiers.
  ///
  /// The original library took a Combine scheduler here. This one takes a clock: in tests pass a
  /// `TestClock` and advance it.
  ///
  /// - Parameters:
  ///   - id: The effect's identifier.
  ///   - interval: The interval at which to find and emit the most recent or first element.
  ///   - scheduler: The clock used to measure the interval.
  ///   - latest: A Boolean value that indicates whether to publish the most recent element. If
  ///     `false`, the effect emits the first element received during the interval.
  /// - Returns: An effect that emits either the most-recent or first element received during the
  ///   specified interval.
  public func throttle<C: Clock<Duration>>(
    id: some Hashable & Sendable,
    for interval: Duration,
    scheduler: C,
    latest: Bool
  ) -> Self {
    if case .none = self.operation { return .none }
    let id = AnyHashableSendable(id)
    let upstream = self
    return Self(
      operation: .run(
        Run(priority: nil) { send in
          let context = EffectContext.current
          let gate = ThrottleGate<C, Action>(
            key: CancellationRegistry.Key(id: id, path: context.path),
            registry: context.registry,
            clock: scheduler,
            interval: interval,
            latest: latest
          )
          let (actions, continuation) = AsyncStream.makeStream(of: UncheckedSendable<Action>.self)
          await withTaskGroup(of: Void.self) { group in
            group.addTask {
              await upstream._emitActions { continuation.yield(UncheckedSendable($0)) }
              continuation.finish()
            }
            group.addTask {
              for await action in actions {
                guard let action = await gate.pass(action.value) else { continue }
                await send(action)
              }
            }
          }
        }
      )
    )
    .cancellable(id: id, cancelInFlight: true)
  }
}

/// The timing of one throttled identifier: when an action last went through, and the action
/// waiting for the current window to end.
struct ThrottleRecord<Instant: InstantProtocol, Action> {
  var lastEmission: Instant
  var pending: Action?
}

/// Decides, for a throttled effect, when each action it emits is fed back.
struct ThrottleGate<C: Clock<Duration>, Action>: Sendable {
  let key: CancellationRegistry.Key
  let registry: CancellationRegistry
  let clock: C
  let interval: Duration
  let latest: Bool

  /// Waits until `action` (or the action it stands in for) may be fed back, and returns it;
  /// returns `nil` when the effect is cancelled while waiting.
  func pass(_ action: Action) async -> Action? {
    let now = self.clock.now
    let decision = self.registry.withThrottleRecord(for: self.key) {
      (record: inout ThrottleRecord<C.Instant, Action>?) -> (Action, C.Instant?) in
      guard var current = record else {
        record = ThrottleRecord(lastEmission: now, pending: nil)
        return (action, nil)
      }
      let value = self.latest ? action : (current.pending ?? action)
      if current.lastEmission.duration(to: now) >= self.interval {
        current.lastEmission = now
        current.pending = nil
        record = current
        return (value, nil)
      }
      current.pending = value
      record = current
      return (value, current.lastEmission.advanced(by: self.interval))
    }
    guard let deadline = decision.1 else { return decision.0 }
    do {
      try await self.clock.sleep(until: deadline, tolerance: nil)
    } catch {
      return nil
    }
    let emitted = self.clock.now
    self.registry.withThrottleRecord(for: self.key) {
      (record: inout ThrottleRecord<C.Instant, Action>?) in
      record = ThrottleRecord(lastEmission: emitted, pending: nil)
    }
    return decision.0
  }
}

extension CancellationRegistry {
  /// Reads and updates the throttle timing kept for `key` in this store.
  func withThrottleRecord<Instant: InstantProtocol, Action, Result>(
    for key: Key,
    _ body: (inout ThrottleRecord<Instant, Action>?) -> Result
  ) -> Result {
    self.throttleLock.withLock { _ in
      var record = self.throttles[key] as? ThrottleRecord<Instant, Action>
      let result = body(&record)
      self.throttles[key] = record
      return result
    }
  }
}

extension Effect {
  /// Runs this effect inside the current effect's task, handing every action it emits to `emit`
  /// instead of a store.
  ///
  /// Cancellation and navigation ids keep their meaning: they apply to the store and feature of
  /// the effect that runs this one.
  func _emitActions(_ emit: @escaping @Sendable (Action) -> Void) async {
    switch self.operation {
    case .none:
      return
    case .send(let action):
      emit(action)
    case .run(let run):
      await run.body(Send { emit($0) })
    case .cancel(let id):
      Task.cancel(id: id)
    case .cancelNavigation(let id):
      let context = EffectContext.current
      context.registry.cancel(pathPrefix: context.path.appending(id))
    case .merge(let effects):
      await withTaskGroup(of: Void.self) { group in
        for effect in effects {
          group.addTask { await effect._emitActions(emit) }
        }
      }
    case .concatenate(let effects):
      for effect in effects {
        guard !Task.isCancelled else { return }
        await effect._emitActions(emit)
      }
    case .cancellable(let id, let cancelInFlight, let effect):
      await withTaskCancellation(id: id, cancelInFlight: cancelInFlight) {
        await effect._emitActions(emit)
      }
    case .navigation(let id, let effect):
      let context = EffectContext.current
      await EffectContext.$current.withValue(
        EffectContext(registry: context.registry, path: context.path.appending(id))
      ) {
        await effect._emitActions(emit)
      }
    case .unique(let id, let effect):
      let context = EffectContext.current
      guard !context.registry.contains(.init(id: id, path: context.path)) else { return }
      await withTaskCancellation(id: id) {
        await effect._emitActions(emit)
      }
    }
  }
}
