/// Whether comparing or hashing a ``TaskResult`` whose error cannot be compared or hashed reports
/// an issue. The test store turns it off while it only describes a mismatch.
enum TaskResultWarnings {
  @TaskLocal static var areEnabled = true
}

@available(*, deprecated, message: "Use 'Result', instead")
extension TaskResult: Equatable where Success: Equatable {
  /// Two successes are equal when their values are; two failures when their errors are of the
  /// same `Equatable` type and equal. An error that is not `Equatable` is never equal to another,
  /// and comparing two of the same type reports an issue, since a test cannot tell them apart.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (.success(let lhs), .success(let rhs)):
      return lhs == rhs
    case (.failure(let lhs), .failure(let rhs)):
      if let isEqual = errorsAreEqual(lhs, rhs) { return isEqual }
      #if DEBUG
        if TaskResultWarnings.areEnabled, type(of: lhs) == type(of: rhs) {
          let name = typeName(type(of: lhs))
          reportIssue(
            """
            "\(name)" is not equatable.

            To test two values of this type, it must conform to the "Equatable" protocol. For \
            example:

                extension \(name): Equatable {}

            See the documentation of "TaskResult" for more information.
            """
          )
        }
      #endif
      return false
    default:
      return false
    }
  }
}

@available(*, deprecated, message: "Use 'Result', instead")
extension TaskResult: Hashable where Success: Hashable {
  /// Hashes the value of a success, or the error of a failure when it is `Hashable`; hashing an
  /// error that is not reports an issue.
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .success(let value):
      hasher.combine(value)
      hasher.combine(0)
    case .failure(let error):
      if let error = (error as Any) as? AnyHashable {
        hasher.combine(error)
        hasher.combine(1)
      } else {
        #if DEBUG
          if TaskResultWarnings.areEnabled {
            let name = typeName(type(of: error))
            reportIssue(
              """
              "\(name)" is not hashable.

              To hash a value of this type, it must conform to the "Hashable" protocol. For example:

                  extension \(name): Hashable {}

              See the documentation of "TaskResult" for more information.
              """
            )
          }
        #endif
      }
    }
  }
}

/// Compares two errors when the first one's type is `Equatable`; `nil` when it is not.
private func errorsAreEqual(_ lhs: any Error, _ rhs: any Error) -> Bool? {
  func open<E: Equatable>(_ lhs: E) -> Bool {
    guard let rhs = rhs as? E else { return false }
    return lhs == rhs
  }
  guard let lhs = (lhs as Any) as? any Equatable else { return nil }
  return open(lhs)
}
