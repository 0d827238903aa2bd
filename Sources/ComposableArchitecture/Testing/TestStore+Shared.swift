extension TestStore {
  /// Runs `body` (an assertion closure, or a comparison of expected with actual state) in
  /// assertion mode: shared values read and write what the test expects, not their values.
  ///
  /// The store installs its ``sharedChangeTracker`` in its dependencies, so that its reducers and
  /// effects record the shared values they change.
  func withSharedAssertion<R>(_ body: () throws -> R) rethrows -> R {
    try self.sharedChangeTracker.asserting(body)
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
