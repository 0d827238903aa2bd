extension TestStore where Action: Equatable {
  /// Asserts an action was received from an effect and asserts how the state changes.
  ///
  /// ```swift
  /// await store.send(.fetchButtonTapped)
  /// await store.receive(.response("Hello")) {
  ///   $0.message = "Hello"
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - expectedAction: An action expected from an effect.
  ///   - duration: The amount of time to wait for the expected action.
  ///   - updateStateToExpectedResult: A closure that asserts state changed by sending the action
  ///     to the store. The mutable state sent to this closure must be modified to match the state
  ///     of the store after processing the given action. Do not provide a closure if no change
  ///     is expected.
  public func receive(
    _ expectedAction: Action,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.receiveAction(
      matching: { $0 == expectedAction },
      failureMessage: """
        Expected to receive the following action, but didn't:

        \(String(customDumping: expectedAction).indented(by: 2))
        """,
      describeMismatch: { received in
        // Describing a mismatch is not a comparison a test asked for: no `TaskResult` warnings.
        TaskResultWarnings.$areEnabled.withValue(false) {
          actionDiffMessage(expected: expectedAction, received: received, legend: "Received")
        }
      },
      timeout: duration,
      assert: updateStateToExpectedResult,
      location: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

extension TestStore {
  /// Asserts an action matching a predicate was received from an effect and asserts how the
  /// state changes.
  ///
  /// - Parameters:
  ///   - isMatching: A closure that attempts to match an action. If it returns `false`, a test
  ///     failure is reported.
  ///   - duration: The amount of time to wait for the expected action.
  ///   - updateStateToExpectedResult: A closure that asserts state changed by sending the action
  ///     to the store.
  public func receive(
    _ isMatching: (_ action: Action) -> Bool,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.receiveAction(
      matching: isMatching,
      failureMessage: "Expected to receive an action matching predicate, but didn't get one.",
      describeMismatch: { String(customDumping: $0).indented(by: 2) },
      timeout: duration,
      assert: updateStateToExpectedResult,
      location: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts an action was received matching a case path and asserts how the state changes.
  ///
  /// ```swift
  /// await store.receive(\.child.response) {
  ///   $0.child.value = 42
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - actionCase: A case path identifying the case of an action to enum to receive
  ///   - duration: The amount of time to wait for the expected action.
  ///   - updateStateToExpectedResult: A closure that asserts state changed by sending the action
  ///     to the store.
  public func receive<Value>(
    _ actionCase: CaseKeyPath<Action, Value>,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let casePath = AnyCasePath(actionCase)
    await self.receiveAction(
      matching: { casePath.extract(from: $0) != nil },
      failureMessage: "Expected to receive an action matching case path, but didn't get one.",
      describeMismatch: { String(customDumping: $0).indented(by: 2) },
      timeout: duration,
      assert: updateStateToExpectedResult,
      location: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// Asserts an action was received matching a case path with a specific payload, and asserts
  /// how the state changes.
  ///
  /// ```swift
  /// await store.receive(\.factResponse, "1 is a good number.") {
  ///   $0.fact = "1 is a good number."
  /// }
  /// ```
  public func receive<Value: Equatable>(
    _ actionCase: CaseKeyPath<Action, Value>,
    _ value: Value,
    timeout duration: Duration? = nil,
    assert updateStateToExpectedResult: ((_ state: inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let casePath = AnyCasePath(actionCase)
    await self.receiveAction(
      matching: { casePath.extract(from: $0) == value },
      failureMessage: "Expected to receive an action matching case path, but didn't get one.",
      describeMismatch: { received in
        guard casePath.extract(from: received) != nil else {
          return String(customDumping: received).indented(by: 2)
        }
        return actionDiffMessage(
          expected: casePath.embed(value), received: received, legend: "Actual", indent: 2
        )
      },
      timeout: duration,
      assert: updateStateToExpectedResult,
      location: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  private func receiveAction(
    matching isMatching: (Action) -> Bool,
    failureMessage: @autoclosure () -> String,
    describeMismatch: (Action) -> String,
    timeout duration: Duration?,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)?,
    location: CallSite
  ) async {
    if self.core.effects.count > 0 {
      await self.waitForReceivedAction(matching: isMatching, timeout: duration, location: location)
    }
    self.receiveQueuedAction(
      matching: isMatching,
      failureMessage: failureMessage(),
      describeMismatch: describeMismatch,
      assert: updateStateToExpectedResult,
      location: location
    )
    // Let the effect that sent the action run on, so that an effect whose last step was sending
    // it has finished when the test ends right after this `receive`.
    await Task.megaYield()
  }

  /// Waits until an action arrives (exhaustive) or a matching one does (non-exhaustive), and
  /// reports a timeout when none does in time.
  private func waitForReceivedAction(
    matching isMatching: (Action) -> Bool,
    timeout duration: Duration?,
    location: CallSite
  ) async {
    let duration = duration ?? self.timeout
    let isExhaustive = self.exhaustivity == .on
    let received = await waitUntil(self.effectActivity, timeout: duration) {
      isExhaustive
        ? !self.recorder.receivedActions.isEmpty
        : self.recorder.receivedActions.contains { isMatching($0.action) }
    }
    guard !received else { return }
    let advice =
      self.core.effects.count > 0
      ? """
      There are effects in-flight. If the effect that delivers this action waits on a clock, \
      advance it (or use an immediate clock); otherwise wait longer with 'timeout:'.
      """
      : """
      There are no in-flight effects that could deliver this action. Was the effect that should \
      deliver it cancelled?
      """
    location.reportIssue(
      """
      Expected to receive \(isExhaustive ? "an action" : "a matching action"), but received \
      none\(duration > .zero ? " after \(duration)" : "").

      \(advice)
      """
    )
  }

  /// Takes the next received action (in a non-exhaustive test, the next matching one, skipping
  /// the others) and asserts it matches and how it changed state. A mismatched action is
  /// reported, and its state taken without asserting it.
  private func receiveQueuedAction(
    matching isMatching: (Action) -> Bool,
    failureMessage: @autoclosure () -> String,
    describeMismatch: (Action) -> String,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)?,
    location: CallSite
  ) {
    func fail(_ message: String) {
      location.reportIssue(message)
    }
    guard !self.recorder.receivedActions.isEmpty else {
      fail(failureMessage())
      return
    }
    if self.exhaustivity != .on {
      guard self.recorder.receivedActions.contains(where: { isMatching($0.action) }) else {
        fail(failureMessage())
        return
      }
      var skipped: [Action] = []
      while let first = self.recorder.receivedActions.first, !isMatching(first.action) {
        self.recorder.receivedActions.removeFirst()
        skipped.append(first.action)
        self.state = first.state
      }
      if !skipped.isEmpty {
        self.reportExhaustivityIssue(
          """
          \(skipped.count) received action\(skipped.count == 1 ? " was" : "s were") skipped.

          \(String(customDumping: skipped))
          """,
          at: location
        )
      }
    }
    let (action, state, nextStackElementID) = self.recorder.receivedActions.removeFirst()
    if isMatching(action) {
      self.assertState(
        before: self.state,
        after: state,
        modify: updateStateToExpectedResult,
        nextStackElementID: nextStackElementID,
        location: location
      )
    } else {
      self.reportExhaustivityIssue(
        """
        Received unexpected action:

        \(describeMismatch(action))
        """,
        at: location
      )
    }
    self.state = state
  }
}

/// A diff of an expected and a received action, with its legend.
private func actionDiffMessage<Value>(
  expected: Value, received: Value, legend: String, indent: Int = 4
) -> String {
  guard let difference = diff(expected, received, format: .proportional) else {
    return """
      Expected:
      \(String(customDumping: expected).indented(by: 2))

      \(legend):
      \(String(customDumping: received).indented(by: 2))
      """
  }
  return """
    \(difference.indented(by: indent))

    (Expected: −, \(legend): +)
    """
}
