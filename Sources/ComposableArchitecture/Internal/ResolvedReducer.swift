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
    if Base.Body.self == Never.self {
      self.cache = nil
    } else if MemoryLayout<Base>.size == 0 {
      self.cache = TypeBodyCache.cache(for: base)
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

/// Bodies of stateless reducer types (`MemoryLayout<R>.size == 0`), shared by type.
///
/// A reducer with no stored properties builds the same body every time, so its body can be built
/// once per process. This makes calling `reduce(into:action:)` directly on such a reducer as
/// cheap as running it in a store.
@usableFromInline
enum TypeBodyCache {
  private static let caches = Mutex<[ObjectIdentifier: any Sendable]>([:])

  @usableFromInline
  static func cache<Base: Reducer>(for _: Base) -> BodyCache<Base.State, Base.Action> {
    caches.withLock { caches in
      let key = ObjectIdentifier(Base.self)
      if let cache = caches[key] as? BodyCache<Base.State, Base.Action> {
        return cache
      }
      let cache = BodyCache<Base.State, Base.Action>()
      caches[key] = cache
      return cache
    }
  }
}

extension Reducer {
  /// Runs this reducer's body, built once per type when the reducer has no stored properties.
  @usableFromInline
  func _reduceThroughCachedBody(into state: inout State, action: Action) -> Effect<Action> {
    TypeBodyCache.cache(for: self).body(of: self).reduce(into: &state, action: action)
  }
}
