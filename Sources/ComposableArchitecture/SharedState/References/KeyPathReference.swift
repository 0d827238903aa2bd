/// A reference to a part of another shared value, reached through a writable key path: the
/// storage of `$settings.isOn`.
final class KeyPathReference<Base, Value>: MutableSharedReference,
  @unchecked Sendable  // Safe: the reason is below.
{
  // Safe: both properties are immutable; the key path is a value that is never mutated.
  let base: any MutableSharedReference<Base>
  let keyPath: WritableKeyPath<Base, Value>

  init(base: any MutableSharedReference<Base>, keyPath: WritableKeyPath<Base, Value>) {
    self.base = base
    self.keyPath = keyPath
  }

  var identity: SharedIdentity { self.base.identity.appending(.keyPath(self.keyPath)) }

  var root: any SharedRoot { self.base.root }

  var value: Value { self.base.value[keyPath: self.keyPath] }

  func withLock<R>(
    tracker: SharedChangeTracker?, _ body: (inout Value) throws -> R
  ) rethrows -> R {
    try self.base.withLock(tracker: tracker) { try body(&$0[keyPath: self.keyPath]) }
  }

  var snapshot: Value? { self.base.snapshot?[keyPath: self.keyPath] }

  func setSnapshot(_ snapshot: Value, tracker: SharedChangeTracker) {
    var base = self.base.snapshot ?? self.base.value
    base[keyPath: self.keyPath] = snapshot
    self.base.setSnapshot(base, tracker: tracker)
  }

  var description: String { "\(self.base.description)\(self.keyPath)" }
}

/// A read-only reference to a part of another shared value, reached through a key path: the
/// storage of `$items.count`.
final class ReadOnlyKeyPathReference<Base, Value>: SharedReference,
  @unchecked Sendable  // Safe: the reason is below.
{
  // Safe: both properties are immutable; the key path is a value that is never mutated.
  let base: any SharedReference<Base>
  let keyPath: KeyPath<Base, Value>

  init(base: any SharedReference<Base>, keyPath: KeyPath<Base, Value>) {
    self.base = base
    self.keyPath = keyPath
  }

  var identity: SharedIdentity { self.base.identity.appending(.keyPath(self.keyPath)) }

  var root: any SharedRoot { self.base.root }

  var value: Value { self.base.value[keyPath: self.keyPath] }

  var snapshot: Value? { self.base.snapshot?[keyPath: self.keyPath] }

  var description: String { "\(self.base.description)\(self.keyPath)" }
}
