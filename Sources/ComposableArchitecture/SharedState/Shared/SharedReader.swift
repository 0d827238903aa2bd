/// A property wrapper for shared state that this feature reads but does not change.
///
/// ```swift
/// @SharedReader(.appStorage("isHapticsEnabled")) var isHapticsEnabled = true
/// ChildFeature.State(count: SharedReader(state.$count))
/// ```
///
/// It sees every change made through the ``Shared`` values it was derived from, and notifies
/// its observers like ``Shared`` does.
@dynamicMemberLookup
@propertyWrapper
public struct SharedReader<Value> {
  var reference: any SharedReference<Value>

  init(reference: any SharedReference<Value>) {
    self.reference = reference
  }

  /// A read-only view of a shared value.
  public init(_ base: Shared<Value>) {
    self.init(reference: base.reference)
  }

  /// A constant shared value.
  public init(value: sending Value) {
    self.init(reference: SharedStorage(value: value))
  }

  /// Creates a reader from another one; Swift calls it for a property wrapper attribute on a
  /// parameter given a projected value.
  public init(projectedValue: SharedReader<Value>) {
    self = projectedValue
  }

  /// The current value. Reading it inside an observation registers the observer.
  public var wrappedValue: Value { self.reference.holderValue }

  /// The reader itself, to hand to another feature or to derive a part of it.
  public var projectedValue: SharedReader<Value> {
    get { self }
    set { self = newValue }
  }

  /// A read-only shared part of the value, reached with a key path.
  public subscript<Member>(
    dynamicMember keyPath: KeyPath<Value, Member>
  ) -> SharedReader<Member> {
    SharedReader<Member>(
      reference: ReadOnlyKeyPathReference(base: self.reference, keyPath: keyPath))
  }

  /// The error the key reported when it last failed to load the value, or `nil`.
  public var loadError: (any Error)? {
    self.reference.root.loadError
  }

  /// Whether the key is loading the value.
  public var isLoading: Bool {
    self.reference.root.isLoading
  }

  /// Loads a fresh value from the key.
  ///
  /// - Throws: The error the key failed with; it is also available as ``loadError``.
  public func load() async throws {
    try await self.reference.root.load()
  }
}

extension SharedReader: Sendable {}

extension SharedReader {
  /// A constant shared value.
  @available(*, deprecated, message: "Use 'SharedReader(value:)', instead.")
  public static func constant(_ value: sending Value) -> Self {
    Self(value: value)
  }
}
