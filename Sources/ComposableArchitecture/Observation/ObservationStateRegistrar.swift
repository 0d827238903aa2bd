/// Provides storage for tracking and access to data changes of ``ObservableState`` values.
///
/// The ``ObservableState()`` macro adds one to every observable struct, and its accessors call
/// it. It is equal to every other registrar and encodes nothing, so it never affects a state's
/// `Equatable`, `Hashable` or `Codable` conformances.
public struct ObservationStateRegistrar: Sendable {
  /// The identity of the value that holds this registrar.
  public private(set) var id = ObservableStateID()
  @usableFromInline let registrar = ObservationRegistrar()

  /// Creates a registrar with a new identity.
  public init() {}

  /// Prepares the value holding this registrar for an in-place mutation. Identity is a plain
  /// value, so there is nothing to do.
  @inlinable
  public mutating func _$willModify() {}

  /// Registers an access to a property for observation tracking.
  @inlinable
  public func access<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    self.registrar.access(subject, keyPath: keyPath)
  }

  /// Assigns a new value to a property's storage, notifying its observers.
  @inlinable
  public func mutate<Subject: Observable, Member, Value>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ storage: inout Value, _ newValue: Value
  ) {
    self.registrar.withMutation(of: subject, keyPath: keyPath) {
      storage = newValue
    }
  }

  /// Assigns a new value to a property's storage, notifying its observers only when the new
  /// value has a different identity.
  @inlinable
  public func mutate<Subject: Observable, Member, Value: _ObservationIdentifiable>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ storage: inout Value, _ newValue: Value
  ) {
    if storage._observationIdentity == newValue._observationIdentity {
      storage = newValue
    } else {
      self.registrar.withMutation(of: subject, keyPath: keyPath) {
        storage = newValue
      }
    }
  }

  /// Begins an in-place mutation of a property.
  @inlinable
  public func willModify<Subject: Observable, Member, Value>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ storage: inout Value
  ) -> _PlainModification {
    self.registrar.willSet(subject, keyPath: keyPath)
    return _PlainModification()
  }

  /// Ends an in-place mutation of a property.
  @inlinable
  public func didModify<Subject: Observable, Member, Value>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ storage: inout Value,
    _: _PlainModification
  ) {
    self.registrar.didSet(subject, keyPath: keyPath)
  }

  /// Begins an in-place mutation of an identifiable property, remembering only its identity (not
  /// a copy of the value, which would defeat in-place mutation of large collections).
  @inlinable
  public func willModify<Subject: Observable, Member, Value: _ObservationIdentifiable>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ storage: inout Value
  ) -> Value._ObservationIdentity {
    storage._observationIdentity
  }

  /// Ends an in-place mutation of an identifiable property, notifying its observers only when
  /// its identity changed.
  @inlinable
  public func didModify<Subject: Observable, Member, Value: _ObservationIdentifiable>(
    _ subject: Subject,
    keyPath: KeyPath<Subject, Member>,
    _ storage: inout Value,
    _ oldIdentity: Value._ObservationIdentity
  ) {
    if storage._observationIdentity != oldIdentity {
      self.notifyReplaced(subject, keyPath: keyPath)
    }
  }

  /// Notifies the observers of a property whose value was replaced.
  @inlinable
  public func notifyReplaced<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    self.registrar.willSet(subject, keyPath: keyPath)
    self.registrar.didSet(subject, keyPath: keyPath)
  }
}

/// The token of an in-place mutation of a property whose observers are always notified.
public struct _PlainModification: Sendable {
  @inlinable init() {}
}

extension ObservationStateRegistrar: Equatable, Hashable, Codable {
  /// Registrars never make two states unequal.
  public static func == (_: Self, _: Self) -> Bool { true }

  /// Registrars contribute nothing to a state's hash.
  public func hash(into _: inout Hasher) {}

  /// Decodes a registrar with a new identity; nothing is read.
  public init(from _: any Decoder) throws { self.init() }

  /// Encodes nothing.
  public func encode(to _: any Encoder) throws {}
}
