extension TestStore {
  /// Suspends until all in-flight effects have finished, or until it times out.
  ///
  /// Can be used to assert that all effects have finished. Actions received from effects that
  /// the test has not asserted yet are reported first (and stay queued).
  ///
  /// - Parameter duration: The amount of time to wait before asserting.
  public func finish(
    timeout duration: Duration? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    self.assertNoReceivedActions(
      at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
    let duration = duration ?? self.timeout
    let finished = await waitUntil(self.effectActivity, timeout: duration) {
      self.core.effects.count == 0
    }
    if !finished {
      self.reportExhaustivityIssue(
        """
        Expected effects to finish, but there are still effects in-flight after \
        \(duration.formattedSeconds) seconds.
        """,
        at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }
  }

  /// Clears the queue of received actions from effects.
  ///
  /// Can be handy if you are writing an exhaustive test for a particular part of your feature,
  /// but you don't want to explicitly deal with all of the received actions.
  ///
  /// - Parameter strict: When `true` and there are no actions to skip, a failure is reported.
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await Task.megaYield()
    guard let last = self.recorder.receivedActions.last else {
      if strict {
        reportIssue(
          "There were no received actions to skip.",
          fileID: fileID, filePath: filePath, line: line, column: column
        )
      }
      return
    }
    self.state = last.state
    self.recorder.receivedActions.removeAll()
    self.resetSharedSnapshots()
  }

  /// Cancels any currently in-flight effects.
  ///
  /// - Parameter strict: When `true` and there are no in-flight effects to cancel, a failure is
  ///   reported.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await Task.megaYield()
    guard self.core.effects.count > 0 else {
      if strict {
        reportIssue(
          "There were no in-flight effects to skip.",
          fileID: fileID, filePath: filePath, line: line, column: column
        )
      }
      return
    }
    self.core.effects.cancelAll()
    _ = await waitUntil(self.effectActivity, timeout: self.timeout) {
      self.core.effects.count == 0
    }
  }

  /// Asserts against the current state of the store, without sending or receiving an action.
  ///
  /// Useful in non-exhaustive tests to check state at a point in time:
  ///
  /// ```swift
  /// store.assert {
  ///   $0.count = 1
  /// }
  /// ```
  public func assert(
    _ updateStateToExpectedResult: @escaping (_ state: inout State) throws -> Void,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let actual = self.recorder.receivedActions.last?.state ?? self.core.state
    self.assertState(
      before: self.state,
      after: actual,
      modify: updateStateToExpectedResult,
      skipUnnecessaryModifyFailure: true,
      location: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
    self.state = actual
  }
}
