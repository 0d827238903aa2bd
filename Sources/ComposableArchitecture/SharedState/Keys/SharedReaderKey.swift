/// A type that loads a shared value from an external system and keeps it up to date.
///
/// Conform to this protocol to read shared state from a source the built-in strategies
/// (``InMemoryKey``, ``FileStorageKey``, ``AppStorageKey``) do not cover, then hand the key to
/// ``SharedReader``:
///
/// ```swift
/// struct RemoteConfigKey: SharedReaderKey {
///   let name: String
///   var id: String { name }
///   func load(context: LoadContext<Bool>, continuation: LoadContinuation<Bool>) {
///     continuation.resume(returning: RemoteConfig.current[name] ?? false)
///   }
///   func subscribe(
///     context: LoadContext<Bool>, subscriber: SharedSubscriber<Bool>
///   ) -> SharedSubscription {
///     let token = RemoteConfig.observe(name) { subscriber.yield($0) }
///     return SharedSubscription { token.cancel() }
///   }
/// }
/// ```
///
/// Two shared values whose keys have the same type and the same ``id`` are one shared value.
public protocol SharedReaderKey<Value>: Sendable {
  /// The type of value the key loads.
  associatedtype Value: Sendable

  /// The identity of the key: shared values created from keys of the same type with equal ids
  /// share one reference.
  associatedtype ID: Hashable = Self

  /// The identity of the key.
  var id: ID { get }

  /// Loads the freshest value from the external system.
  ///
  /// Call exactly one of the continuation's `resume` methods, now or later. Resuming with
  /// `resumeReturningInitialValue()` keeps the value the shared value was created with.
  ///
  /// - Parameters:
  ///   - context: Whether the load comes from creating the shared value (with its initial value)
  ///     or from the user calling ``Shared/load()``.
  ///   - continuation: The continuation to resume with the loaded value or an error.
  func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>)

  /// Subscribes to changes made to the value outside of the app's shared values.
  ///
  /// - Parameters:
  ///   - context: The context of the initial load.
  ///   - subscriber: The subscriber to give new values (or errors) to.
  /// - Returns: A subscription that stops the updates when cancelled or released.
  func subscribe(context: LoadContext<Value>, subscriber: SharedSubscriber<Value>)
    -> SharedSubscription
}

extension SharedReaderKey where ID == Self {
  /// A key that is its own identity.
  public var id: ID { self }
}

/// The circumstances of a ``SharedReaderKey/load(context:continuation:)``.
public enum LoadContext<Value> {
  /// The shared value is being created with this value, used when the external system holds
  /// none.
  case initialValue(Value)

  /// The user asked for a fresh value with ``Shared/load()`` or ``Shared/init(require:)``.
  case userInitiated

  /// The initial value, when the load comes from creating the shared value.
  public var initialValue: Value? {
    guard case .initialValue(let value) = self else { return nil }
    return value
  }
}

extension LoadContext: Sendable where Value: Sendable {}
