import Dependencies
import Synchronization

/// A reducer that builds the ``Reducer/body`` of the reducer it wraps at most once, on first use,
/// and then runs that body for every action.
///
/// Every operator that holds a child reducer (``Scope``, `ifLet`, `forEach`, presentation) and the
/// ``Store`` itself hold their reducer as a `ResolvedReducer`, so a feature's body and the case
/// paths inside it are built once per store rather than once per action. Resolution is lazy so that
/// recursive features (a feature presenting itself) do not recurse while being built.
@usableFromInline
struct ResolvedReducer<Base: Reducer>: Reducer {
  @usableFromInline let base: Base
  @usableFromInline let cache: BodyCache<Base.State, Base.Action>?

  @usableFromInline
  init(_ base: Base) {
    self.base = base
    if Base.Body.self == Never.self || MemoryLayout<Base>.size == 0 {
      // A reducer with no stored properties finds its body in a table kept per type (see
      // `TypeResolvedBody`), specialized, when its `reduce(into:action:)` runs.
      self.cache = nil
    } else {
      self.cache = BodyCache()
    }
  }

  @inlinable
  func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    guard let cache = self.cache else {
      return self.base.reduce(into: &state, action: action)
    }
    return cache.body(of: self.base).reduce(into: &state, action: action)
  }
}

/// Storage for a reducer body that is built once, safely from any thread.
///
/// The fast path is one acquiring atomic load. A thread that loses the race to build the body
/// builds a temporary one for its own call instead of waiting.
@usableFromInline
final class BodyCache<State, Action>: Sendable {
  private let phase = Atomic<UInt8>(0)  // 0: empty, 1: building, 2: ready
  // Written once by the thread that moves `phase` from 1 to 2 (with release ordering) and only
  // read after observing phase 2 (with acquire ordering), so reads never race the write.
  nonisolated(unsafe) private var body: (any Reducer<State, Action>)?

  @usableFromInline
  init() {}

  @usableFromInline
  func body<Base: Reducer<State, Action>>(of base: Base) -> any Reducer<State, Action> {
    if self.phase.load(ordering: .acquiring) == 2, let body = self.body {
      return body
    }
    let built = Self.makeBody(of: base)
    if self.phase.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged {
      self.body = built
      self.phase.store(2, ordering: .releasing)
    }
    return built
  }

  private static func makeBody<Base: Reducer<State, Action>>(
    of base: Base
  ) -> any Reducer<State, Action> {
    guard let body = base.body as? any Reducer<State, Action> else {
      reportIssue(
        """
        The body of '\(Base.self)' is not a reducer of its state and action. Declare it as \
        'var body: some ReducerOf<Self>'.
        """
      )
      return EmptyReducer()
    }
    return resolve(body)
  }

  private static func resolve<Body: Reducer<State, Action>>(
    _ body: Body
  ) -> any Reducer<State, Action> {
    ResolvedReducer<Body>(body)
  }
}

/// The body of a reducer type with no stored properties, built once per process.
///
/// A reducer with no stored properties builds the same body every time, so its body is built on
/// first use and kept in ``TypeKeyedTable/reducerBodies``. The body is held with its concrete
/// type, so a `reduce(into:action:)` compiled in the feature's module runs the whole body
/// specialized: no existential, no generic metadata look-ups.
@usableFromInline
final class TypeResolvedBody<Body: Reducer>: @unchecked Sendable {  // immutable; see below
  // Immutable after initialization; reducers are values whose `reduce` does not mutate them, so
  // sharing one body between threads only ever reads it.
  @usableFromInline let reducer: ResolvedReducer<Body>

  init(_ body: Body) {
    self.reducer = ResolvedReducer(body)
  }
}

extension Reducer where Body: Reducer<State, Action> {
  /// Runs this reducer's body, built once per type; for reducers with no stored properties.
  @inlinable
  func _reduceThroughTypeResolvedBody(into state: inout State, action: Action) -> Effect<Action> {
    let body: Unmanaged<TypeResolvedBody<Body>>
    if let stored = TypeKeyedTable.reducerBodies.object(for: Self.self) {
      body = .fromOpaque(stored)
    } else {
      body = self._insertTypeResolvedBody()
    }
    return body._withUnsafeGuaranteedRef { $0.reducer.reduce(into: &state, action: action) }
  }

  @usableFromInline
  @inline(never)
  func _insertTypeResolvedBody() -> Unmanaged<TypeResolvedBody<Body>> {
    .fromOpaque(
      TypeKeyedTable.reducerBodies.object(for: Self.self) {
        // Built outside the dependencies of the store that happens to run it first: a
        // `@Dependency` in the body remembers the values in effect where it is created, and
        // this body serves every store in the process. Built here, it reads only the
        // dependencies of the store running it, and keeps none of the first store's alive.
        DependencyValues.$_current.withValue(DependencyValues()) {
          TypeResolvedBody(self.body)
        }
      }
    )
  }
}
