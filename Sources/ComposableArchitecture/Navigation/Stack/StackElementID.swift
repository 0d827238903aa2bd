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

/// Generates ``StackElementID``s: a dependency, so that tests are deterministic.
public struct StackElementIDGenerator: Sendable {
  private let counter: LockIsolated<Int>

  /// A generator that counts up from `start`.
  public static func incrementing(from start: Int = 0) -> Self {
    Self(counter: LockIsolated(start))
  }

  /// Returns the next id.
  public func next() -> StackElementID {
    self.counter.withValue { counter in
      defer { counter += 1 }
      return StackElementID(generation: counter)
    }
  }

  /// The id that ``next()`` would return, without consuming it.
  public func peek() -> StackElementID {
    StackElementID(generation: self.counter.value)
  }
}

extension DependencyValues {
  /// A generator of ``StackElementID``s, used by ``StackState`` when elements are added.
  public var stackElementID: StackElementIDGenerator {
    get { self[StackElementIDGeneratorKey.self] }
    set { self[StackElementIDGeneratorKey.self] = newValue }
  }
}

private enum StackElementIDGeneratorKey: DependencyKey {
  static var liveValue: StackElementIDGenerator { .incrementing() }
  static var testValue: StackElementIDGenerator { .incrementing() }
}
