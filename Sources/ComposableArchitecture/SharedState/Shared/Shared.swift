/// A property wrapper that shares a value between features, and optionally persists it.
///
/// Hand the projected value from a parent to a child and both see, and can change, the same
/// value:
///
/// ```swift
/// @ObservableState
/// struct State {
///   @Shared var count: Int
/// }
///
/// ChildFeature.State(count: state.$count)
/// ```
///
/// Read a shared value like any property; change it only through
/// ``withLock(_:fileID:filePath:line:column:)``, which gives exclusive access so that concurrent
/// writers never lose an update:
///
/// ```swift
/// state.$count.withLock { $0 += 1 }
/// ```
///
/// Give it a key to persist it or to share it by name: ``InMemoryKey`` (`.inMemory("count")`),
/// ``FileStorageKey`` (`.fileStorage(url)`) or ``AppStorageKey`` (`.appStorage("count")`).
///
/// A change made by any holder notifies the observers of every holder (a store observed with
/// ``observe(_:)``, for example), and a ``TestStore`` asserts shared changes like state changes.
/// See <doc:SharingState>.
@dynamicMemberLookup
@propertyWrapper
public struct Shared<Value> {
  var reference: any MutableSharedReference<Value>

  init(reference: any MutableSharedReference<Value>) {
    self.reference = reference
  }

  /// Shares a value that is not persisted: pass the shared value (or its projection) to whoever
  /// should share it.
  ///
  /// ```swift
  /// @Shared(value: 0) var count
  /// let shared = Shared(value: Settings())
  /// ```
  public init(value: sending Value) {
    self.init(reference: SharedStorage(value: value))
  }

  /// Creates a shared value from another one; Swift calls it for a property wrapper attribute
  /// on a parameter given a projected value (`$count`).
  public init(projectedValue: Shared<Value>) {
    self = projectedValue
  }

  /// The current value.
  ///
  /// Reading it inside an observation (a view, ``observe(_:)``) registers the observer, who is
  /// notified when any holder changes the value. To change it, use
  /// ``withLock(_:fileID:filePath:line:column:)``.
  public var wrappedValue: Value {
    get { self.reference.holderValue }
    @available(
      *, unavailable,
      message: "Use '$shared.withLock' to modify a shared value with exclusive access."
    )
    nonmutating set {
      self.withLock { $0 = newValue }
    }
  }

  /// The shared value itself, to hand to another feature or to derive a part of it
  /// (`$settings.isOn`).
  ///
  /// Assigning it makes this property share another value; observers of the value it shared
  /// are notified, since what they read through this property changed.
  public var projectedValue: Shared<Value> {
    get { self }
    set {
      self.reference.root.touch()
      self = newValue
    }
  }

  /// Mutates the value with exclusive access: no other `withLock` on the same value runs at the
  /// same time, so concurrent writers never lose an update.
  ///
  /// ```swift
  /// state.$count.withLock { $0 += 1 }
  /// ```
  ///
  /// Observers of the value are notified, and a persisted value is saved through its key. In a
  /// ``TestStore`` assertion closure it changes the value the test expects instead. The closure
  /// works on a copy that is written back when it returns or throws, so it may read the same
  /// value through another `Shared` derived from it (it sees the value before the change).
  ///
  /// - Parameter operation: A closure given mutable access to the value.
  /// - Returns: What `operation` returns.
  public func withLock<R>(
    _ operation: (inout Value) throws -> R,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) rethrows -> R {
    guard SharedChangeTracker.isAnyAlive else {
      return try self.reference.withLock(tracker: nil, operation)
    }
    if let tracker = SharedChangeTracker.asserting {
      return try self.reference.withSnapshot(tracker: tracker, operation)
    }
    return try self.reference.withLock(tracker: SharedChangeTracker.current, operation)
  }

  /// A shared part of the value, reached with a writable key path: `$settings.isOn` is a
  /// `Shared<Bool>` that reads and writes `settings.isOn`.
  public subscript<Member>(
    dynamicMember keyPath: WritableKeyPath<Value, Member>
  ) -> Shared<Member> {
    Shared<Member>(reference: KeyPathReference(base: self.reference, keyPath: keyPath))
  }

  /// A read-only shared part of the value, reached with a key path: `$items.count` is a
  /// `SharedReader<Int>`.
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value, Member>
  ) -> SharedReader<Member> {
    SharedReader(self)[dynamicMember: keyPath]
  }

  /// The error the key reported when it last failed to load the value (a file that does not
  /// decode, for example), or `nil` after a successful load.
  public var loadError: (any Error)? {
    self.reference.root.loadError
  }

  /// The error the key reported when it last failed to save the value, or `nil` after a
  /// successful save.
  public var saveError: (any Error)? {
    self.reference.root.saveError
  }

  /// Whether the key is loading the value.
  public var isLoading: Bool {
    self.reference.root.isLoading
  }

  /// Loads a fresh value from the key (a no-op for a value without key).
  ///
  /// - Throws: The error the key failed with; it is also available as ``loadError``.
  public func load() async throws {
    try await self.reference.root.load()
  }

  /// Saves the value through the key now, without waiting for a debounced save.
  ///
  /// - Throws: The error the key failed with; it is also available as ``saveError``.
  public func save() async throws {
    try await self.reference.root.save()
  }
}

extension Shared: Sendable {}
