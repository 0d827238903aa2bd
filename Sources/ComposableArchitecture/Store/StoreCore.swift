/// The machinery behind a ``Store``: the root that owns state and runs reducers and effects, or a
/// scoped view onto a parent.
@MainActor
protocol StoreCore<State, Action>: AnyObject {
  associatedtype State
  associatedtype Action

  /// The current state. Complexity: O(depth) for scoped cores (one getter per level).
  var state: State { get }

  /// Sends an action to the root, returning the effects it started, if any.
  func send(_ action: Action) -> EffectTaskTree?

  /// The root of the store tree.
  var root: RootCoreBase { get }
}

/// The part of a store tree that all of its stores share: a version bumped by every action, and
/// observation of the root state's identity.
@MainActor
class RootCoreBase: Observable {
  /// Incremented after every reduce, so stores can tell whether state may have changed.
  ///
  /// Read by every scope and by every read of a scoped store, so not checked for exclusive access
  /// at run time: it is only touched on the main actor, and no access to it calls anything.
  @exclusivity(unchecked) final var version: UInt64 = 0
  /// Whether the root store has been torn down.
  final var isInvalidated = false
  final let registrar = ObservationRegistrar()
  /// The effects in flight in this tree, for cancellation.
  final let effects: CancellationRegistry

  init(effects: CancellationRegistry) {
    self.effects = effects
  }

  /// The dependencies the tree's reducers and effects see; ``RootCore`` answers its own.
  var treeDependencies: DependencyValues { DependencyValues._current }

  /// A property that observers of any state in the tree depend on; changes when the root state
  /// is replaced by a value of different identity (or, for state that is not ``ObservableState``,
  /// after every action).
  final var rootIdentity: Void { () }

  /// Registers, for observation tracking, a read of state from this tree.
  final func registerAccess() {
    self.registrar.access(self, keyPath: rootIdentityKeyPath)
  }

  /// The ``version`` at which every observer of the tree was last told of a change: a store
  /// that last saw its state before it needs to tell nobody again.
  @exclusivity(unchecked) final var allToldAtVersion: UInt64 = 0

  /// Notifies every observer of this tree's state.
  final func notifyRootReplaced() {
    self.allToldAtVersion = self.version
    self.registrar.willSet(self, keyPath: rootIdentityKeyPath)
    self.registrar.didSet(self, keyPath: rootIdentityKeyPath)
  }
}

/// `\RootCoreBase.rootIdentity`, built once: a key path literal is looked up by the runtime each
/// time it is evaluated (~70 instructions, a sixth of a cached scope).
@MainActor private let rootIdentityKeyPath = \RootCoreBase.rootIdentity
