/// Provides storage for tracking and access to data changes of ``ObservableState`` values.
///
/// The ``ObservableState()`` macro adds one to every observable struct, and its accessors call
/// it. It is equal to every other registrar and encodes nothing, so it never affects a state's
/// `Equatable`, `Hashable` or `Codable` conformances.
///
/// Its methods are public only because the code the macro generates in feature modules calls
/// them (an expansion cannot import SPI); feature code has no reason to call them itself.
public struct ObservationStateRegistrar: Sendable {
  /// The identity of the value that holds this registrar.
  public private(set) var id = ObservableStateID()
  @usableFromInline let registrar = ObservationRegistrar()

  /// Creates a registrar with a new identity.
  public init() {}

  /// Gives the value holding this registrar a new identity before an in-place mutation, so that
  /// a mutation replacing it wholesale is told from one changing its properties.
  public mutating func _$willModify() { self.id.refresh() }

  /// Registers an access to a property for observation tracking.
  @inlinable
  public func access<Subject: Observable, Member>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>
  ) {
    self.registrar.access(subject, keyPath: keyPath)
  }

  /// Assigns a new value to a property's storage, notifying its observers.
  ///
  /// The macro-generated setter calls the most specific overload for the property's type: values
  /// with an observation identity notify when their identity changes, `Equatable` values when
  /// they are unequal, objects when they are not identical, anything else always.
  @inlinable
  public func mutate<Subject: Observable, Member, Value>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ storage: inout Value, _ newValue: Value
  ) {
    self.assign(subject, keyPath, &storage, newValue, notify: true)
  }

  /// Assigns a new value to a property's storage, notifying its observers only when it differs.
  @inlinable
  public func mutate<Subject: Observable, Member, Value: Equatable>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ storage: inout Value, _ newValue: Value
  ) {
    self.assign(subject, keyPath, &storage, newValue, notify: storage != newValue)
  }

  /// Assigns a new object to a property's storage, notifying its observers only when it is a
  /// different object.
  @inlinable
  public func mutate<Subject: Observable, Member, Value: AnyObject>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ storage: inout Value, _ newValue: Value
  ) {
    self.assign(subject, keyPath, &storage, newValue, notify: storage !== newValue)
  }

  /// Assigns a new `Equatable` object to a property's storage, notifying its observers only when
  /// it is unequal.
  @inlinable
  public func mutate<Subject: Observable, Member, Value: Equatable & AnyObject>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ storage: inout Value, _ newValue: Value
  ) {
    self.assign(subject, keyPath, &storage, newValue, notify: storage != newValue)
  }

  /// Assigns a new value to a property's storage, notifying its observers only when the new
  /// value has a different identity.
  @inlinable
  public func mutate<Subject: Observable, Member, Value: _ObservationIdentifiable>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ storage: inout Value, _ newValue: Value
  ) {
    self.assign(
      subject, keyPath, &storage, newValue,
      notify: Self.identityChanged(from: storage, to: newValue)
    )
  }

  /// Assigns a new value to a property's storage, notifying its observers only when the new
  /// value has a different identity and is unequal.
  @inlinable
  public func mutate<Subject: Observable, Member, Value: _ObservationIdentifiable & Equatable>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ storage: inout Value, _ newValue: Value
  ) {
    self.assign(
      subject, keyPath, &storage, newValue,
      notify: Self.identityChanged(from: storage, to: newValue) && storage != newValue
    )
  }

  /// Whether `new` has another identity than `old`; notes a replaced presented child.
  @inlinable
  static func identityChanged<Value: _ObservationIdentifiable>(
    from old: Value, to new: Value
  ) -> Bool {
    Self.identityChanged(Value.self, from: old._observationIdentity, to: new._observationIdentity)
  }

  /// Whether two identities of a `Value` differ; notes a replaced presented child (see
  /// `ChildReplacement`).
  @inlinable
  static func identityChanged<Value: _ObservationIdentifiable>(
    _: Value.Type, from old: Value._ObservationIdentity, to new: Value._ObservationIdentity
  ) -> Bool {
    guard old != new else { return false }
    if Value._isReplacement(of: old, by: new) { ChildReplacement.note() }
    return true
  }

  /// Assigns `newValue`, inside a mutation of `keyPath` when observers must be told.
  @usableFromInline
  @inline(__always)
  func assign<Subject: Observable, Member, Value>(
    _ subject: Subject, _ keyPath: KeyPath<Subject, Member>, _ storage: inout Value,
    _ newValue: Value, notify: Bool
  ) {
    if notify {
      self.registrar.withMutation(of: subject, keyPath: keyPath) {
        storage = newValue
      }
    } else {
      storage = newValue
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

  /// Begins an in-place mutation of an observable child, first giving it a new identity: a
  /// mutating method that replaces the child wholesale (`self = other`, even with a copy of it)
  /// then changes its identity, and notifies observers of the property.
  @inlinable
  public func willModify<Subject: Observable, Member, Value: ObservableState>(
    _ subject: Subject, keyPath: KeyPath<Subject, Member>, _ storage: inout Value
  ) -> Value._ObservationIdentity {
    storage._$willModify()
    return storage._observationIdentity
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
    if Self.identityChanged(Value.self, from: oldIdentity, to: storage._observationIdentity) {
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
