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
