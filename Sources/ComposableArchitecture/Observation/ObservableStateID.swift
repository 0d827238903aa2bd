import Synchronization

/// The identity of an ``ObservableState`` value.
///
/// A new identity is minted each time observable state is created; copies and in-place
/// mutations keep it. Enum state derives its identity from its case and its payload's identity.
///
/// It is a plain value (two integers): comparing or copying it never touches reference counts.
public struct ObservableStateID: Hashable, Sendable {
  @usableFromInline let location: UInt64
  @usableFromInline let tag: UInt64

  @usableFromInline
  init(location: UInt64, tag: UInt64) {
    self.location = location
    self.tag = tag
  }

  /// Creates a new, unique identity.
  public init() {
    self.init(location: Self.counter.add(1, ordering: .relaxed).newValue, tag: 0)
  }

  private static let counter = Atomic<UInt64>(0)

  /// An identity shared by all values that have none of their own (enum cases without an
  /// observable payload), so that they compare equal when they are in the same case.
  public static var _$inert: Self { Self(location: 0, tag: 0) }

  /// The identity of an observable value.
  @inlinable
  public static func _$id(for value: some ObservableState) -> Self {
    value._$id
  }

  /// The identity of a value that may be observable: its own identity if it is observable, one
  /// derived from its `id` if it is `Identifiable`, and otherwise a new identity, so that any
  /// change to it is treated as a replacement.
  public static func _$id<T>(for value: T) -> Self {
    if let observable = value as? any ObservableState {
      return observable._$id
    }
    if let identifiable = value as? any Identifiable {
      let hash = hashableID(of: identifiable).hashValue
      return Self(location: UInt64(bitPattern: Int64(hash)), tag: Self.identifiableTag)
    }
    return Self()
  }

  private static let identifiableTag: UInt64 = 0x1D_E471_F1AB

  /// This identity, distinguished by an enum case's index.
  @inlinable
  public func _$tag(_ tag: Int) -> Self {
    Self(
      location: self.location, tag: self.tag &* 1_000_003 &+ UInt64(truncatingIfNeeded: tag) &+ 1)
  }
}

/// The `id` of an identifiable value, type-erased.
func hashableID<Value: Identifiable>(of value: Value) -> AnyHashable {
  AnyHashable(value.id)
}
