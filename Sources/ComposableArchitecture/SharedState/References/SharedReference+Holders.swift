/// What ``Shared`` and ``SharedReader`` read from their reference, in one place.
extension SharedReference {
  /// The value a holder reads: inside a ``TestStore`` assertion, the value the test has asserted
  /// so far; otherwise the current value.
  var holderValue: Value {
    if SharedChangeTracker.isAnyAlive, SharedChangeTracker.asserting != nil {
      return self.snapshot ?? self.value
    }
    return self.value
  }

  /// The value a test asserted (or the current value) and the current value, so that a diff of
  /// state shows what changed in a shared value.
  var diffValues: (Any, Any) {
    (self.snapshot ?? self.value, self.value)
  }
}

extension SharedReference where Value: Equatable {
  /// Whether a holder of this reference equals a holder of `other`.
  ///
  /// Inside a ``TestStore`` assertion, comparing the expected state (this side) with the actual
  /// state (`other`) compares what the test asserted for a shared value with its current value.
  func holdsEqualValue(to other: any SharedReference<Value>) -> Bool {
    if SharedChangeTracker.isAnyAlive, SharedChangeTracker.asserting != nil,
      self.identity == other.identity
    {
      return (self.snapshot ?? self.value) == other.value
    }
    return self.holderValue == other.holderValue
  }
}
