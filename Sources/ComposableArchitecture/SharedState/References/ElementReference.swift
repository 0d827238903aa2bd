import IdentifiedCollections

/// A read-only reference to the element of a shared identified collection with a given id: the
/// storage of `$todos[id: id]` on a reader, and of each element of `Array($todos)`.
///
/// It reads `base.value[id: id]` directly: a key path to that subscript is a new object on every
/// access, made in a generic context, which costs more than the rest of the access (a list view
/// makes one per row on every render). ``ElementReference`` extends it with writing.
class ReadOnlyElementReference<Base: _MutableIdentifiedCollection>: SharedReference,
  @unchecked Sendable  // Safe: the reason is below.
{
  // Safe: both properties are immutable; the id is a value that is never mutated.
  let base: any SharedReference<Base>
  let id: Base.ID

  init(base: any SharedReference<Base>, id: Base.ID) {
    self.base = base
    self.id = id
  }

  final var identity: SharedIdentity { self.base.identity.appending(.element(id: self.id)) }

  final var root: any SharedRoot { self.base.root }

  final var value: Base.Element? { self.base.value[id: self.id] }

  final var snapshot: Base.Element?? { self.base.snapshot.map { $0[id: self.id] } }

  final var description: String { "\(self.base.description)[id: \(self.id)]" }
}

/// A reference to the element of a shared identified collection with a given id: the storage of
/// `$todos[id: id]`. Writing `nil` removes the element.
final class ElementReference<Base: _MutableIdentifiedCollection>: ReadOnlyElementReference<Base>,
  MutableSharedReference,
  @unchecked Sendable  // Safe: the reason is below.
{
  // Safe: `mutableBase` is immutable; the inherited properties are too.
  let mutableBase: any MutableSharedReference<Base>

  init(base: any MutableSharedReference<Base>, id: Base.ID) {
    self.mutableBase = base
    super.init(base: base, id: id)
  }

  func withLock<R>(
    tracker: SharedChangeTracker?, _ body: (inout Base.Element?) throws -> R
  ) rethrows -> R {
    try self.mutableBase.withLock(tracker: tracker) { try body(&$0[id: self.id]) }
  }

  func setSnapshot(_ snapshot: Base.Element?, tracker: SharedChangeTracker) {
    var base = self.mutableBase.snapshot ?? self.mutableBase.value
    base[id: self.id] = snapshot
    self.mutableBase.setSnapshot(base, tracker: tracker)
  }
}
