import ComposableArchitecture
import TestSupport
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
    Scope(\.parent, action: \.parent) { LifetimeParent() }
  }
}

/// Scoped stores are cached while their state exists, released with it, and keep what they need
/// (their parents) alive for as long as someone holds them.
@MainActor
struct ScopeCacheLifetimeTests {
  @Test func scopingAgainReturnsTheCachedStoreUntilTheStateGoesAway() {
    let store = Store(initialState: Nest.State()) { Nest() }
    let parent = store.scope(\.parent, action: \.parent)
    #expect(parent === store.scope(\.parent, action: \.parent))

    parent.send(.present)
    let child = parent.scope(\.child, action: \.child.presented)
    #expect(child != nil)
    #expect(child === parent.scope(\.child, action: \.child.presented))

    parent.send(.dismiss)
    #expect(parent.scope(\.child, action: \.child.presented) == nil)
    parent.send(.present)
    let presentedAgain = parent.scope(\.child, action: \.child.presented)
    #expect(presentedAgain != nil)
    #expect(presentedAgain !== child)
  }

  @Test func aDismissedChildsCachedStoreIsFreedOnceScopedAgain() {
    let store = Store(initialState: Nest.State()) { Nest() }
    let parent = store.scope(\.parent, action: \.parent)
    parent.send(.present)
    weak let child = parent.scope(\.child, action: \.child.presented)
    #expect(child != nil)

    parent.send(.dismiss)
    #expect(parent.scope(\.child, action: \.child.presented) == nil)
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
      let parent = store.scope(\.parent, action: \.parent)
      parent.send(.present)
      child = parent.scope(\.child, action: \.child.presented)
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
    #expect(await eventually { dependency == nil })
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
      child = store.scope(\.child, action: \.child.presented)
    }
    #expect(child != nil)
    // Released in the same main-actor job as the root, with no action sent through it: the
    // root's dependencies go with the last store that needs them. (They once stayed alive here:
    // a feature's body, built once per process, kept the dependencies of the first store that
    // ran it; see SharedBodyDependencyTests.)
    child = nil
    #expect(await eventually { dependency == nil })
  }
}
