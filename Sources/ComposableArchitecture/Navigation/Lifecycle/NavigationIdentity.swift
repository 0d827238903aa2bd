/// Computes the navigation identity of optional child state: which presented feature instance
/// the state belongs to.
///
/// Effects of a presented child are registered under this identity; when it changes (the child
/// is dismissed, or replaced by a value of different identity) they are cancelled. The identity
/// combines the key path to the child with the child's own identity: its ``ObservableStateID``
/// for observable struct state, its `id` for `Identifiable` state, its case and its payload's
/// identity for enum state, nothing otherwise (then only presence counts).
///
/// ## Observation identity and navigation identity
///
/// The library identifies child state for two jobs, and they deliberately differ:
///
/// - *Observation* (``ObservableStateID``, `Observation/ObservableStateID.swift`) asks "was this
///   property replaced?". An in-place mutation through a parent's property gives the child a
///   fresh identity first, so that `self = copy` inside a mutating method is seen; an enum
///   payload that is not observable state has no identity (it is compared by equality).
/// - *Navigation* (here) asks "is this still the same presented feature?", and must stay stable
///   for as long as the feature is presented, across any number of in-place mutations: an
///   effect registered under it is cancelled when it changes. It is read only from values
///   whose observation identity is never refreshed: optional and presented children (the
///   optional, not the child, is what their property mutates in place), stack and collection
///   elements (identified by their ids), and enum payloads (an enum's `_$willModify()` leaves
///   its payload alone). An `Identifiable` payload is identified by its `id` itself, never by a
///   hash of it.
///
/// `NavigationIdentityTests` and `ObservationNotificationTests` pin down each side.
@usableFromInline
struct NavigationIdentity<Parent, Child> {
  @usableFromInline let keyPath: AnyKeyPath
  @usableFromInline let identity: (Child) -> NavigationToken
  @usableFromInline let optionalChild: (Parent) -> Child?
  @usableFromInline let isPresentation: Bool

  init(_ keyPath: KeyPath<Parent, Child?>, isPresentation: Bool = false) {
    self.init(
      anyKeyPath: keyPath, isPresentation: isPresentation, optionalChild: { $0[keyPath: keyPath] }
    )
  }

  init(
    anyKeyPath: AnyKeyPath,
    isPresentation: Bool = false,
    optionalChild: @escaping (Parent) -> Child?
  ) {
    self.keyPath = anyKeyPath
    self.optionalChild = optionalChild
    self.isPresentation = isPresentation
    self.identity = childIdentity(of: Child.self)
  }

  /// The identity of the presented child in `state`, or `nil` when nothing is presented.
  @usableFromInline
  func id(in state: Parent) -> AnyHashableSendable? {
    self.token(in: state).map(self.id(for:))
  }

  /// A cheap stand-in for ``id(in:)``: two states have equal tokens exactly when they have equal
  /// ids. For observable struct state it is the child's ``ObservableStateID``, so comparing
  /// identities before and after an action allocates nothing; the id itself is built (boxed) only
  /// when an effect needs it.
  @usableFromInline
  func token(in state: Parent) -> NavigationToken? {
    self.token(of: self.optionalChild(state))
  }

  /// The token of `child`, already read from the parent, or `nil` when nothing is presented.
  @inlinable
  func token(of child: Child?) -> NavigationToken? {
    guard let child else { return nil }
    return self.identity(child)
  }

  /// The identity of the presented child whose token is `token`.
  @usableFromInline
  func id(for token: NavigationToken) -> AnyHashableSendable {
    NavigationComponent.id(
      keyPath: self.keyPath, identity: token.boxed, isPresentation: self.isPresentation
    )
  }
}

/// The steps `ifLet` and `ifCaseLet` share: a child's effects run under the child's navigation
/// id, and when the parent changes which child is there, the effects of the one that went away
/// are cancelled.
extension NavigationIdentity {
  /// The child's `effect` as parent effects, registered under the navigation id of the child in
  /// `state` (when the child has one).
  func parentEffects<ChildAction, ParentAction>(
    _ effect: Effect<ChildAction>,
    embed: @escaping (ChildAction) -> ParentAction,
    in state: Parent
  ) -> Effect<ParentAction> {
    guard case .none = effect.operation else {
      let mapped = effect.map(embed)
      return self.id(in: state).map { mapped._asChildEffects(id: $0) } ?? mapped
    }
    return .none
  }

