import Foundation

/// The root of shared state: the value, its lock, its observers, and its persistence.
///
/// A value made with ``Shared/init(value:)`` has no key. A value made with a key is looked up in
/// ``PersistentReferences``, so that every holder of the same key shares one storage; it loads
/// from the key when created, follows the key's subscription, and saves through the key after
/// every mutation.
final class SharedStorage<Value>: MutableSharedReference, SharedRoot, Observable,
  @unchecked Sendable  // Safe: the reason is below.
{
  // Safe: every mutable stored property is read and written while holding `lock`.
  private let lock = NSRecursiveLock()
  private var current: Value
  private var _snapshot: Value?
  private var _loadError: (any Error)?
  private var _saveError: (any Error)?
  private var _isLoading = false
  private var subscription: SharedSubscription?
  /// The value a keyed storage returns to when its key holds none. A plain value keeps none, so
  /// that its first mutation is made in place rather than on a copy.
  private let initialValue: Value?
  private let registrar = ObservationRegistrar()
  // Built once: a key path literal in a generic class is instantiated anew at every use.
  private let valueKeyPath: KeyPath<SharedStorage, Value> = \.value
  let key: AnySharedKey<Value>?

  /// Storage for a plain value, shared by passing it around.
  init(value: Value) {
    self.current = value
    self.initialValue = nil
    self.key = nil
  }

  /// Storage persisted through a key. Call ``start()`` once it is registered.
  init(initialValue: Value, key: AnySharedKey<Value>) {
    self.current = initialValue
    self.initialValue = initialValue
    self.key = key
  }

  /// Loads the initial value from the key and subscribes to its changes.
  func start() {
    guard let key = self.key, let initialValue = self.initialValue else { return }
    self.setLoading(true)
    key.load(
      .initialValue(initialValue),
      LoadContinuation(key.description) { [weak self] result in
        self?.finishLoading(result)
      }
    )
    let subscription = key.subscribe(
      .initialValue(initialValue),
      SharedSubscriber(
        callback: { [weak self] result in self?.receive(result) },
        onLoading: { [weak self] isLoading in self?.setLoading(isLoading) }
      )
    )
    self.lock.withLock { self.subscription = subscription }
  }

  var identity: SharedIdentity { SharedIdentity(root: ObjectIdentifier(self), path: []) }

  var root: any SharedRoot { self }

  var value: Value {
    self.registrar.access(self, keyPath: self.valueKeyPath)
    return self.lock.withLock { self.current }
  }

  func withLock<R>(
    tracker: SharedChangeTracker?, _ body: (inout Value) throws -> R
  ) rethrows -> R {
    try self.lock.withLock {
      if let tracker, self._snapshot == nil {
        self._snapshot = self.current
        tracker.track(self)
      }
      return try SharedMutationClock.mutation {
        try self.mutateCurrent(body)
      }
    }
  }

  /// Runs `body` on a copy of the value and writes it back, between the observers' `willSet`
  /// and `didSet`; called with `lock` held.
  private func mutateCurrent<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    self.registrar.willSet(self, keyPath: self.valueKeyPath)
    defer { self.registrar.didSet(self, keyPath: self.valueKeyPath) }
    // The body mutates a copy, written back after it (also when it throws, as an `inout`
    // argument is): the body may read this same value meanwhile, through another `Shared`
    // derived from it (`$syncUps.withLock { $0.remove(id: state.syncUp.id) }` where
    // `syncUp` is unwrapped from `syncUps`), which an access to the stored value in place
    // would make a fatal exclusivity conflict.
    var value = self.current
    defer {
      self.current = value
      // Saved while locked, so that concurrent writers hand their values to the key in the
      // order they wrote them.
      self.saveAfterMutation(value)
    }
    return try body(&value)
  }

  var snapshot: Value? {
    self.lock.withLock { self._snapshot }
  }

  func setSnapshot(_ snapshot: Value, tracker: SharedChangeTracker) {
    self.lock.withLock { self._snapshot = snapshot }
    tracker.track(self)
  }

  func touch() {
    SharedMutationClock.mutation {
      self.registrar.willSet(self, keyPath: self.valueKeyPath)
      self.registrar.didSet(self, keyPath: self.valueKeyPath)
    }
  }

  /// Changes a property of this storage, telling its observers and the mutation clock.
  private func mutation(of keyPath: KeyPath<SharedStorage, some Any>, _ body: () -> Void) {
    SharedMutationClock.mutation {
      self.registrar.withMutation(of: self, keyPath: keyPath, body)
    }
  }

  func clearSnapshot() {
    self.lock.withLock { self._snapshot = nil }
  }

  var loadError: (any Error)? {
    self.registrar.access(self, keyPath: \.loadError)
    return self.lock.withLock { self._loadError }
  }

  var saveError: (any Error)? {
    self.registrar.access(self, keyPath: \.saveError)
    return self.lock.withLock { self._saveError }
  }

  var isLoading: Bool {
    self.registrar.access(self, keyPath: \.isLoading)
    return self.lock.withLock { self._isLoading }
  }

  var description: String {
    self.key?.description ?? "Shared(value:)"
  }

  func load() async throws {
    guard let key = self.key else { return }
    self.setLoading(true)
    let error: (any Error)? = await withCheckedContinuation { continuation in
      key.load(
        .userInitiated,
        LoadContinuation(key.description) { [self] result in
          self.finishLoading(result, resettingToInitialValue: true)
          switch result {
          case .success: continuation.resume(returning: nil)
          case .failure(let error): continuation.resume(returning: error)
          }
        }
      )
    }
    if let error { throw error }
  }

  func save() async throws {
    guard let key = self.key, let save = key.save else { return }
    let value = self.lock.withLock { self.current }
    let result = await withCheckedContinuation { continuation in
      save(
        value, .userInitiated,
        SaveContinuation(key.description) { continuation.resume(returning: $0) })
    }
    self.setSaveError(result)
    if case .failure(let error) = result { throw error }
  }

  // MARK: Persistence

  private func saveAfterMutation(_ value: Value) {
    guard let key = self.key, let save = key.save else { return }
    save(
      value, .didSet, SaveContinuation(key.description) { [weak self] in self?.setSaveError($0) })
  }

  private func setSaveError(_ result: Result<Void, any Error>) {
    let error: (any Error)?
    switch result {
    case .success: error = nil
    case .failure(let failure): error = failure
    }
    self.mutation(of: \.saveError) {
      self.lock.withLock { self._saveError = error }
    }
  }

  private func setLoading(_ isLoading: Bool) {
    guard self.lock.withLock({ self._isLoading != isLoading }) else { return }
    self.mutation(of: \.isLoading) {
      self.lock.withLock { self._isLoading = isLoading }
    }
  }

  private func finishLoading(
    _ result: Result<Value?, any Error>, resettingToInitialValue: Bool = false
  ) {
    self.setLoading(false)
    self.receive(result, resettingToInitialValue: resettingToInitialValue)
  }

  /// Applies a value or error from the key: a value replaces the current one (observers are
  /// notified, nothing is saved back); `nil` means the initial value.
  private func receive(_ result: Result<Value?, any Error>, resettingToInitialValue: Bool = true) {
    switch result {
    case .success(let value):
      if let value {
        self.replace(with: value)
      } else if resettingToInitialValue, let initialValue = self.initialValue {
        self.replace(with: initialValue)
      }
      self.setLoadError(nil)
    case .failure(let error):
      self.setLoadError(error)
    }
  }

  private func replace(with value: Value) {
    self.lock.withLock {
      self.mutation(of: self.valueKeyPath) {
        self.current = value
      }
    }
  }

  private func setLoadError(_ error: (any Error)?) {
    guard error != nil || self.lock.withLock({ self._loadError != nil }) else { return }
    self.mutation(of: \.loadError) {
      self.lock.withLock { self._loadError = error }
    }
  }
}

