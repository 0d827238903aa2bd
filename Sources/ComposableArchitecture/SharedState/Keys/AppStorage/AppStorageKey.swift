import Dependencies
import Foundation

/// A key for a value persisted in `UserDefaults` (the app's preferences). Create one with
/// `.appStorage("key")`:
///
/// ```swift
/// @Shared(.appStorage("isHapticsEnabled")) var isHapticsEnabled = true
/// ```
///
/// It stores `Bool`, `Int`, `Double`, `String`, `URL`, `Data`, `Date`, their optionals, and
/// `RawRepresentable` values whose raw value is an `Int` or a `String`.
///
/// Values live in ``DependencyValues/defaultAppStorage``: `UserDefaults.standard` in an app; in
/// tests, defaults of their own, in memory. On Linux, swift-corelibs-foundation keeps defaults
/// in a property list in the user's configuration directory (`~/.config/<process name>.plist`
/// for the standard defaults, `~/.config/<suite name>.plist` for a suite) but writes it only
/// when synchronized, so this key synchronizes after every save: the value is on disk when
/// `withLock` returns. (Linux's Foundation posts no change notifications for defaults: a value
/// written with `UserDefaults.set` directly, rather than through a shared value, is seen after
/// ``Shared/load()``.)
public struct AppStorageKey<Value: Sendable>: SharedKey {
  let key: String
  // `UserDefaults` is documented as thread-safe, but not annotated `Sendable`.
  let store: UncheckedSendable<UserDefaults>
  let lookup: any AppStorageLookup<Value>

  init(_ key: String, lookup: some AppStorageLookup<Value>, store: UserDefaults?) {
    @Dependency(\.defaultAppStorage) var defaultStore
    self.key = key
    self.store = UncheckedSendable(store ?? defaultStore)
    self.lookup = lookup
  }

  /// The key name and the defaults instance.
  public var id: AppStorageKeyID {
    AppStorageKeyID(key: self.key, store: ObjectIdentifier(self.store.value))
  }

  /// Reads the stored value; a value seen for the first time is stored with its initial value,
  /// so that other processes reading the defaults see it.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    if let value = self.lookup.load(from: self.store.value, at: self.key) {
      continuation.resume(returning: value)
    } else {
      continuation.resumeReturningInitialValue()
    }
  }

  /// Picks up values written to the same key through any `UserDefaults` of this process.
  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    let key = self.key
    let store = self.store
    let lookup = self.lookup
    let observer = NotificationCenter.default.addObserver(
      forName: UserDefaults.didChangeNotification, object: nil, queue: nil
    ) { _ in
      guard !AppStorageWrites.isWriting(key) else { return }
      if let value = lookup.load(from: store.value, at: key) {
        subscriber.yield(value)
      } else {
        subscriber.yieldReturningInitialValue()
      }
    }
    // The observer token is only handed back to `NotificationCenter`, which is thread-safe.
    let token = UncheckedSendable(observer)
    return SharedSubscription {
      NotificationCenter.default.removeObserver(token.value)
    }
  }

  /// Writes the value to the defaults.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    AppStorageWrites.writing(self.key) {
      self.lookup.save(value, to: self.store.value, at: self.key)
    }
    #if !canImport(Darwin)
      // swift-corelibs-foundation writes the defaults to disk only when asked to.
      _ = self.store.value.synchronize()
    #endif
    continuation.resume()
  }
}

extension AppStorageKey: CustomStringConvertible {
  /// `.appStorage("key")`.
  public var description: String { ".appStorage(\(String(reflecting: self.key)))" }
}

/// The identity of an ``AppStorageKey``.
public struct AppStorageKeyID: Hashable, Sendable {
  let key: String
  let store: ObjectIdentifier
}

/// The keys this thread is writing, so that an app storage key ignores the change notification
/// its own write posts.
enum AppStorageWrites {
  @TaskLocal private static var keys: Set<String> = []

  static func isWriting(_ key: String) -> Bool {
    self.keys.contains(key)
  }

  static func writing(_ key: String, _ body: () -> Void) {
    self.$keys.withValue(self.keys.union([key]), operation: body)
  }
}
