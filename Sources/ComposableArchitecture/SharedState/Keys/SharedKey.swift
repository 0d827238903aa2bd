/// A type that loads a shared value from an external system, keeps it up to date, and saves the
/// app's changes back to it.
///
/// The built-in keys are ``InMemoryKey``, ``FileStorageKey`` and ``AppStorageKey``. Conform to
/// this protocol for other storage, and use the key with ``Shared``:
///
/// ```swift
/// extension SharedKey where Self == SettingsKey {
///   static var settings: Self { SettingsKey() }
/// }
/// @Shared(.settings) var settings = Settings()
/// ```
public protocol SharedKey<Value>: SharedReaderKey {
  /// Saves a value to the external system.
  ///
  /// Call exactly one of the continuation's `resume` methods, now or later.
  ///
  /// - Parameters:
  ///   - value: The value to save.
  ///   - context: `.didSet` after a ``Shared/withLock(_:fileID:filePath:line:column:)``
  ///     mutation (a key may debounce these), `.userInitiated` from ``Shared/save()`` (save now).
  ///   - continuation: The continuation to resume when the value is saved or failed to save.
  func save(_ value: Value, context: SaveContext, continuation: SaveContinuation)
}

/// The circumstances of a ``SharedKey/save(_:context:continuation:)``.
public enum SaveContext: Hashable, Sendable {
  /// The value was mutated with ``Shared/withLock(_:fileID:filePath:line:column:)``.
  case didSet

  /// The user asked for the value to be saved with ``Shared/save()``.
  case userInitiated
}
