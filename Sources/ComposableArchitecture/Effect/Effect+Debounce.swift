extension Effect {
  /// Turns an effect into one that can be debounced.
  ///
  /// To turn an effect into a debounce-able one you must provide an identifier, which is used to
  /// determine which in-flight effect should be canceled in order to start a new effect. Any
  /// hashable value can be used for the identifier, such as a string, but you can add a bit of
  /// protection against typos by defining a new type that conforms to `Hashable`, such as an
  /// enum:
  ///
  /// ```swift
  /// @Dependency(\.continuousClock) var clock
  /// enum CancelID { case search }
  ///
  /// case let .searchTextChanged(query):
  ///   state.query = query
  ///   return .run { send in
  ///     await send(.searchResponse(try await self.apiClient.search(query)))
  ///   }
  ///   .debounce(id: CancelID.search, for: .milliseconds(300), scheduler: self.clock)
  /// ```
  ///
  /// Each time a debounced effect with a given identifier starts, it cancels the effect with the
  /// same identifier that is still waiting (or running), then waits `dueTime` on the clock before
  /// running. Only an effect that is not replaced during its wait runs.
  ///
  /// The original library took a Combine scheduler here. This one takes a clock: in tests pass a
  /// `TestClock` and advance it, or an `ImmediateClock` to skip the wait.
  ///
  /// - Parameters:
  ///   - id: The effect's identifier.
  ///   - dueTime: The duration to wait before running the effect.
  ///   - scheduler: The clock used to measure the wait.
  /// - Returns: An effect that runs only after `dueTime` has passed without another effect with
  ///   the same identifier starting.
  public func debounce<C: Clock<Duration>>(
    id: some Hashable & Sendable,
    for dueTime: Duration,
    scheduler: C
  ) -> Self {
    if case .none = self.operation { return .none }
    let wait = Self(
      operation: .run(
        Run(priority: nil) { _ in
          try? await scheduler.sleep(for: dueTime)
        }
      )
    )
    return wait.concatenate(with: self).cancellable(id: id, cancelInFlight: true)
  }
}
