extension TestStore {
  /// Sends an action to the store and asserts when state changes.
  ///
  /// To assert on how state changes you can provide a trailing closure, and that closure is
  /// handed a mutable variable that represents the feature's state before the action was sent.
  /// You need to mutate that variable so that it is equal to the feature's state after the
  /// action is sent:
  ///
  /// ```swift
  /// await store.send(.incrementButtonTapped) {
  ///   $0.count = 1
  /// }
  /// ```
  ///
  /// Sending an action while actions received from effects are still unasserted is a failure in
  /// exhaustive mode; those actions stay queued, so the test can still receive them. A
  /// non-exhaustive test store skips them.
  ///
  /// While effects are in flight, `send` yields to the scheduler before it returns so that they
  /// can start; when none are, it returns without suspending.
  ///
  /// - Parameters:
  ///   - action: An action.
  ///   - updateStateToExpectedResult: A closure that asserts state changed by sending the action
  ///     to the store. The mutable state sent to this closure must be modified to match the state
  ///     of the store after processing the given action. Do not provide a closure if no change
  ///     is expected.
  /// - Returns: A ``TestStoreTask`` that represents the lifecycle of the effect executed when
  ///   sending the action.
  @discardableResult
  public func send(
    _ action: Action,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let location = CallSite(
      fileID: fileID, filePath: filePath, line: line, column: column
    )
    guard !self.isDismissed else {
      reportIssue(
        "Can't send action to dismissed test store.",
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
      )
      return TestStoreTask(rawValue: nil, timeout: self.timeout)
    }
    if !self.recorder.receivedActions.isEmpty {
      let actions = self.recorder.receivedActions.map(\.action)
      self.reportExhaustivityIssue(
        """
        Must handle \(actions.count) received \
        action\(actions.count == 1 ? "" : "s") before sending an action.

        Unhandled actions: \(String(customDumping: actions))
        """,
        at: location
      )
      // An exhaustive test may still receive them after this action; a non-exhaustive one skips
      // them.
      if self.exhaustivity != .on, let last = self.recorder.receivedActions.last {
        self.state = last.state
        self.recorder.receivedActions.removeAll()
      }
    }

    self.core.effectOrigin = EffectOrigin(
      action: debugCaseOutput(action),
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
    self.recorder.stateAfterSend = nil
    let task = self.core.send(.send(action))?.waiter()
    let actual = self.recorder.stateAfterSend ?? self.core.state
    self.assertState(
      before: self.state,
      after: actual,
      modify: updateStateToExpectedResult,
      nextStackElementID: self.recorder.nextStackElementIDBeforeSend,
      location: location
    )
    self.state = actual
    // Let the effects in flight start before the test's next step; with none (the reducer
    // returned `.none` and nothing else runs) there is nothing to wait for.
    if self.core.effects.hasEffectsInFlight {
      await Task.megaYield()
    }
    return TestStoreTask(rawValue: task, timeout: self.timeout)
  }
}

extension TestStore {
  /// Sends an action built from a case key path and a value, and asserts how state changes.
  ///
  /// ```swift
  /// await store.send(\.destination.editForm.titleChanged, "Milk") {
  ///   $0.destination?.modify(\.editForm) { $0.title = "Milk" }
  /// }
  /// ```
  @discardableResult
  public func send<Value>(
    _ action: CaseKeyPath<Action, Value>,
    _ value: Value,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await self.send(
      action(value),
      assert: updateStateToExpectedResult,
      fileID: fileID,
      file: filePath,
      line: line,
      column: column
    )
  }

  /// Sends an action with no payload built from a case key path, and asserts how state changes.
  ///
  /// ```swift
  /// await store.send(\.view.onAppear)
  /// ```
  @discardableResult
  public func send(
    _ action: CaseKeyPath<Action, Void>,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    await self.send(
      action(),
      assert: updateStateToExpectedResult,
      fileID: fileID,
      file: filePath,
      line: line,
      column: column
    )
  }
}
