/// The root of a store tree: owns the state, runs the reducer and the effects it returns.
///
/// Actions sent while another is being processed (by a `.send` effect, or re-entrantly) are
/// queued and processed in order once the current one finishes, so every action sees the state
/// left by the one before it.
@MainActor
final class RootCore<Root: Reducer>: RootCoreBase, StoreCore {
  typealias State = Root.State
  typealias Action = Root.Action

  /// The state, mutated in place by the reducer.
  ///
  /// It lives behind a pointer rather than in a stored property so that an observer that reads
  /// the store synchronously from an observation callback, while a reducer is mutating the state
  /// in place, reads the state as it is at that moment instead of tripping Swift's dynamic
  /// exclusivity enforcement (a crash). Only this class touches the pointer, on the main actor.
  private let storage: UnsafeMutablePointer<State>

  /// The current state.
  var state: State {
    get { self.storage.pointee }
    set { self.storage.pointee = newValue }
  }
  let reducer: ResolvedReducer<Root>
  /// The dependencies that reducers and effects of this store see.
  var dependencies: DependencyValues

  override var treeDependencies: DependencyValues { self.dependencies }

  /// The origin recorded for effects started from now on (set by ``TestStore``).
  var effectOrigin: EffectOrigin?

  private var isSending = false
  /// The tree of effect tasks of the action being sent.
  private var currentTree: EffectTaskTree?
  private var bufferedActions: [Action] = []
  /// The state's type as observable state, or `nil` when it is not ``ObservableState``.
  private let observableType: (any ObservableState.Type)?

  var root: RootCoreBase { self }

  /// Creates the root of a store tree. A ``TestStore`` passes the `activity` it waits on; a
  /// store nobody waits on fires no signal.
  init(
    initialState: State, reducer: Root, dependencies: DependencyValues,
    activity: EffectActivity? = nil
  ) {
    self.storage = .allocate(capacity: 1)
    self.storage.initialize(to: initialState)
    self.reducer = ResolvedReducer(reducer)
    self.dependencies = dependencies
    self.observableType = State.self as? any ObservableState.Type
    super.init(effects: CancellationRegistry(activity: activity))
  }

  isolated deinit {
    self.isInvalidated = true
    self.effects.cancelAll()
    self.storage.deinitialize(count: 1)
    self.storage.deallocate()
  }

  /// The identity of the state, read in place; `nil` when it is not observable.
  private var stateIdentity: ObservableStateID? {
    guard let type = self.observableType else { return nil }
    return observableStateID(of: type, at: self.storage)
  }

  func send(_ action: Action) -> EffectTaskTree? {
    guard let tree = self.send(action, joining: nil), !tree.isEmpty else { return nil }
    return tree
  }

  /// Sends `action`, adding the tasks of the effects it starts to `tree` (a new tree when `nil`
  /// and effects start), and returns the tree.
  ///
  /// An effect's `send` joins the tree of the action that started the effect, so cancelling the
  /// task that ``send(_:)`` returned cancels the effects started by that effect's actions too.
  private func send(_ action: Action, joining tree: EffectTaskTree?) -> EffectTaskTree? {
    if self.isSending {
      self.bufferedActions.append(action)
      return nil
    }
    self.isSending = true
    self.currentTree = tree
    let identityBefore = self.stateIdentity
    let replacementsBefore = ChildReplacement.count
    self.process(action)
    if !self.bufferedActions.isEmpty {
      var index = 0
      while index < self.bufferedActions.count {
        let next = self.bufferedActions[index]
        index += 1
        self.process(next)
      }
      self.bufferedActions.removeAll(keepingCapacity: true)
    }
    let tree = self.currentTree
    self.currentTree = nil
    self.isSending = false
    if let identityBefore {
      // A replaced presented child is told to its observers as a replaced root is: stores
      // scoped to it answered reads without reading its parent (see `ChildReplacement`).
      if self.stateIdentity != identityBefore
        || ChildReplacement.count != replacementsBefore
      {
        self.notifyRootReplaced()
      }
    } else {
      self.notifyRootReplaced()
    }
    return tree
  }

  private func process(_ action: Action) {
    let effect = DependencyValues.$_current.withValue(self.dependencies) {
      EffectContext.reducingRoot {
        self.reducer.reduce(into: &self.storage.pointee, action: action)
      }
    }
    self.version &+= 1
    if case .none = effect.operation { return }
    let tree: EffectTaskTree
    if let current = self.currentTree {
      tree = current
    } else {
      tree = EffectTaskTree(registry: self.effects)
      self.currentTree = tree
    }
    let interpreter = EffectInterpreter(
      registry: self.effects,
      sink: EffectSink { [weak self] action in
        guard let self else { return }
        _ = self.send(action, joining: tree)
        self.effects.activity?.fire()
      },
      record: .counted(origin: self.effectOrigin),
      tree: tree
    )
    // Every task started joins `tree` through the registry; the list itself is not needed.
    var tasks: [Task<Void, Never>] = []
    interpreter.start(effect, path: NavigationIDPath(), keys: [], into: &tasks)
  }
}