/// A key with its type erased, as a ``SharedStorage`` keeps it.
struct AnySharedKey<Value>: Sendable {
  let description: String
  let load: @Sendable (LoadContext<Value>, LoadContinuation<Value>) -> Void
  let subscribe: @Sendable (LoadContext<Value>, SharedSubscriber<Value>) -> SharedSubscription
  let save: (@Sendable (Value, SaveContext, SaveContinuation) -> Void)?

  /// A key used for reading. If it can save too, saving is kept, because a ``Shared`` of the
  /// same key may share the storage a ``SharedReader`` created.
  init<Key: SharedReaderKey<Value>>(reader key: Key) {
    if let key = key as? any SharedKey<Value> {
      self.init(key)
    } else {
      self.init(
        description: String(describing: key),
        load: { key.load(context: $0, continuation: $1) },
        subscribe: { key.subscribe(context: $0, subscriber: $1) },
        save: nil
      )
    }
  }

  init<Key: SharedKey<Value>>(_ key: Key) {
    self.init(
      description: String(describing: key),
      load: { key.load(context: $0, continuation: $1) },
      subscribe: { key.subscribe(context: $0, subscriber: $1) },
      save: { key.save($0, context: $1, continuation: $2) }
    )
  }

  private init(
    description: String,
    load: @escaping @Sendable (LoadContext<Value>, LoadContinuation<Value>) -> Void,
    subscribe:
      @escaping @Sendable (LoadContext<Value>, SharedSubscriber<Value>) ->
      SharedSubscription,
    save: (@Sendable (Value, SaveContext, SaveContinuation) -> Void)?
  ) {
    self.description = description
    self.load = load
    self.subscribe = subscribe
    self.save = save
  }
}
