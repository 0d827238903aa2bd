import Foundation

/// How one type of value is read from and written to `UserDefaults`.
protocol AppStorageLookup<Value>: Sendable {
  associatedtype Value
  func load(from store: UserDefaults, at key: String) -> Value?
  func save(_ value: Value, to store: UserDefaults, at key: String)
}

/// Property-list values stored as they are: `Bool`, `Int`, `Double`, `String`, `Data`, `Date`.
struct PropertyListLookup<Value: Sendable>: AppStorageLookup {
  func load(from store: UserDefaults, at key: String) -> Value? {
    guard let object = store.object(forKey: key) else { return nil }
    if let value = object as? Value { return value }
    // Numbers read back from a property list may come as another numeric type.
    if let number = object as? NSNumber {
      switch Value.self {
      case is Bool.Type: return number.boolValue as? Value
      case is Int.Type: return number.intValue as? Value
      case is Double.Type: return number.doubleValue as? Value
      default: return nil
      }
    }
    return nil
  }

  func save(_ value: Value, to store: UserDefaults, at key: String) {
    store.set(value, forKey: key)
  }
}

/// URLs, stored as their absolute strings (swift-corelibs-foundation's `set(_:forKey:)` does
/// not round-trip a `URL`).
struct URLLookup: AppStorageLookup {
  func load(from store: UserDefaults, at key: String) -> URL? {
    switch store.object(forKey: key) {
    case let url as URL: url
    case let string as String: URL(string: string)
    default: nil
    }
  }

  func save(_ value: URL, to store: UserDefaults, at key: String) {
    store.set(value.absoluteString, forKey: key)
  }
}

/// `RawRepresentable` values, stored as their raw values.
struct RawRepresentableLookup<Value: RawRepresentable & Sendable, Base: AppStorageLookup>:
  AppStorageLookup
where Base.Value == Value.RawValue {
  let base: Base

  func load(from store: UserDefaults, at key: String) -> Value? {
    self.base.load(from: store, at: key).flatMap(Value.init(rawValue:))
  }

  func save(_ value: Value, to store: UserDefaults, at key: String) {
    self.base.save(value.rawValue, to: store, at: key)
  }
}

/// Optional values: `nil` removes the stored value.
struct OptionalLookup<Base: AppStorageLookup>: AppStorageLookup {
  let base: Base

  func load(from store: UserDefaults, at key: String) -> Base.Value?? {
    self.base.load(from: store, at: key).map(Optional.some)
  }

  func save(_ value: Base.Value?, to store: UserDefaults, at key: String) {
    if let value {
      self.base.save(value, to: store, at: key)
    } else {
      store.removeObject(forKey: key)
    }
  }
}
