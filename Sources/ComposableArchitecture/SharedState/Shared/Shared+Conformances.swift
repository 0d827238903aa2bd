import CustomDump

extension Shared: Equatable where Value: Equatable {
  /// Whether two shared values hold equal values.
  ///
  /// Inside a ``TestStore`` assertion, comparing the expected state (left) with the actual state
  /// (right) compares what the test asserted for a shared value with its current value.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.reference.holdsEqualValue(to: rhs.reference)
  }
}

extension Shared: Identifiable where Value: Identifiable {
  /// The identity of the value.
  public var id: Value.ID { self.wrappedValue.id }
}

extension Shared: CustomStringConvertible {
  /// A description of the value.
  public var description: String { "\(self.wrappedValue)" }
}

extension Shared: CustomDumpRepresentable {
  /// The value, dumped in place of the shared value.
  public var customDumpValue: Any { self.wrappedValue }
}

extension Shared: _CustomDiffObject {
  /// The value a test asserted (or the current value) and the current value, so that a diff of
  /// state shows what changed in a shared value.
  public var _customDiffValues: (Any, Any) { self.reference.diffValues }

  /// The identity of the storage.
  public var _objectIdentifier: ObjectIdentifier { ObjectIdentifier(self.reference) }
}

extension SharedReader: Equatable where Value: Equatable {
  /// Whether two readers hold equal values (in a ``TestStore`` assertion, see ``Shared/==(_:_:)``).
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.reference.holdsEqualValue(to: rhs.reference)
  }
}

extension SharedReader: Identifiable where Value: Identifiable {
  /// The identity of the value.
  public var id: Value.ID { self.wrappedValue.id }
}

extension SharedReader: CustomStringConvertible {
  /// A description of the value.
  public var description: String { "\(self.wrappedValue)" }
}

extension SharedReader: CustomDumpRepresentable {
  /// The value, dumped in place of the reader.
  public var customDumpValue: Any { self.wrappedValue }
}

extension SharedReader: _CustomDiffObject {
  /// The value a test asserted (or the current value) and the current value.
  public var _customDiffValues: (Any, Any) { self.reference.diffValues }

  /// The identity of the storage.
  public var _objectIdentifier: ObjectIdentifier { ObjectIdentifier(self.reference) }
}
