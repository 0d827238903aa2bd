/// A value that content records carry: a ``Preview`` that `#Preview` leaves in the binary, or an
/// ``AppRunner`` that the module which runs apps leaves there.
///
/// A record's accessor writes the value with ``_store(_:as:_:)``; the program reads every value of
/// a type back with ``linkedValues``.
public protocol _ContentRecordValue {
  /// The kind of the records that carry values of this type (one of ``_ContentRecordKind``'s).
  static var _contentRecordKind: UInt32 { get }
}

extension _ContentRecordValue {
  /// Writes a value into a content record's out-parameter when the reader asks for this type
  /// (`type` points at the `Any.Type` the reader expects): what a record's accessor calls.
  public static func _store(
    _ outValue: UnsafeMutableRawPointer, as type: UnsafeRawPointer, _ make: () -> Self
  ) -> Bool {
    guard type.load(as: Any.Type.self) == Self.self else { return false }
    outValue.initializeMemory(as: Self.self, to: make())
    return true
  }

  /// The values of every record of this type's kind linked into the program, in the order the
  /// images and their records were loaded (within a file, the order of its declarations).
  static var linkedValues: [Self] {
    ContentRecords.values(of: Self._contentRecordKind, as: Self.self)
  }
}
