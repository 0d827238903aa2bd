import Dependencies
import Synchronization

/// The values of ``InMemoryKey``s, by name.
///
/// ```swift
/// let store = TestStore(initialState: Feature.State()) {
///   Feature()
/// } withDependencies: {
///   $0.defaultInMemoryStorage = InMemoryStorage()
/// }
/// ```
public final class InMemoryStorage: Sendable {
  private let values = Mutex<[String: any Sendable]>([:])

  /// An empty storage.
  public init() {}

  func value<Value>(forKey key: String, as _: Value.Type) -> Value? {
    self.values.withLock { $0[key] as? Value }
  }

  func setValue(_ value: some Sendable, forKey key: String) {
    self.values.withLock { $0[key] = value }
  }
}

extension DependencyValues {
  /// The storage of ``SharedReaderKey/inMemory(_:)`` values.
  ///
  /// One storage for the app's lifetime; a new, empty one for each test.
  public var defaultInMemoryStorage: InMemoryStorage {
    get { self[InMemoryStorageKey.self] }
    set { self[InMemoryStorageKey.self] = newValue }
  }
}

private enum InMemoryStorageKey: DependencyKey {
  static let liveValue = InMemoryStorage()
  static var testValue: InMemoryStorage { InMemoryStorage() }
  static var previewValue: InMemoryStorage { InMemoryStorage() }
}
