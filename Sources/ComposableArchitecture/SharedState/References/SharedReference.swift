import Foundation

/// The storage behind a ``Shared`` or ``SharedReader``: a root value, or a part of one (a key
/// path into it, or its unwrapped optional).
///
/// Every reference reaches one root ``SharedStorage``, which holds the value, its lock, its
/// observation registrar, its persistence and its test snapshot.
protocol SharedReference<Value>: AnyObject, Sendable {
  associatedtype Value

  /// Which part of which root this reference designates: equal identities read and write the
  /// same value.
  var identity: SharedIdentity { get }

  /// The root storage.
  var root: any SharedRoot { get }

  /// The current value. Reading it registers an observation access.
  var value: Value { get }

  /// The value a test has asserted so far, when a ``TestStore`` tracks the root.
  var snapshot: Value? { get }

  /// A description of the storage, for messages.
  var description: String { get }
}

/// A shared reference that can be mutated: the storage behind a ``Shared``.
protocol MutableSharedReference<Value>: SharedReference {
  /// Runs `body` with exclusive access to the current value, notifies observers and saves.
  ///
  /// With a `tracker` (a test store's), the root's value before the mutation is recorded as its
  /// snapshot first, unless one is recorded.
  func withLock<R>(tracker: SharedChangeTracker?, _ body: (inout Value) throws -> R) rethrows -> R

  /// Records the value a test asserts.
  func setSnapshot(_ snapshot: Value, tracker: SharedChangeTracker)
}

/// The root of a tree of shared references, with what does not depend on its value's type.
protocol SharedRoot: AnyObject, Sendable {
  /// Forgets the snapshot: the test has asserted everything up to the current value.
  func clearSnapshot()

  /// Notifies the value's observers without changing it: a holder now shares another value.
  func touch()

  /// The last error from loading, or `nil`.
  var loadError: (any Error)? { get }

  /// The last error from saving, or `nil`.
  var saveError: (any Error)? { get }

  /// Whether a load is in progress.
  var isLoading: Bool { get }

  /// Loads a fresh value from the key, if any.
  func load() async throws

  /// Saves the current value through the key, if it can save.
  func save() async throws
}

/// Which part of which root a reference designates.
struct SharedIdentity: Hashable, Sendable {
  /// The root storage.
  let root: ObjectIdentifier
  /// The steps from the root: key paths, and unwrapping markers.
  let path: [SharedPathStep]

  /// This identity, one step further.
  func appending(_ step: SharedPathStep) -> Self {
    Self(root: self.root, path: self.path + [step])
  }
}

/// One step from a shared root to a part of it.
enum SharedPathStep: Hashable, @unchecked Sendable {  // Safe: the reason is below.
  // Safe: key paths are immutable values; the standard library only lacks the annotation for
  // key paths to non-Sendable types. An element's id is a value copied in and never mutated.
  case keyPath(AnyKeyPath)
  /// The element with this id of an identified collection (what `\.[id: id]` reaches).
  case element(id: AnyHashable)
  case unwrap
}

extension MutableSharedReference {
  /// Runs `body` on the test's snapshot (the current value when there is none yet), and records
  /// the result as the new snapshot. The current value is untouched.
  func withSnapshot<R>(
    tracker: SharedChangeTracker, _ body: (inout Value) throws -> R
  ) rethrows -> R {
    var snapshot = self.snapshot ?? self.value
    defer {
      self.setSnapshot(snapshot, tracker: tracker)
      tracker.didAssertSharedChange()
    }
    return try body(&snapshot)
  }
}
