/// A key for a value that views pass down to the views they contain.
///
/// The counterpart of SwiftUI's `EnvironmentKey`:
///
/// ```swift
/// private struct AccentKey: EnvironmentKey {
///   static let defaultValue = "blue"
/// }
/// extension EnvironmentValues {
///   var accent: String {
///     get { self[AccentKey.self] }
///     set { self[AccentKey.self] = newValue }
///   }
/// }
/// ```
///
/// ``Entry()`` writes both in one line: `@Entry var accent: String = "blue"`.
public protocol EnvironmentKey {
  /// The type of the value.
  associatedtype Value
  /// The value when no view above set one.
  static var defaultValue: Value { get }
}

/// The values a view receives from the views that contain it: `dismiss`, `isEnabled`, styles.
///
/// The counterpart of SwiftUI's `EnvironmentValues`. Read one with `@Environment(\.dismiss)`,
/// set one for a subtree with `.environment(\.isEnabled, false)`.
public struct EnvironmentValues {
  private var storage: [ObjectIdentifier: Any] = [:]

  /// Creates environment values that hold every key's default.
  public init() {}

  /// The value for a key, or its default.
  public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
    get {
      // A key that was never set (most of them, in most views) costs no lookup and no cast:
      // casting the missing value still asked the runtime about `Key.Value`'s conformances.
      guard !self.storage.isEmpty, let value = self.storage[ObjectIdentifier(key)] else {
        return Key.defaultValue
      }
      return value as? Key.Value ?? Key.defaultValue
    }
    set { self.storage[ObjectIdentifier(key)] = newValue }
  }

  /// Whether two environments hold the same values, as far as that can be told: values that are
  /// not `Equatable` compare as different, so a view that reads them is rendered again.
  func isSame(as other: EnvironmentValues) -> Bool {
    guard self.storage.count == other.storage.count else { return false }
    for (key, value) in self.storage {
      guard let otherValue = other.storage[key], areEqual(value, otherValue) else { return false }
    }
    return true
  }
}

/// Whether two values are equal, when they are `Equatable` values of one type.
func areEqual(_ lhs: Any, _ rhs: Any) -> Bool {
  guard let lhs = lhs as? any Equatable else { return false }
  return lhs.isEqual(to: rhs)
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}

extension EnvironmentValues {
  /// Whether controls in this part of the screen respond; `.disabled(true)` turns it off.
  @Entry public var isEnabled: Bool = true
}
