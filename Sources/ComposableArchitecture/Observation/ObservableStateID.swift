import Synchronization

/// The identity of an ``ObservableState`` value: what observation compares to tell a mutated
/// child from a replaced one.
///
/// A new identity is minted each time observable state is created, and copies keep it. An
/// in-place mutation through the property of a parent (`state.child.reset()`) first gives the
/// child a fresh identity, so that a mutating method that replaces `self` wholesale, even with a
/// copy of a sibling, is seen as a replacement. Enum state derives its identity from its case
/// and its payload's identity; a payload that is not observable state has no identity, so the
/// enum gets a new one each time it is read (and changes to it are compared by equality, when
/// the enum is `Equatable`).
///
/// This identity serves observation only. Navigation (which presented feature an effect belongs
/// to) identifies children differently; see `NavigationIdentity.swift`.
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
    self.init(location: Self.nextLocation(), tag: 0)
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

  /// The identity of a value that may be observable: its own identity if it is observable, and
  /// otherwise a new identity, so that any change to it is treated as a replacement.
  public static func _$id<T>(for value: T) -> Self {
    (value as? any ObservableState)?._$id ?? Self()
  }

  /// Gives this identity a new location before an in-place mutation, keeping its enum tags.
  ///
  /// Called by the registrar of the value being mutated (see ``ObservableState/_$willModify()``).
  mutating func refresh() {
    self = Self(location: Self.nextLocation(), tag: self.tag)
  }

  /// A location no identity has used yet.
  private static func nextLocation() -> UInt64 {
    counter.add(1, ordering: .relaxed).newValue
  }

  /// This identity, distinguished by an enum case's index.
  @inlinable
  public func _$tag(_ tag: Int) -> Self {
    Self(
      location: self.location, tag: self.tag &* 1_000_003 &+ UInt64(truncatingIfNeeded: tag) &+ 1)
  }
}
