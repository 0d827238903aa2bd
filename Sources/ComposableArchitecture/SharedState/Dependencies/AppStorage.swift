import Dependencies
import Foundation

extension DependencyValues {
  /// The defaults that ``SharedReaderKey/appStorage(_:store:)-(_,UserDefaults?)`` values live in.
  ///
  /// `UserDefaults.standard` in an app. In a test, empty defaults of its own, kept in memory, so
  /// that tests neither see each other's values nor the app's, and never touch the disk:
  ///
  /// ```swift
  /// let store = TestStore(initialState: Feature.State()) {
  ///   Feature()
  /// } withDependencies: {
  ///   $0.defaultAppStorage = UserDefaults(suiteName: "onboarding-tests")!
  /// }
  /// ```
  public var defaultAppStorage: UserDefaults {
    get { self[AppStorageDependencyKey.self].value }
    set { self[AppStorageDependencyKey.self] = UncheckedSendable(newValue) }
  }
}

private enum AppStorageDependencyKey: DependencyKey {
  // `UserDefaults` is thread-safe (its documentation says so) but not annotated `Sendable`.
  static var liveValue: UncheckedSendable<UserDefaults> { UncheckedSendable(.standard) }
  static var testValue: UncheckedSendable<UserDefaults> {
    UncheckedSendable(InMemoryUserDefaults.make())
  }
  static var previewValue: UncheckedSendable<UserDefaults> { testValue }
}

/// Defaults kept in memory, for tests: nothing is read from or written to disk.
///
/// It overrides the primitive accessors that the typed ones (`integer(forKey:)`, `string(forKey:)`
/// …) and app storage keys go through.
final class InMemoryUserDefaults: UserDefaults {
  // Safe: `values` is only read and written while holding `lock`.
  private let lock = NSLock()
  private var values: [String: Any] = [:]

  static func make() -> InMemoryUserDefaults {
    // Safe to unwrap: `init(suiteName:)` fails only for the global domain's name.
    InMemoryUserDefaults(suiteName: "ComposableArchitecture.InMemoryUserDefaults")!
  }

  override func object(forKey defaultName: String) -> Any? {
    self.lock.withLock { self.values[defaultName] }
  }

  override func set(_ value: Any?, forKey defaultName: String) {
    self.lock.withLock { self.values[defaultName] = value }
  }

  override func removeObject(forKey defaultName: String) {
    self.lock.withLock { _ = self.values.removeValue(forKey: defaultName) }
  }

  override func dictionaryRepresentation() -> [String: Any] {
    self.lock.withLock { self.values }
  }

  override func synchronize() -> Bool { true }
}
