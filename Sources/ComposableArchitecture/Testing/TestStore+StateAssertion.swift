@_spi(Internals) import CasePaths

extension TestStore {
  /// Checks the state after a step against the state the test expects, given the state before
  /// the step and the test's assertion closure.
  func assertState(
    before: State,
    after actual: State,
    modify: ((inout State) throws -> Void)?,
    nextStackElementID: StackElementID? = nil,
    skipUnnecessaryModifyFailure: Bool = false,
    location: CallSite
  ) {
    // The assertion closure generates the same stack element ids the reducer did, and the
    // deprecated 'XCTModify' inside it only insists on a change when the store is exhaustive.
    let isExhaustive = self.exhaustivity == .on
    let dependencies = self.dependencies
    let modify = modify.map { modify in
      { (state: inout State) throws -> Void in
        try withDependencies {
          // The closure sees the store's dependencies ('@Dependency(\.date.now)' inside it).
          $0 = dependencies
          if let nextStackElementID {
            $0.stackElementID = .incrementing(from: nextStackElementID.generation)
          }
        } operation: {
          try XCTModifyLocals.$isExhaustive.withValue(isExhaustive) {
            try modify(&state)
          }
        }
      }
    }
    // Diffs are computed in shared assertion mode, so they show asserted vs. actual shared values.
    func fail(_ message: @autoclosure () -> String) {
      location.reportIssue(self.withSharedAssertion(message))
    }
    defer { self.resetSharedSnapshots() }

    switch self.exhaustivity {
    case .on:
      var expected = before
      do {
        try self.withSharedAssertion { try modify?(&expected) }
      } catch {
        fail("Threw error: \(error)")
        return
      }
      if !self.isEqualAsserted(expected, actual) {
        let title =
          modify == nil
          ? "State was not expected to change, but a change occurred."
          : "A state change does not match expectation."
        fail(stateDiffMessage(title: title, expected: expected, actual: actual))
      } else if modify != nil, !skipUnnecessaryModifyFailure, !self.didAssertSharedChange,
        self.isEqual(expected, before)
      {
        fail(unnecessaryModifyMessage)
      }

    case .off(let showSkippedAssertions):
      self.resetSharedSnapshots()
      var expectedFromActual = actual
      if let modify {
        do {
          try self.withSharedAssertion { try modify(&expectedFromActual) }
        } catch {
          fail("Threw error: \(error)")
          return
        }
      }
      if !self.isEqualAsserted(expectedFromActual, actual) {
        fail(
          stateDiffMessage(
            title: "A state change does not match expectation.",
            expected: expectedFromActual,
            actual: actual
          )
        )
      } else if showSkippedAssertions {
        // What an exhaustive store would have checked: the closure applied to the state before
        // the step. Only shown, never failed, so what fails inside the closure there (an
        // `#expect` about the state after the step) is an expected issue.
        self.resetSharedSnapshots()
        var expected = before
        do {
          try withExpectedIssueWhereRecordable {
            try self.withSharedAssertion { try modify?(&expected) }
          }
        } catch {
          self.reportExhaustivityIssue("Threw error: \(error)", at: location)
          return
        }
        if !self.isEqual(expected, actual) {
          self.reportExhaustivityIssue(
            stateDiffMessage(
              title: "A state change does not match expectation.", expected: expected,
              actual: actual
            ),
            at: location
          )
        } else if modify != nil, !skipUnnecessaryModifyFailure, !self.didAssertSharedChange,
          self.isEqual(expected, before)
        {
          self.reportExhaustivityIssue(unnecessaryModifyMessage, at: location)
        }
      }
    }
  }
}

/// Runs `body`, with the issues it records expected (intermittently) where the test framework
/// can record an expected issue: Swift Testing everywhere, XCTest on Apple platforms.
private func withExpectedIssueWhereRecordable(_ body: () throws -> Void) throws {
  #if !canImport(Darwin)
    if TestContext.current == .xcTest {
      try body()
      return
    }
  #endif
  var thrown: (any Error)?
  withExpectedIssue(isIntermittent: true) {
    do { try body() } catch { thrown = error }
  }
  if let thrown { throw thrown }
}

/// The failure for an assertion closure that asserted no change.
private let unnecessaryModifyMessage = """
  Expected state to change, but no change occurred.

  The trailing closure made no observable modifications to state. If no change to state is \
  expected, omit the trailing closure.
  """

/// A failure message with a diff of expected (−) and actual (+) state.
func stateDiffMessage<State>(title: String, expected: State, actual: State) -> String {
  let difference =
    diff(expected, actual, format: .proportional)
    .map { $0.indented(by: 4) }
      ?? """
          Expected:
      \(String(customDumping: expected).indented(by: 6))
          Actual:
      \(String(customDumping: actual).indented(by: 6))
      """
  return """
    \(title)

    \(difference)

    (Expected: −, Actual: +)
    """
}

extension String {
  /// This string with every line indented by `count` spaces.
  func indented(by count: Int) -> String {
    let indentation = String(repeating: " ", count: count)
    return self.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : indentation + $0 }
      .joined(separator: "\n")
  }
}
