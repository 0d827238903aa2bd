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
      describeMismatch: { received in
        unexpectedActionMessage(expected: expectedAction, received: received)
      },
      timeout: duration,
      assert: updateStateToExpectedResult,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
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
      describeMismatch: { received in
        """
        Received action without a match: …

            \(debugCaseOutput(received))
        """
      },
      timeout: duration,
      assert: updateStateToExpectedResult,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
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
      describeMismatch: caseMismatchMessage(received:),
      timeout: duration,
      assert: updateStateToExpectedResult,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
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
      describeMismatch: { received in
        guard let receivedValue = casePath.extract(from: received) else {
          return caseMismatchMessage(received: received)
        }
        return unexpectedActionMessage(expected: value, received: receivedValue)
      },
      timeout: duration,
      assert: updateStateToExpectedResult,
      location: SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  private func receiveAction(
    matching isMatching: (Action) -> Bool,
    describeMismatch: (Action) -> String,
    timeout duration: Duration?,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)?,
    location: SourceLocation
  ) async {
    await self.receiveActionWithoutYielding(
      matching: isMatching,
      describeMismatch: describeMismatch,
      timeout: duration,
      assert: updateStateToExpectedResult,
      location: location
    )
    // Let the effect that sent the action run on, so that an effect whose last step was sending
    // it has finished when the test ends right after this `receive`.
    await Task.megaYield()
  }

  private func receiveActionWithoutYielding(
    matching isMatching: (Action) -> Bool,
    describeMismatch: (Action) -> String,
    timeout duration: Duration?,
    assert updateStateToExpectedResult: ((inout State) throws -> Void)?,
    location: SourceLocation
  ) async {
    let duration = duration ?? self.timeout
    let hasEffects = self.core.effects.count > 0
    let received = await waitUntil(timeout: hasEffects ? duration : .zero) {
      !self.recorder.receivedActions.isEmpty
    }
    func fail(_ message: String) {
      reportIssue(
        message,
        fileID: location.fileID,
        filePath: location.filePath,
        line: location.line,
        column: location.column
      )
    }
    guard received else {
      fail(
        hasEffects
          ? """
          Expected to receive an action, but received none after \
          \(duration.formattedSeconds) seconds.

          If the effect that delivers this action uses a clock, advance it (or use an immediate \
          clock); otherwise wait longer with 'timeout:'.
          """
          : "Expected to receive an action, but received none."
      )
      return
    }

    switch self.exhaustivity {
    case .on:
      let (action, state, nextStackElementID) = self.recorder.receivedActions.removeFirst()
      if !isMatching(action) {
        fail(describeMismatch(action))
      }
      self.assertState(
        before: self.state,
        after: state,
        modify: updateStateToExpectedResult,
        nextStackElementID: nextStackElementID,
        location: location
      )
      self.state = state

    case .off:
      var skipped: [Action] = []
      while !self.recorder.receivedActions.isEmpty {
        let (action, state, nextStackElementID) = self.recorder.receivedActions.removeFirst()
        guard isMatching(action) else {
          skipped.append(action)
          self.state = state
          continue
        }
        if !skipped.isEmpty {
          self.reportExhaustivityIssue(
            """
            Skipped receiving \(skipped.count) action\(skipped.count == 1 ? "" : "s"):
            \(skipped.map { "  • " + debugCaseOutput($0) }.joined(separator: "\n"))
            """,
            at: location
          )
        }
        self.assertState(
          before: self.state,
          after: state,
          modify: updateStateToExpectedResult,
          nextStackElementID: nextStackElementID,
          location: location
        )
        self.state = state
        return
      }
      fail("Expected to receive a matching action, but didn't get one.")
    }
  }
}

/// The failure for a received action that differs from the expected one, with a diff.
private func unexpectedActionMessage<Value>(expected: Value, received: Value) -> String {
  let difference =
    diff(expected, received, format: .proportional).map { $0.indented(by: 4) }
    ?? "    Expected:\n\(debugCaseOutput(expected).indented(by: 6))"
  return """
    Received unexpected action: …

    \(difference)

    (Expected: −, Received: +)
    """
}

/// The failure for a received action that is not in the expected case.
private func caseMismatchMessage<Action>(received: Action) -> String {
  """
  Received unexpected action: …

      \(debugCaseOutput(received))

  It does not match the expected case path.
  """
}
