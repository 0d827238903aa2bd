import Synchronization

/// Replacements of presented child state: a presented child (optional or `@Presents` state, an
/// element of a collection or navigation stack) replaced by a value of another identity, rather
/// than mutated.
///
/// A store scoped to such a child answers reads from the state it last saw while no action was
/// reduced, so an observer of that store registers the child's own properties and not its
/// parent's. When the child is replaced, those properties belong to a value that is gone: no
/// observer of them is told. The places that see a replacement count it here, and a root store
/// that counted one while reducing an action tells every observer of its tree once the action
/// is reduced, as it does when its whole state is replaced.
///
/// The count is global (reductions of different stores are rare to overlap, and an overlap only
/// costs one extra notification), so that noting a replacement needs no store.
@usableFromInline
enum ChildReplacement {
  private static let replacements = Atomic<UInt64>(0)

  /// Notes that a presented child was replaced.
  @usableFromInline
  static func note() {
    replacements.add(1, ordering: .relaxed)
  }

  /// The number of replacements noted so far: a store compares it before and after a reduce.
  static var count: UInt64 {
    replacements.load(ordering: .relaxed)
  }
}

/// Runs a collection element's reducer and notes when it replaced the element (`state =
/// State()`), which the collection itself cannot tell: its identity is its elements' ids.
@usableFromInline
struct ElementReplacementCheck<Element> {
  /// The elements' type as observable state, or `nil` when they are not ``ObservableState``;
  /// resolved once, when the reducer is built. (A metatype, not a closure: a reducer keeps no
  /// allocation for it.)
  @usableFromInline let observableType: (any ObservableState.Type)?

  @usableFromInline
  init() {
    self.observableType = Element.self as? any ObservableState.Type
  }

  /// Runs `body` on `element` and notes a replacement when it changed the element's identity.
  @inlinable
  func reduce<Result>(_ element: inout Element, _ body: (inout Element) -> Result) -> Result {
    guard let type = self.observableType else { return body(&element) }
    let before = withUnsafePointer(to: &element) {
      observableStateID(of: type, at: UnsafeRawPointer($0))
    }
    let result = body(&element)
    if withUnsafePointer(to: &element, { observableStateID(of: type, at: UnsafeRawPointer($0)) })
      != before
    {
      ChildReplacement.note()
    }
    return result
  }
}

/// The identity of the state at `pointer`, whose type is `type`: read in place, with no copy of
/// the state and no closure kept per type (the root store, element reducers and presences read
/// identities this way).
@usableFromInline
func observableStateID<State: ObservableState>(
  of type: State.Type, at pointer: UnsafeRawPointer
) -> ObservableStateID {
  pointer.assumingMemoryBound(to: State.self).pointee._$id
}
