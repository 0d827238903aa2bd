extension SharedReaderKey {
  /// This key with a default value, for type-safe keys that carry their default:
  ///
  /// ```swift
  /// extension SharedKey where Self == FileStorageKey<[SyncUp]>.Default {
  ///   static var syncUps: Self {
  ///     Self[.fileStorage(.documentsDirectory.appending(component: "sync-ups.json")), default: []]
  ///   }
  /// }
  ///
  /// @Shared(.syncUps) var syncUps
  /// ```
  public typealias Default = _SharedKeyDefault<Self>
}

/// A key paired with the default value used when its storage holds none. Spelled `Key.Default`.
public struct _SharedKeyDefault<Base: SharedReaderKey>: SharedReaderKey {
  let base: Base
  let defaultValue: @Sendable () -> Base.Value

  /// The key `key` with the default value `value`.
  public static subscript(
    _ key: Base, default value: @autoclosure @escaping @Sendable () -> Base.Value
  ) -> Self {
    Self(base: key, defaultValue: value)
  }

  /// The identity of the underlying key: a key with and without default share storage.
  public var id: Base.ID { self.base.id }

  /// Loads through the underlying key.
  public func load(context: LoadContext<Base.Value>, continuation: LoadContinuation<Base.Value>) {
    self.base.load(context: context, continuation: continuation)
  }

  /// Subscribes through the underlying key.
  public func subscribe(
    context: LoadContext<Base.Value>, subscriber: SharedSubscriber<Base.Value>
  ) -> SharedSubscription {
    self.base.subscribe(context: context, subscriber: subscriber)
  }
}

extension _SharedKeyDefault: SharedKey where Base: SharedKey {
  /// Saves through the underlying key.
  public func save(_ value: Base.Value, context: SaveContext, continuation: SaveContinuation) {
    self.base.save(value, context: context, continuation: continuation)
  }
}

extension _SharedKeyDefault: CustomStringConvertible {
  /// The underlying key's description.
  public var description: String { String(describing: self.base) }
}
