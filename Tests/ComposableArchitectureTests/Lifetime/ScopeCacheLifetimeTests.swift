import ComposableArchitecture
import Testing

@Reducer
private struct Nest {
  @ObservableState
  struct State: Equatable {
    var parent = LifetimeParent.State()
  }
  enum Action: Equatable {
    case parent(LifetimeParent.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.parent, action: \.parent) { LifetimeParent() }
  }
}

/// Scoped stores are cached while their state exists, released with it, and keep what they need
/// (their parents) alive for as long as someone holds them.
@MainActor
struct ScopeCacheLifetimeTests {
  @Test func scopingAgainReturnsTheCachedStoreUntilTheStateGoesAway() {
    let store = Store(initialState: Nest.State()) { Nest() }
    let parent = store.scope(state: \.parent, action: \.parent)
    #expect(parent === store.scope(state: \.parent, action: \.parent))

    parent.send(.present)
    let child = parent.scope(state: \.child, action: \.child.presented)
    #expect(child != nil)
    #expect(child === parent.scope(state: \.child, action: \.child.presented))

    parent.send(.dismiss)
    #expect(parent.scope(state: \.child, action: \.child.presented) == nil)
    parent.send(.present)
    let presentedAgain = parent.scope(state: \.child, action: \.child.presented)
    #expect(presentedAgain != nil)
    #expect(presentedAgain !== child)
  }

  @Test func aDismissedChildsCachedStoreIsFreedOnceScopedAgain() {
    let store = Store(initialState: Nest.State()) { Nest() }
    let parent = store.scope(state: \.parent, action: \.parent)
    parent.send(.present)
    weak let child = parent.scope(state: \.child, action: \.child.presented)
    #expect(child != nil)

    parent.send(.dismiss)
    #expect(parent.scope(state: \.child, action: \.child.presented) == nil)
    #expect(child == nil)
  }

  @Test func aScopedStoreKeepsTheTreeItNeedsAliveAndFreesItWhenDropped() async {
    let ledger = EffectLedger()
    weak var dependency: LifetimeProbe?
    var child: StoreOf<LifetimeLeaf>?
    do {
      let probe = LifetimeProbe()
      dependency = probe
      let store = Store(initialState: Nest.State()) {
        Nest()
      } withDependencies: {
        $0.effectLedger = ledger
        $0.lifetimeProbe = probe
      }
      let parent = store.scope(state: \.parent, action: \.parent)
      parent.send(.present)
      child = parent.scope(state: \.child, action: \.child.presented)
    }
    // Only the child store is held: it still reduces through its ancestors and runs effects
    // with the root's dependencies.
    child?.send(.increment)
    child?.send(.increment)
    #expect(child?.count == 2)
    child?.send(.startLongEffect)
    #expect(await eventually { ledger.started == 1 })
    #expect(dependency != nil)

    child = nil
    #expect(await eventually { ledger.running == 0 })
    #expect(ledger.endedByCancellation == 1)
    #expect(await eventually { ledger.liveCaptures == 0 })
    // The root's dependencies are sometimes kept alive here too: the retention the next test
    // describes, seen once in a full-suite run.
    await withKnownIssue(isIntermittent: true) {
      #expect(await eventually(timeout: .seconds(2)) { dependency == nil })
    }
  }

  @Test func droppingTheRootBeforeItsOnlyScopedStoreFreesTheDependenciesWithTheScopedStore() async {
    weak var dependency: LifetimeProbe?
    var child: StoreOf<LifetimeLeaf>?
    do {
      let probe = LifetimeProbe()
      dependency = probe
      let store = Store(initialState: LifetimeParent.State()) {
        LifetimeParent()
      } withDependencies: {
        $0.lifetimeProbe = probe
      }
      store.send(.present)
      child = store.scope(state: \.child, action: \.child.presented)
    }
    #expect(child != nil)
    // Known issue: when the root `Store` is released first and its only scoped store right after,
    // in the same main-actor job (no suspension in between, no action sent through the scoped
    // store), the root's `DependencyValues` (here `lifetimeProbe`) are never freed, even after
    // seconds of suspension. The same sequence with an `await Task.yield()` before releasing the
    // scoped store, or with an action sent through it first, frees them (see the test above).
    // What keeps them (a `RootCore` or the store's reducer whose `@Dependency` wrappers hold the
    // dependencies) is not yet found; the lifetime of `RootCore` (its `isolated deinit`) is the
    // first suspect.
    child = nil
    await withKnownIssue(isIntermittent: true) {
      #expect(await eventually(timeout: .seconds(1)) { dependency == nil })
    }
  }
}
