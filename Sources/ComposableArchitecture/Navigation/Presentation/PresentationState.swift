/// A property wrapper for state that can be presented.
///
/// Use this property wrapper (or, with ``ObservableState()``, the ``Presents()`` macro) for
/// modeling a feature's domain that needs to present a child feature using
/// ``Reducer/ifLet(_:action:destination:fileID:filePath:line:column:)-(WritableKeyPath<State,PresentationState<DestinationState>>,_,_,_,_,_,_)``:
///
/// ```swift
/// @ObservableState
/// struct State {
///   @Presents var destination: Destination.State?
/// }
/// ```
///
/// The wrapped value is boxed, so presented state can be recursive (a feature presenting
/// itself), and copied only when it is mutated while shared.
@propertyWrapper
@dynamicMemberLookup
public struct PresentationState<State> {
  @usableFromInline
  final class Storage: @unchecked Sendable {  // never written while shared (see below)
    // Only mutated through `PresentationState`'s accessors after a uniqueness check, so a shared
    // box is never written; Sendable-ness of the content is enforced by the conditional
    // conformance of `PresentationState` below.
    // Exclusivity is upheld by `PresentationState`: the box is only written through its
    // `wrappedValue` accessors, after a uniqueness check.
    @usableFromInline @exclusivity(unchecked) var state: State?
    init(_ state: State?) {
      self.state = state
    }
  }

  /// The box of what is presented; `nil` when nothing is (most presentation state, most of the
  /// time, presents nothing: it then costs no allocation). Every write keeps that so.
  @usableFromInline var storage: Storage?

  /// What the presentation reducer last saw presented (not part of the value: equality, dumps
  /// and coding ignore it).
  @usableFromInline var lastSeenToken: NavigationToken?

  /// Whether state is presented, read without copying it (for the presentation reducer's
  /// common path, where nothing is).
  @inlinable
  var isPresentedWithoutCopy: Bool {
    self.storage != nil
  }

  /// Creates presentation state.
  public init(wrappedValue: State?) {
    self.storage = wrappedValue.map { Storage($0) }
  }

  /// The presented state, if any.
  public var wrappedValue: State? {
    get { self.storage?.state }
    set {
      guard let newValue else {
        self.storage = nil
        return
      }
      if self.storage != nil, isKnownUniquelyReferenced(&self.storage) {
        self.storage!.state = newValue
      } else {
        self.storage = Storage(newValue)
      }
    }
    _modify {
      if self.storage == nil {
        self.storage = Storage(nil)
      } else if !isKnownUniquelyReferenced(&self.storage) {
        self.storage = Storage(self.storage!.state)
      }
      defer {
        if case .none = self.storage!.state { self.storage = nil }
      }
      yield &self.storage!.state
    }
  }

  /// The presentation state itself, for `.ifLet(\.$destination, …)`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
    _modify { yield &self }
  }

  /// The presentation state of one case of enum presentation state: present when the presented
  /// state is in that case.
  ///
  /// ```swift
  /// store.scope(\.$destination.editForm, action: \.destination.editForm)
  /// ```
  public subscript<Case>(
    dynamicMember keyPath: CaseKeyPath<State, Case>
  ) -> PresentationState<Case> where State: CasePathable {
    PresentationState<Case>(wrappedValue: self.wrappedValue.flatMap { $0[case: keyPath] })
  }

  /// Accesses the value of a case of enum presentation state.
  ///
  /// ```swift
  /// state.$destination[case: \.editForm]?.title = "Hi"
  /// ```
  ///
  /// Writing `nil` while the case is presented dismisses it; modifying a case that is not the
  /// presented one reports an issue and changes nothing.
  public subscript<Case>(case path: CaseKeyPath<State, Case>) -> Case?
  where State: CasePathable {
    _read { yield self[anyCase: AnyCasePath(path)] }
    _modify { yield &self[anyCase: AnyCasePath(path)] }
  }

  /// The presented value's payload in a case, modified in place; see ``subscript(case:)-(CaseKeyPath<State,Case>)``.
  subscript<Case>(anyCase path: AnyCasePath<State, Case>) -> Case? {
    _read { yield self.wrappedValue.flatMap(path.extract(from:)) }
    _modify {
      let presented = self.wrappedValue
      var value = presented.flatMap(path.extract(from:))
      let isInCase = value != nil
      yield &value
      guard isInCase else {
        if let presented { reportUnrelatedCaseModification(presented) }
        return
      }
      self.wrappedValue = value.map(path.embed)
    }
  }
}

extension PresentationState: Equatable where State: Equatable {
  /// Two presentation states are equal when they present equal values.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.storage === rhs.storage || lhs.wrappedValue == rhs.wrappedValue
  }
}

extension PresentationState: Hashable where State: Hashable {
  /// Hashes the presented value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.wrappedValue)
  }
}

extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: Decodable where State: Decodable {
  /// Decodes the presented value (or `nil`).
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try State?(from: decoder))
  }
}

extension PresentationState: Encodable where State: Encodable {
  /// Encodes the presented value (or `nil`).
  public func encode(to encoder: any Encoder) throws {
    try self.wrappedValue.encode(to: encoder)
  }
}

extension PresentationState: CustomReflectable {
  /// Reflects as the presented value, so dumps and diffs show the state rather than the box.
  public var customMirror: Mirror {
    Mirror(reflecting: self.wrappedValue as Any)
  }
}

extension PresentationState: _ObservationIdentifiable where State: ObservableState {
  /// The identity of the presented state, or `nil` when nothing is presented.
  public var _observationIdentity: ObservableStateID? {
    self.wrappedValue?._$id
  }

  /// A presented value replaced by another presented value.
  public static func _isReplacement(
    of old: ObservableStateID?, by new: ObservableStateID?
  ) -> Bool {
    old != nil && new != nil
  }
}
