import Dependencies

extension Shared {
  /// Shares the value stored under `key`, or `wrappedValue` when the storage holds none.
  ///
  /// ```swift
  /// @Shared(.fileStorage(.documentsDirectory.appending(component: "count.json"))) var count = 0
  /// ```
  ///
  /// Every shared value created with an equal key shares one storage.
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
    self.init(reference: Self.storage(for: key, initialValue: wrappedValue))
  }

  /// Shares the optional value stored under `key`, `nil` when the storage holds none.
  @_disfavoredOverload
  public init<Wrapped>(_ key: some SharedKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// Shares the value stored under a key that carries its default value.
  ///
  /// ```swift
  /// @Shared(.syncUps) var syncUps
  /// ```
  public init(_ key: (some SharedKey<Value>).Default) {
    self.init(wrappedValue: key.defaultValue(), key)
  }

  /// Shares the value stored under a key that carries its default value, with another default.
  @_disfavoredOverload
  public init(wrappedValue: @autoclosure () -> Value, _ key: (some SharedKey<Value>).Default) {
    self.init(reference: Self.storage(for: key, initialValue: wrappedValue))
  }

  /// Shares the value stored under `key`, loading it first; throws if the key holds no value or
  /// fails to load it.
  public init(require key: some SharedKey<Value>) async throws {
    let loaded = try await loadRequired(key)
    self.init(wrappedValue: loaded, key)
    if let loadError = self.loadError { throw loadError }
  }

  /// Shares the value stored under another key from now on, then loads it.
  ///
  /// ```swift
  /// try await $currentUser.load(.fileStorage(.user(id: userID)))
  /// ```
  ///
  /// When the new key's storage holds no value, the current value is its initial value.
  ///
  /// - Throws: The error the key failed to load with; it is also available as ``loadError``.
  public mutating func load(_ key: some SharedKey<Value>) async throws {
    let current = self.wrappedValue
    self.projectedValue = Shared(reference: Self.storage(for: key, initialValue: { current }))
    try await self.load()
  }

  /// A key alone does not say what value to share when its storage is empty.
  @available(*, unavailable, message: "Assign a default value: '@Shared(key) var value = …'")
  public init(_ key: some SharedKey<Value>) {
    fatalError()
  }

  private static func storage<Key: SharedKey<Value>>(
    for key: Key, initialValue: () -> Value
  ) -> SharedStorage<Value> {
    @Dependency(\.persistentReferences) var persistentReferences
    return persistentReferences.storage(
      for: key, initialValue: initialValue, erase: AnySharedKey.init
    )
  }
}

extension SharedReader {
  /// Reads the value stored under `key`, or `wrappedValue` when the storage holds none.
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedReaderKey<Value>) {
    self.init(reference: Self.storage(for: key, initialValue: wrappedValue))
  }

  /// Reads the value stored under a key that can also save (it shares storage with the
  /// ``Shared`` values of the same key).
  @_disfavoredOverload
  public init(wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>) {
    self.init(Shared(wrappedValue: wrappedValue(), key))
  }

  /// Reads the optional value stored under `key`, `nil` when the storage holds none.
  @_disfavoredOverload
  public init<Wrapped>(_ key: some SharedReaderKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// Reads the optional value stored under a key that can also save.
  @_disfavoredOverload
  public init<Wrapped>(_ key: some SharedKey<Value>) where Value == Wrapped? {
    self.init(wrappedValue: nil, key)
  }

  /// Reads the value stored under a key that carries its default value.
  public init(_ key: (some SharedReaderKey<Value>).Default) {
    self.init(wrappedValue: key.defaultValue(), key)
  }

  /// Reads the value stored under a saving key that carries its default value.
  @_disfavoredOverload
  public init(_ key: (some SharedKey<Value>).Default) {
    self.init(Shared(wrappedValue: key.defaultValue(), key))
  }

  /// Reads the value stored under a key that carries its default value, with another default.
  @_disfavoredOverload
  public init(
    wrappedValue: @autoclosure () -> Value, _ key: (some SharedReaderKey<Value>).Default
  ) {
    self.init(reference: Self.storage(for: key, initialValue: wrappedValue))
  }

  /// Reads the value stored under `key`, loading it first; throws if the key holds no value or
  /// fails to load it.
  public init(require key: some SharedReaderKey<Value>) async throws {
    let loaded = try await loadRequired(key)
    self.init(wrappedValue: loaded, key)
    if let loadError = self.loadError { throw loadError }
  }

  /// A key alone does not say what value to read when its storage is empty.
  @available(*, unavailable, message: "Assign a default value: '@SharedReader(key) var value = …'")
  public init(_ key: some SharedReaderKey<Value>) {
    fatalError()
  }

  private static func storage<Key: SharedReaderKey<Value>>(
    for key: Key, initialValue: () -> Value
  ) -> SharedStorage<Value> {
    @Dependency(\.persistentReferences) var persistentReferences
    return persistentReferences.storage(
      for: key, initialValue: initialValue, erase: AnySharedKey.init(reader:)
    )
  }
}

/// The error thrown by `init(require:)` when the key holds no value.
struct SharedKeyHoldsNoValue: Error, CustomStringConvertible {
  let key: String
  var description: String { "The shared key \(self.key) holds no value." }
}

private func loadRequired<Key: SharedReaderKey>(_ key: Key) async throws -> Key.Value {
  let loaded = try await withCheckedThrowingContinuation { continuation in
    key.load(
      context: .userInitiated,
      continuation: LoadContinuation(String(describing: key)) { continuation.resume(with: $0) }
    )
  }
  guard let loaded else { throw SharedKeyHoldsNoValue(key: String(describing: key)) }
  return loaded
}
