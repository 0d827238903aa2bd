extension TestStore {
  /// Runs `body` (an assertion closure, or a comparison of expected with actual state) in
  /// assertion mode: shared values read and write what the test expects, not their values.
  ///
  /// The store installs its ``sharedChangeTracker`` in its dependencies, so that its reducers and
  /// effects record the shared values they change.
  func withSharedAssertion<R>(_ body: () throws -> R) rethrows -> R {
    try self.sharedChangeTracker.asserting(body)
  }

  /// Compares expected with actual state, in assertion mode when a shared value has a snapshot
  /// (without one, both sides read the same values either way).
  func isEqualAsserted(_ expected: State, _ actual: State) -> Bool {
    guard self.sharedChangeTracker.hasChanges else { return self.isEqual(expected, actual) }
    return self.withSharedAssertion { self.isEqual(expected, actual) }
  }

  /// Whether the assertion closure changed a shared value (a change the state's `==` cannot see
  /// by comparing the expected state with the state before the step).
  var didAssertSharedChange: Bool {
    self.sharedChangeTracker.didAssertChange
  }

  /// Forgets what the test expects of shared values: they are asserted up to their current
  /// values.
  func resetSharedSnapshots() {
    self.sharedChangeTracker.resetSnapshots()
  }
}
