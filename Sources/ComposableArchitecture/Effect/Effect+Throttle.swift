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
    let table = self.registry.throttles.table(of: C.Instant.self, Action.self)
    let decision = table.withRecord(for: self.key) { record -> (Action, C.Instant?) in
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
    table.withRecord(for: self.key) { record in
      record = ThrottleRecord(lastEmission: emitted, pending: nil)
    }
    return decision.0
  }
}
