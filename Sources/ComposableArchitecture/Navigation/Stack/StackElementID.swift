/// An opaque type that identifies an element of ``StackState``.
///
/// The ``StackState`` type creates instances of this identifier when new elements are added to
/// the stack, from the `stackElementID` dependency: in tests ids are generated deterministically,
/// starting at 0 for each ``TestStore``, so tests can refer to elements with integer literals:
///
/// ```swift
/// await store.send(\.path[id: 0].detail.saveButtonTapped)
/// ```
public struct StackElementID: Hashable, Sendable, Comparable {
  /// The position in the sequence of generated ids.
  public let generation: Int

  /// Creates an id with a given generation.
  public init(generation: Int) {
    self.generation = generation
  }

  /// Ids are ordered by generation.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.generation < rhs.generation
  }
}

extension StackElementID: ExpressibleByIntegerLiteral {
  /// Creates an id from an integer literal (useful in tests).
  public init(integerLiteral value: Int) {
    self.init(generation: value)
  }
}

extension StackElementID: CustomDebugStringConvertible, CustomDumpStringConvertible {
  /// The id as `#generation`.
  public var debugDescription: String { "#\(self.generation)" }
  /// The id as `#generation`, in dumps.
  public var customDumpDescription: String { "#\(self.generation)" }
}
