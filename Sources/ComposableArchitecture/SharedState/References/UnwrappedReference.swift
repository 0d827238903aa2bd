import Foundation

/// A reference to the wrapped value of a shared optional: the storage of `Shared($optional)`.
///
/// When the optional becomes `nil`, the reference keeps returning the last value it saw, so that
/// a child feature holding it keeps working while it is dismissed; mutations made then are
/// dropped, because there is no value left to mutate.
final class UnwrappedReference<Value>: MutableSharedReference,
  @unchecked Sendable  // Safe: the reason is below.
{
  // Safe: `lastValue` is only read and written while holding `lock`; `base` is immutable.
  let base: any MutableSharedReference<Value?>
  private let lock = NSLock()
  private var lastValue: Value

  init(base: any MutableSharedReference<Value?>, initialValue: Value) {
    self.base = base
    self.lastValue = initialValue
  }

  var identity: SharedIdentity { self.base.identity.appending(.unwrap) }

  var root: any SharedRoot { self.base.root }

  var value: Value {
    self.remember(self.base.value)
  }

  func withLock<R>(
    tracker: SharedChangeTracker?, _ body: (inout Value) throws -> R
  ) rethrows -> R {
    try self.base.withLock(tracker: tracker) { optional in
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

  var snapshot: Value? {
    guard let snapshot = self.base.snapshot else { return nil }
    return self.remember(snapshot)
  }

  func setSnapshot(_ snapshot: Value, tracker: SharedChangeTracker) {
    self.base.setSnapshot(snapshot, tracker: tracker)
  }

  var description: String { "\(self.base.description)!" }

  /// The wrapped value, remembered, or the last one remembered when there is none.
  private func remember(_ value: Value?) -> Value {
    self.lock.withLock {
      if let value { self.lastValue = value }
      return self.lastValue
    }
  }
}

/// A read-only reference to the wrapped value of a shared optional.
final class ReadOnlyUnwrappedReference<Value>: SharedReference,
  @unchecked Sendable  // Safe: the reason is below.
{
  // Safe: `lastValue` is only read and written while holding `lock`; `base` is immutable.
  let base: any SharedReference<Value?>
  private let lock = NSLock()
  private var lastValue: Value

  init(base: any SharedReference<Value?>, initialValue: Value) {
    self.base = base
    self.lastValue = initialValue
  }

  var identity: SharedIdentity { self.base.identity.appending(.unwrap) }

  var root: any SharedRoot { self.base.root }

  var value: Value { self.remember(self.base.value) }

  var snapshot: Value? {
    guard let snapshot = self.base.snapshot else { return nil }
    return self.remember(snapshot)
  }

  var description: String { "\(self.base.description)!" }

  private func remember(_ value: Value?) -> Value {
    self.lock.withLock {
      if let value { self.lastValue = value }
      return self.lastValue
    }
  }
}
