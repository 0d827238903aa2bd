import Synchronization

/// A read-only reference to the wrapped value of a shared optional: the storage of
/// `SharedReader($optional)`.
///
/// When the optional becomes `nil`, the reference keeps returning the last value it saw, so that
/// a child feature holding it keeps working while it is dismissed. ``UnwrappedReference``
/// extends it with writing.
class ReadOnlyUnwrappedReference<Value>: SharedReference,
  @unchecked Sendable  // Safe: the reason is below.
{
  // Safe: `lastValue` is only read and written while holding `lock`; `base` is immutable.
  let base: any SharedReference<Value?>
  // A `Mutex`, not an `NSLock`: one is made for every row a list shares with its detail
  // screen, and Foundation's lock on Linux is an object and a separate mutex (about 107 bytes,
  // measured) where this is four bytes in place.
  private let lock = Mutex(())
  private var lastValue: Value

  init(base: any SharedReference<Value?>, initialValue: Value) {
    self.base = base
    self.lastValue = initialValue
  }

  final var identity: SharedIdentity { self.base.identity.appending(.unwrap) }

  final var root: any SharedRoot { self.base.root }

  final var value: Value { self.remember(self.base.value) }

  final var snapshot: Value? {
    guard let snapshot = self.base.snapshot else { return nil }
    return self.remember(snapshot)
  }

  final var description: String { "\(self.base.description)!" }

  /// The wrapped value, remembered, or the last one remembered when there is none.
  final func remember(_ value: Value?) -> Value {
    self.lock.withLock { _ in
      if let value { self.lastValue = value }
      return self.lastValue
    }
  }
}

/// A reference to the wrapped value of a shared optional: the storage of `Shared($optional)`.
///
/// While the optional is `nil`, it reads the last value it saw; mutations made then are dropped,
/// because there is no value left to mutate.
final class UnwrappedReference<Value>: ReadOnlyUnwrappedReference<Value>, MutableSharedReference,
  @unchecked Sendable  // Safe: the reason is below.
{
  // Safe: `mutableBase` is immutable; the inherited state is guarded by the superclass.
  let mutableBase: any MutableSharedReference<Value?>

  init(base: any MutableSharedReference<Value?>, initialValue: Value) {
    self.mutableBase = base
    super.init(base: base, initialValue: initialValue)
  }

  func withLock<R>(
    tracker: SharedChangeTracker?, _ body: (inout Value) throws -> R
  ) rethrows -> R {
    try self.mutableBase.withLock(tracker: tracker) { optional in
      var value = self.remember(optional)
      defer {
        if optional != nil {
          optional = value
          _ = self.remember(value)
        }
      }
      return try body(&value)
    }
  }

  func setSnapshot(_ snapshot: Value, tracker: SharedChangeTracker) {
    self.mutableBase.setSnapshot(snapshot, tracker: tracker)
  }
}
