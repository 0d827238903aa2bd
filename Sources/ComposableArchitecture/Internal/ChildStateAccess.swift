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
  @usableFromInline let inPlace: ((inout Parent, (inout Child) -> Void) -> Void)?

  @usableFromInline
  init(_ keyPath: WritableKeyPath<Parent, Child>) {
    self.keyPath = keyPath
    self.inPlace = makeInPlaceMutation(keyPath)
  }

  /// Reads the child state.
  @inlinable
  func get(_ parent: Parent) -> Child {
    parent[keyPath: self.keyPath]
  }

  /// Mutates the child state in place.
  @inlinable
  func modify<Result>(_ parent: inout Parent, _ body: (inout Child) -> Result) -> Result {
    guard let inPlace = self.inPlace else {
      return body(&parent[keyPath: self.keyPath])
    }
    var result: Result?
    inPlace(&parent) { result = body(&$0) }
    // `inPlace` always calls its body exactly once.
    return result!
  }
}

private func makeInPlaceMutation<Parent, Child>(
  _ keyPath: WritableKeyPath<Parent, Child>
) -> ((inout Parent, (inout Child) -> Void) -> Void)? {
  guard
    let parentType = Parent.self as? any ObservableState.Type,
    let childType = Child.self as? any _ObservationIdentifiable.Type
  else { return nil }

  func openParent<P: ObservableState>(
    _: P.Type
  ) -> ((inout Parent, (inout Child) -> Void) -> Void)? {
    guard
      let publicPath = keyPath as? WritableKeyPath<P, Child>,
      let storagePath = P._$storage(for: publicPath)
    else { return nil }

    func openChild<C: _ObservationIdentifiable>(
      _: C.Type
    ) -> ((inout Parent, (inout Child) -> Void) -> Void)? {
      guard let storage = storagePath as? WritableKeyPath<P, C> else { return nil }
      return { parent, body in
        // `Parent` is `P` and `Child` is `C` (checked above), so rebinding is an identity.
        withUnsafeMutablePointer(to: &parent) { parentPointer in
          parentPointer.withMemoryRebound(to: P.self, capacity: 1) { parent in
            let identityBefore = parent.pointee[keyPath: storage]._observationIdentity
            withUnsafeMutablePointer(to: &parent.pointee[keyPath: storage]) { childPointer in
              childPointer.withMemoryRebound(to: Child.self, capacity: 1) { body(&$0.pointee) }
            }
            if parent.pointee[keyPath: storage]._observationIdentity != identityBefore {
              parent.pointee._$notifyReplaced(publicPath)
            }
          }
        }
      }
    }
    return openChild(childType)
  }
  return openParent(parentType)
}
