import Dependencies
import Foundation

/// The storages of keyed shared values that are alive, so that every holder of a key shares one
/// storage.
///
/// It is a dependency: the app has one, and each test has its own (swift-dependencies keeps test
/// values per test), so that tests never see each other's shared values.
final class PersistentReferences: @unchecked Sendable {  // Safe: the reason is below.
  // Safe: `storages` is only read and written while holding `lock`.
  private let lock = NSRecursiveLock()
  private var storages: [StorageID: WeakStorage] = [:]

  /// The storage for `key`, created with `initialValue` (and loaded from the key) if no holder
  /// has it.
  func storage<Key: SharedReaderKey>(
    for key: Key,
    initialValue: () throws -> Key.Value,
    erase: (Key) -> AnySharedKey<Key.Value>
  ) rethrows -> SharedStorage<Key.Value> {
    try self.lock.withLock {
      let id = StorageID(keyType: ObjectIdentifier(Key.self), id: AnyHashable(key.id))
      if let storage = self.storages[id]?.storage as? SharedStorage<Key.Value> {
        return storage
      }
      let storage = SharedStorage(initialValue: try initialValue(), key: erase(key))
      self.storages[id] = WeakStorage(storage: storage)
      if self.storages.count.isMultiple(of: 64) {
        self.storages = self.storages.filter { $0.value.storage != nil }
      }
      storage.start()
      return storage
    }
  }

  private struct StorageID: Hashable {
    let keyType: ObjectIdentifier
    let id: AnyHashable
  }

  private struct WeakStorage {
    weak var storage: AnyObject?
  }
}

extension DependencyValues {
  /// The live shared storages, keyed by their keys.
  var persistentReferences: PersistentReferences {
    get { self[PersistentReferencesKey.self] }
    set { self[PersistentReferencesKey.self] = newValue }
  }
}

private enum PersistentReferencesKey: DependencyKey {
  static let liveValue = PersistentReferences()
  static var testValue: PersistentReferences { PersistentReferences() }
  static var previewValue: PersistentReferences { PersistentReferences() }
}
