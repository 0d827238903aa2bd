/// How an operator reaches child state inside parent state, resolved once when the operator is
/// built.
///
/// Writing through a key path to a computed property copies the value out and back, and every
/// property of ``ObservableState`` is computed. When the parent is observable state and the child
/// has an identity, this mutates the generated stored property instead — in place, so changing
/// one element of a 100,000-element collection does not copy the collection — and then notifies
/// observers of the property only if the child's identity changed, exactly as its accessors would.
@usableFromInline
struct ChildStateAccess<Parent, Child> {
  @usableFromInline let keyPath: WritableKeyPath<Parent, Child>
  /// How to reach the generated stored property directly, when there is one.
  @usableFromInline let stored: StoredChild<Parent, Child>?
  /// `stored?.offset`, kept apart so that reads copy no closures.
  @usableFromInline let storedOffset: Int?

  @usableFromInline
  init(_ keyPath: WritableKeyPath<Parent, Child>) {
    self.keyPath = keyPath
    self.stored = StoredChild(keyPath)
    self.storedOffset = self.stored?.offset
  }

  /// Reads the child state.
  @inlinable
  func get(_ parent: Parent) -> Child {
    guard let offset = self.storedOffset else { return parent[keyPath: self.keyPath] }
    return withUnsafePointer(to: parent) {
      UnsafeRawPointer($0).advanced(by: offset).assumingMemoryBound(to: Child.self).pointee
    }
  }

  /// Reads the child state in place, without copying the parent.
  @inlinable
  func read<Result>(_ parent: inout Parent, _ body: (borrowing Child) -> Result) -> Result {
    guard let offset = self.storedOffset else { return body(parent[keyPath: self.keyPath]) }
    return withUnsafeMutablePointer(to: &parent) {
      body(UnsafeRawPointer($0).advanced(by: offset).assumingMemoryBound(to: Child.self).pointee)
    }
  }

  /// Mutates the child state in place.
  @inlinable
  func modify<Result>(_ parent: inout Parent, _ body: (inout Child) -> Result) -> Result {
    guard let stored = self.stored else { return body(&parent[keyPath: self.keyPath]) }
    return withUnsafeMutablePointer(to: &parent) { parent in
      let child = UnsafeMutableRawPointer(parent).advanced(by: stored.offset)
        .assumingMemoryBound(to: Child.self)
      var result: Result?
      if stored.modify(child, { result = body(&$0) }) {
        stored.notifyReplaced(&parent.pointee)
      }
      // `stored.modify` always calls its body exactly once.
      return result!
    }
  }
}

/// The generated stored property behind a property of ``ObservableState`` (`_count` behind
/// `count`): its byte offset in the parent, and how to tell observers of the property that the
/// child was replaced, exactly as its accessors would.
@usableFromInline
struct StoredChild<Parent, Child> {
  @usableFromInline let offset: Int
  /// Mutates the child in place; returns whether its observation identity changed.
  @usableFromInline let modify: (UnsafeMutablePointer<Child>, (inout Child) -> Void) -> Bool
  @usableFromInline let notifyReplaced: (inout Parent) -> Void

  /// `nil` unless `Parent` is observable state, `keyPath` names one of its generated properties
  /// and `Child` has an observation identity.
  init?(_ keyPath: WritableKeyPath<Parent, Child>) {
    guard
      let parentType = Parent.self as? any ObservableState.Type,
      let childType = Child.self as? any _ObservationIdentifiable.Type
    else { return nil }

    func openParent<P: ObservableState>(_: P.Type) -> StoredChild? {
      guard
        let publicPath = keyPath as? WritableKeyPath<P, Child>,
        let storagePath = P._$storage(for: publicPath),
        let offset = MemoryLayout<P>.offset(of: storagePath)
      else { return nil }

      func openChild<C: _ObservationIdentifiable>(_: C.Type) -> StoredChild {
        let willModify = observableWillModify(C.self)
        return StoredChild(
          offset: offset,
          // `Child` is `C` and `Parent` is `P` (checked above), so these casts are identities.
          modify: { child, body in
            willModify?(UnsafeMutableRawPointer(child))
            let identity = { UnsafeRawPointer(child).assumingMemoryBound(to: C.self).pointee }
            let before = identity()._observationIdentity
            body(&child.pointee)
            return ObservationStateRegistrar.identityChanged(
              C.self, from: before, to: identity()._observationIdentity)
          },
          notifyReplaced: { parent in
            withUnsafeMutablePointer(to: &parent) {
              $0.withMemoryRebound(to: P.self, capacity: 1) {
                $0.pointee._$notifyReplaced(publicPath)
              }
            }
          }
        )
      }
      return openChild(childType)
    }
    guard let stored = openParent(parentType) else { return nil }
    self = stored
  }

  private init(
    offset: Int,
    modify: @escaping (UnsafeMutablePointer<Child>, (inout Child) -> Void) -> Bool,
    notifyReplaced: @escaping (inout Parent) -> Void
  ) {
    self.offset = offset
    self.modify = modify
    self.notifyReplaced = notifyReplaced
  }
}

/// How to give a child of type `Child` a new identity before an in-place mutation, as its
/// property's `_modify` accessor does, or `nil` when it is not observable state.
private func observableWillModify<Child>(
  _: Child.Type
) -> ((UnsafeMutableRawPointer) -> Void)? {
  guard let observable = Child.self as? any ObservableState.Type else { return nil }
  func open<O: ObservableState>(_: O.Type) -> (UnsafeMutableRawPointer) -> Void {
    { $0.assumingMemoryBound(to: O.self).pointee._$willModify() }
  }
  return open(observable)
}
