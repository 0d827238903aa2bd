/// Computes the navigation identity of optional child state: which presented feature instance
/// the state belongs to.
///
/// Effects of a presented child are registered under this identity; when it changes (the child
/// is dismissed, or replaced by a value of different identity) they are cancelled. The identity
/// combines the key path to the child with the child's own identity: its ``ObservableStateID``
/// for observable state, its `id` for `Identifiable` state, nothing otherwise (then only
/// presence counts).
@usableFromInline
struct NavigationIdentity<Parent, Child> {
  @usableFromInline let keyPath: AnyKeyPath
  @usableFromInline let identity: (Child) -> AnyHashableSendable?
  @usableFromInline let optionalChild: (Parent) -> Child?

  init(_ keyPath: KeyPath<Parent, Child?>) {
    self.init(anyKeyPath: keyPath, optionalChild: { $0[keyPath: keyPath] })
  }

  init(anyKeyPath: AnyKeyPath, optionalChild: @escaping (Parent) -> Child?) {
    self.keyPath = anyKeyPath
    self.optionalChild = optionalChild
    self.identity = childIdentity(of: Child.self)
  }

  /// The identity of the presented child in `state`, or `nil` when nothing is presented.
  @usableFromInline
  func id(in state: Parent) -> AnyHashableSendable? {
    guard let child = self.optionalChild(state) else { return nil }
    return AnyHashableSendable(
      NavigationComponent(keyPath: UncheckedSendable(self.keyPath), identity: self.identity(child))
    )
  }
}

/// One presentation level of a navigation path.
struct NavigationComponent: Hashable, Sendable {
  // Key paths are immutable values; they are only compared and hashed here.
  let keyPath: UncheckedSendable<AnyKeyPath>
  let identity: AnyHashableSendable?

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath.value == rhs.keyPath.value && lhs.identity == rhs.identity
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(self.keyPath.value)
    hasher.combine(self.identity)
  }
}

/// How to identify a value of `Child`, resolved once.
func childIdentity<Child>(of _: Child.Type) -> (Child) -> AnyHashableSendable? {
  if let observable = Child.self as? any ObservableState.Type {
    func open<O: ObservableState>(_: O.Type) -> (Child) -> AnyHashableSendable? {
      { AnyHashableSendable(unsafeBitCast($0, to: O.self)._$id) }
    }
    return open(observable)
  }
  if let identifiable = Child.self as? any Identifiable.Type {
    func open<I: Identifiable>(_: I.Type) -> (Child) -> AnyHashableSendable? {
      // Ids are only hashed and compared, never mutated or handed to another task.
      { AnyHashableSendable(UncheckedSendable(AnyHashable(unsafeBitCast($0, to: I.self).id))) }
    }
    return open(identifiable)
  }
  return { _ in nil }
}