  /// Runs `parent` after its child (whose effects are `childEffects`), then `afterParent` while
  /// a child is there, and adds the cancellation of the child's effects when either of them
  /// replaced or removed it.
  func reduce<Base: Reducer>(
    parent: Base,
    into state: inout Parent,
    action: Base.Action,
    childEffects: Effect<Base.Action>,
    afterParent: (_ state: inout Parent, _ childBefore: NavigationToken) -> Void = { _, _ in }
  ) -> Effect<Base.Action> where Base.State == Parent {
    let tokenBefore = self.token(in: state)
    let parentEffects = parent.reduce(into: &state, action: action)
    let effects = childEffects.merge(with: parentEffects)
    guard let tokenBefore else { return effects }
    afterParent(&state, tokenBefore)
    let tokenAfter = self.token(in: state)
    guard tokenBefore != tokenAfter else { return effects }
    // The child that went away (replaced or removed): its effects end.
    return effects._withChildrenChanged(
      from: CollectionOfOne(tokenBefore), to: CollectionOfOne(tokenAfter).compactMap { $0 },
      navigationID: self.id(for:)
    )
  }
}

/// The identity of a presented child, before it is boxed into a navigation id.
@usableFromInline
enum NavigationToken: Equatable, Sendable {
  /// An observable struct's identity.
  case observable(ObservableStateID)
  /// Any other identity (an enum case and its payload, an `Identifiable` id), or none.
  case boxed(AnyHashableSendable?)

  /// The identity as it appears in a ``NavigationComponent``.
  var boxed: AnyHashableSendable? {
    switch self {
    case .observable(let id): return AnyHashableSendable(id)
    case .boxed(let identity): return identity
    }
  }
}

/// How to identify a value of `Child`, resolved once per operator.
///
/// Struct state is identified by its ``ObservableStateID`` or its `Identifiable` id. Enum state
/// (a `@Reducer enum` destination) is identified by its case and its payload's identity, read by
/// reflection: an enum's `_$id` treats a payload that is not observable as always new (so that
/// observers compare it by value), which is right for observation but not for navigation.
func childIdentity<Child>(of _: Child.Type) -> (Child) -> NavigationToken {
  let kind = EnumKindCache()
  let isEnum: (Child) -> Bool = { kind.isEnum($0) }
  if let observable = Child.self as? any ObservableState.Type {
    func open<O: ObservableState>(_: O.Type) -> (Child) -> NavigationToken {
      { value in
        isEnum(value)
          ? .boxed(enumCaseIdentity(value))
          : .observable(unsafeBitCast(value, to: O.self)._$id)
      }
    }
    return open(observable)
  }
  if Child.self is any Identifiable.Type {
    return { .boxed(payloadIdentity($0)) }
  }
  return { value in .boxed(isEnum(value) ? enumCaseIdentity(value) : nil) }
}

/// The identity of an enum value: its case, and its payload's identity.
private func enumCaseIdentity(_ value: Any) -> AnyHashableSendable? {
  guard let enumCase = EnumCase(of: value) else { return nil }
  guard let payload = enumCase.payload else { return AnyHashableSendable(enumCase.label) }
  return AnyHashableSendable(
    EnumCaseIdentity(label: enumCase.label, payload: payloadIdentity(payload))
  )
}

/// The identity of an arbitrary value: observable identity, `Identifiable` id, or none.
private func payloadIdentity(_ value: Any) -> AnyHashableSendable? {
  if let observable = value as? any ObservableState {
    return AnyHashableSendable(observable._$id)
  }
  if let identifiable = value as? any Identifiable {
    // Ids are only hashed and compared, never mutated or handed to another task.
    return AnyHashableSendable(UncheckedSendable(hashableID(of: identifiable)))
  }
  return nil
}

private struct EnumCaseIdentity: Hashable, Sendable {
  let label: String
  let payload: AnyHashableSendable?
}

/// The `id` of an identifiable value, type-erased.
private func hashableID<Value: Identifiable>(of value: Value) -> AnyHashable {
  AnyHashable(value.id)
}

/// The `id` of a value if it is `Identifiable`, type-erased; `nil` otherwise.
func identifiableID(of value: Any) -> AnyHashable? {
  (value as? any Identifiable).map { hashableID(of: $0) }
}
