/// A read-only reference to a part of another shared value, reached through a key path: the
/// storage of `$items.count` on a reader.
///
/// ``KeyPathReference`` extends it with writing.
class ReadOnlyKeyPathReference<Base, Value>: SharedReference,
  @unchecked Sendable  // Safe: the reason is below.
{
  // Safe: both properties are immutable; the key path is a value that is never mutated.
  let base: any SharedReference<Base>
  let keyPath: KeyPath<Base, Value>

  init(base: any SharedReference<Base>, keyPath: KeyPath<Base, Value>) {
    self.base = base
    self.keyPath = keyPath
  }

  final var identity: SharedIdentity { self.base.identity.appending(.keyPath(self.keyPath)) }

  final var root: any SharedRoot { self.base.root }

  final var value: Value { self.base.value[keyPath: self.keyPath] }

  final var snapshot: Value? { self.base.snapshot?[keyPath: self.keyPath] }

  final var description: String { "\(self.base.description)\(self.keyPath)" }
}

/// A reference to a part of another shared value, reached through a writable key path: the
/// storage of `$settings.isOn`.
final class KeyPathReference<Base, Value>: ReadOnlyKeyPathReference<Base, Value>,
  MutableSharedReference,
  @unchecked Sendable  // Safe: the reason is below.
{
  // Safe: both properties are immutable; the key path is a value that is never mutated.
  let mutableBase: any MutableSharedReference<Base>
  let writableKeyPath: WritableKeyPath<Base, Value>

  init(base: any MutableSharedReference<Base>, keyPath: WritableKeyPath<Base, Value>) {
    self.mutableBase = base
    self.writableKeyPath = keyPath
    super.init(base: base, keyPath: keyPath)
  }

  func withLock<R>(
    tracker: SharedChangeTracker?, _ body: (inout Value) throws -> R
  ) rethrows -> R {
    try self.mutableBase.withLock(tracker: tracker) { try body(&$0[keyPath: self.writableKeyPath]) }
  }

  func setSnapshot(_ snapshot: Value, tracker: SharedChangeTracker) {
    var base = self.mutableBase.snapshot ?? self.mutableBase.value
    base[keyPath: self.writableKeyPath] = snapshot
    self.mutableBase.setSnapshot(base, tracker: tracker)
  }
}
