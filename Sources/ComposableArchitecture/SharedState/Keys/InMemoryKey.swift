import Dependencies

extension SharedReaderKey {
  /// A key for a value shared by name in memory, for the life of the app.
  ///
  /// ```swift
  /// @Shared(.inMemory("isOnboarded")) var isOnboarded = false
  /// ```
  ///
  /// Values live in ``DependencyValues/defaultInMemoryStorage``: for the app's lifetime in an
  /// app, for one test in a test.
  ///
  /// - Parameter key: The name the value is shared under.
  public static func inMemory<Value>(_ key: String) -> Self where Self == InMemoryKey<Value> {
    @Dependency(\.defaultInMemoryStorage) var storage
    return InMemoryKey(key: key, storage: storage)
  }
}

/// A key for a value shared by name in memory. Create one with
/// ``SharedReaderKey/inMemory(_:)``.
public struct InMemoryKey<Value: Sendable>: SharedKey {
  let key: String
  let storage: InMemoryStorage

  /// The name and the storage: equal names in one storage share one value.
  public var id: InMemoryKeyID {
    InMemoryKeyID(key: self.key, storage: ObjectIdentifier(self.storage))
  }

  /// Loads the stored value; a value seen for the first time is stored with its initial value.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    if let value = self.storage.value(forKey: self.key, as: Value.self) {
      continuation.resume(returning: value)
    } else {
      if let initialValue = context.initialValue {
        self.storage.setValue(initialValue, forKey: self.key)
      }
      continuation.resumeReturningInitialValue()
    }
  }

  /// Nothing changes an in-memory value but its shared values, which share one storage.
  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    SharedSubscription {}
  }

  /// Stores the value, so that a shared value created later with the same name starts with it.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    self.storage.setValue(value, forKey: self.key)
    continuation.resume()
  }
}

extension InMemoryKey: CustomStringConvertible {
  /// `.inMemory("name")`.
  public var description: String { ".inMemory(\(String(reflecting: self.key)))" }
}

/// The identity of an ``InMemoryKey``.
public struct InMemoryKeyID: Hashable, Sendable {
  let key: String
  let storage: ObjectIdentifier
}
