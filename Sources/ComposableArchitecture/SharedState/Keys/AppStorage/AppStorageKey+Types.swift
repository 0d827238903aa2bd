import Foundation

// The `.appStorage` spellings, one per storable type (as with SwiftUI's `@AppStorage`).
extension SharedReaderKey {
  /// A key for a `Bool` stored in `UserDefaults` under `key`.
  ///
  /// - Parameters:
  ///   - key: The defaults key.
  ///   - store: The defaults to use; ``DependencyValues/defaultAppStorage`` when `nil`.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Bool> {
    AppStorageKey(key, lookup: PropertyListLookup<Bool>(), store: store)
  }

  /// A key for an optional `Bool` stored in `UserDefaults` under `key` (`nil` removes it).
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Bool?> {
    AppStorageKey(key, lookup: OptionalLookup(base: PropertyListLookup<Bool>()), store: store)
  }

  /// A key for a `Int` stored in `UserDefaults` under `key`.
  ///
  /// - Parameters:
  ///   - key: The defaults key.
  ///   - store: The defaults to use; ``DependencyValues/defaultAppStorage`` when `nil`.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Int> {
    AppStorageKey(key, lookup: PropertyListLookup<Int>(), store: store)
  }

  /// A key for an optional `Int` stored in `UserDefaults` under `key` (`nil` removes it).
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Int?> {
    AppStorageKey(key, lookup: OptionalLookup(base: PropertyListLookup<Int>()), store: store)
  }

  /// A key for a `Double` stored in `UserDefaults` under `key`.
  ///
  /// - Parameters:
  ///   - key: The defaults key.
  ///   - store: The defaults to use; ``DependencyValues/defaultAppStorage`` when `nil`.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Double> {
    AppStorageKey(key, lookup: PropertyListLookup<Double>(), store: store)
  }

  /// A key for an optional `Double` stored in `UserDefaults` under `key` (`nil` removes it).
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Double?> {
    AppStorageKey(key, lookup: OptionalLookup(base: PropertyListLookup<Double>()), store: store)
  }

  /// A key for a `String` stored in `UserDefaults` under `key`.
  ///
  /// - Parameters:
  ///   - key: The defaults key.
  ///   - store: The defaults to use; ``DependencyValues/defaultAppStorage`` when `nil`.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<String> {
    AppStorageKey(key, lookup: PropertyListLookup<String>(), store: store)
  }

  /// A key for an optional `String` stored in `UserDefaults` under `key` (`nil` removes it).
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<String?> {
    AppStorageKey(key, lookup: OptionalLookup(base: PropertyListLookup<String>()), store: store)
  }

  /// A key for a `URL` stored in `UserDefaults` under `key`.
  ///
  /// - Parameters:
  ///   - key: The defaults key.
  ///   - store: The defaults to use; ``DependencyValues/defaultAppStorage`` when `nil`.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<URL> {
    AppStorageKey(key, lookup: URLLookup(), store: store)
  }

  /// A key for an optional `URL` stored in `UserDefaults` under `key` (`nil` removes it).
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<URL?> {
    AppStorageKey(key, lookup: OptionalLookup(base: URLLookup()), store: store)
  }

  /// A key for a `Data` stored in `UserDefaults` under `key`.
  ///
  /// - Parameters:
  ///   - key: The defaults key.
  ///   - store: The defaults to use; ``DependencyValues/defaultAppStorage`` when `nil`.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Data> {
    AppStorageKey(key, lookup: PropertyListLookup<Data>(), store: store)
  }

  /// A key for an optional `Data` stored in `UserDefaults` under `key` (`nil` removes it).
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Data?> {
    AppStorageKey(key, lookup: OptionalLookup(base: PropertyListLookup<Data>()), store: store)
  }

  /// A key for a `Date` stored in `UserDefaults` under `key`.
  ///
  /// - Parameters:
  ///   - key: The defaults key.
  ///   - store: The defaults to use; ``DependencyValues/defaultAppStorage`` when `nil`.
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Date> {
    AppStorageKey(key, lookup: PropertyListLookup<Date>(), store: store)
  }

  /// A key for an optional `Date` stored in `UserDefaults` under `key` (`nil` removes it).
  public static func appStorage(_ key: String, store: UserDefaults? = nil) -> Self
  where Self == AppStorageKey<Date?> {
    AppStorageKey(key, lookup: OptionalLookup(base: PropertyListLookup<Date>()), store: store)
  }

  /// A key for a value stored in `UserDefaults` as its `Int` raw value.
  public static func appStorage<Value: RawRepresentable & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Value.RawValue == Int, Self == AppStorageKey<Value> {
    AppStorageKey(
      key, lookup: RawRepresentableLookup(base: PropertyListLookup<Int>()), store: store
    )
  }

  /// A key for an optional value stored in `UserDefaults` as its `Int` raw value.
  public static func appStorage<Value: RawRepresentable & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Value.RawValue == Int, Self == AppStorageKey<Value?> {
    AppStorageKey(
      key,
      lookup: OptionalLookup(
        base: RawRepresentableLookup<Value, PropertyListLookup<Int>>(
          base: PropertyListLookup<Int>())),
      store: store
    )
  }

  /// A key for a value stored in `UserDefaults` as its `String` raw value.
  public static func appStorage<Value: RawRepresentable & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Value.RawValue == String, Self == AppStorageKey<Value> {
    AppStorageKey(
      key, lookup: RawRepresentableLookup(base: PropertyListLookup<String>()), store: store
    )
  }

  /// A key for an optional value stored in `UserDefaults` as its `String` raw value.
  public static func appStorage<Value: RawRepresentable & Sendable>(
    _ key: String, store: UserDefaults? = nil
  ) -> Self where Value.RawValue == String, Self == AppStorageKey<Value?> {
    AppStorageKey(
      key,
      lookup: OptionalLookup(
        base: RawRepresentableLookup<Value, PropertyListLookup<String>>(
          base: PropertyListLookup<String>())),
      store: store
    )
  }
}
