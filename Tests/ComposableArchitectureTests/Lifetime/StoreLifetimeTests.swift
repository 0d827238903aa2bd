import ComposableArchitecture
import TestSupport
import Testing

/// Everything a store tree creates is freed when the part of the tree that made it goes away: a
/// dropped root, a dismissed child, a popped stack element, a removed row.
@MainActor
struct StoreLifetimeTests {
  /// A root store with one of each kind of child, each child running an effect that never ends
  /// by itself, and the store's dependency held only by the store.
  private struct Tree {
    let root: StoreOf<LifetimeParent>
    let child: StoreOf<LifetimeLeaf>
    let row: StoreOf<LifetimeLeaf>
    let stackElement: StoreOf<LifetimeLeaf>
    let stackID: StackElementID
  }

  private func makeTree(ledger: EffectLedger, probe: inout LifetimeProbe?) async -> Tree {
    let root = Store(initialState: LifetimeParent.State()) {
      LifetimeParent()
    } withDependencies: { [probe] in
      $0.effectLedger = ledger
      $0.lifetimeProbe = probe!
    }
    probe = nil
    root.send(.present)
    root.send(.addRow(id: 1))
    root.send(.addRow(id: 2))
    root.send(.push(id: 3))
    let stackID = root.path.ids.last!
    let child = root.scope(\.child, action: \.child.presented)!
    let row = root.scope(\.rows, action: \.rows)[0]
    let stackElement = root.scope(\.path[id: stackID], action: \.path[id: stackID])!
    child.send(.startLongEffect)
    row.send(.startLongEffect)
    stackElement.send(.startLongEffect)
    #expect(await eventually { ledger.started == 3 })
    return Tree(root: root, child: child, row: row, stackElement: stackElement, stackID: stackID)
  }

  @Test func droppingTheRootStoreFreesEveryStoreEffectAndDependency() async {
    let ledger = EffectLedger()
    weak var root: StoreOf<LifetimeParent>?
    weak var child: StoreOf<LifetimeLeaf>?
    weak var row: StoreOf<LifetimeLeaf>?
    weak var stackElement: StoreOf<LifetimeLeaf>?
    weak var dependency: LifetimeProbe?
    do {
      var probe: LifetimeProbe? = LifetimeProbe()
      dependency = probe
      let tree = await self.makeTree(ledger: ledger, probe: &probe)
      root = tree.root
      child = tree.child
      row = tree.row
      stackElement = tree.stackElement
      #expect(dependency != nil)
    }
    #expect(root == nil)
    #expect(child == nil)
    #expect(row == nil)
    #expect(stackElement == nil)
    #expect(await eventually { ledger.running == 0 })
    #expect(ledger.endedByCancellation == 3)
    #expect(await eventually { ledger.liveCaptures == 0 && dependency == nil })
  }

  /// Builds a tree and returns its root with a weak reference to one of its scoped stores: the
  /// tree itself (and the strong references it holds) is gone when this returns.
  private func makeTree(
    ledger: EffectLedger,
    dependency: inout LifetimeProbe?,
    watching scoped: (Tree) -> StoreOf<LifetimeLeaf>
  ) async -> (root: StoreOf<LifetimeParent>, scoped: WeakStore, stackID: StackElementID) {
    var probe: LifetimeProbe? = LifetimeProbe()
    dependency = probe
    let tree = await self.makeTree(ledger: ledger, probe: &probe)
    return (tree.root, WeakStore(scoped(tree)), tree.stackID)
  }

  @Test func dismissingAPresentedChildFreesItsStoreAndEffects() async {
    let ledger = EffectLedger()
    weak var dependency: LifetimeProbe?
    var probe: LifetimeProbe?
    let (root, child, _) = await self.makeTree(ledger: ledger, dependency: &probe) { $0.child }
    dependency = probe
    probe = nil

    root.send(.child(.dismiss))
    // A view presenting the child scopes again after the state changed, and finds it gone.
    #expect(root.scope(\.child, action: \.child.presented) == nil)

    #expect(child.store == nil)
    #expect(await eventually { ledger.running == 2 })
    #expect(ledger.endedByCancellation == 1)
    #expect(await eventually { ledger.liveCaptures == 2 })
    // The root still holds its dependencies, and the other children their effects.
    #expect(dependency != nil)
    #expect(root.rows.count == 2)
  }

  @Test func dismissingByNilingStateFreesTheChildAndCancelsItsEffects() async {
    let ledger = EffectLedger()
    var probe: LifetimeProbe?
    let (root, child, _) = await self.makeTree(ledger: ledger, dependency: &probe) { $0.child }
    probe = nil

    root.send(.dismiss)
    #expect(root.scope(\.child, action: \.child.presented) == nil)

    #expect(child.store == nil)
    #expect(await eventually { ledger.running == 2 })
    #expect(ledger.endedByCancellation == 1)
  }

  @Test func poppingAStackElementFreesItsStoreAndEffects() async {
    let ledger = EffectLedger()
    var probe: LifetimeProbe?
    let (root, element, id) = await self.makeTree(ledger: ledger, dependency: &probe) {
      $0.stackElement
    }
    probe = nil

    root.send(.path(.popFrom(id: id)))
    #expect(root.scope(\.path[id: id], action: \.path[id: id]) == nil)

    #expect(element.store == nil)
    #expect(await eventually { ledger.running == 2 })
    #expect(ledger.endedByCancellation == 1)
    #expect(await eventually { ledger.liveCaptures == 2 })
  }

  @Test func removingARowCancelsItsEffects() async {
    let ledger = EffectLedger()
    var probe: LifetimeProbe?
    let (root, _, _) = await self.makeTree(ledger: ledger, dependency: &probe) { $0.row }
    probe = nil

    root.send(.removeRow(id: 1))
    #expect(root.scope(\.rows, action: \.rows).ids == [2])

    #expect(await eventually { ledger.running == 2 })
    #expect(ledger.endedByCancellation == 1)
    #expect(await eventually { ledger.liveCaptures == 2 })
  }

  @Test func removingARowFreesItsStore() async {
    let ledger = EffectLedger()
    var probe: LifetimeProbe?
    let (root, row, _) = await self.makeTree(ledger: ledger, dependency: &probe) { $0.row }
    probe = nil

    root.send(.removeRow(id: 1))
    // A list view builds its rows again after the state changed.
    let rows = Array(root.scope(\.rows, action: \.rows))
    #expect(rows.count == 1)

    #expect(row.store == nil)
  }
}

/// A weak reference to a store, to see whether anything still holds it.
@MainActor
final class WeakStore {
  weak var store: StoreOf<LifetimeLeaf>?
  init(_ store: StoreOf<LifetimeLeaf>) { self.store = store }
}
