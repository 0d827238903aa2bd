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
  /// Effects in flight, for cancellation.
  let effects = CancellationRegistry()

  /// The origin recorded for effects started from now on (set by ``TestStore``).
  var effectOrigin: EffectOrigin?

  private var isSending = false
  private var bufferedActions: [Action] = []
  private let identity: ((State) -> ObservableStateID)?

  var root: RootCoreBase { self }

  init(initialState: State, reducer: Root, dependencies: DependencyValues) {
    self.storage = .allocate(capacity: 1)
    self.storage.initialize(to: initialState)
    self.reducer = ResolvedReducer(reducer)
    self.dependencies = dependencies
    self.identity = observableIdentity(of: State.self)
  }

  isolated deinit {
    self.isInvalidated = true
    self.effects.cancelAll()
    self.storage.deinitialize(count: 1)
    self.storage.deallocate()
  }

  func send(_ action: Action) -> Task<Void, Never>? {
    if self.isSending {
      self.bufferedActions.append(action)
      return nil
    }
    self.isSending = true
    let identityBefore = self.identity?(self.state)
    var tasks: [Task<Void, Never>] = []
    self.process(action, tasks: &tasks)
    if !self.bufferedActions.isEmpty {
      var index = 0
      while index < self.bufferedActions.count {
        let next = self.bufferedActions[index]
        index += 1
        self.process(next, tasks: &tasks)
      }
      self.bufferedActions.removeAll(keepingCapacity: true)
    }
    self.isSending = false
    if let identityBefore {
      if self.identity?(self.state) != identityBefore { self.notifyRootReplaced() }
    } else {
      self.notifyRootReplaced()
    }
    return combine(tasks)
  }

  private func process(_ action: Action, tasks: inout [Task<Void, Never>]) {
    let effect = DependencyValues.$_current.withValue(self.dependencies) {
      PresentationContext.reducingRoot {
        self.reducer.reduce(into: &self.storage.pointee, action: action)
      }
    }
    self.version &+= 1
    if case .none = effect.operation { return }
    self.run(effect, path: NavigationIDPath(), keys: [], tasks: &tasks)
  }

  /// Starts the work described by an effect.
  private func run(
    _ effect: Effect<Action>,
    path: NavigationIDPath,
    keys: [CancellationRegistry.Key],
    tasks: inout [Task<Void, Never>]
  ) {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      if self.isSending {
        self.bufferedActions.append(action)
      } else if let task = self.send(action) {
        tasks.append(task)
      }
    case .run(let run):
      let registry = self.effects
      let token = registry.reserve(
        keys: keys, path: path, origin: self.effectOrigin, isBookkeeping: run.isBookkeeping
      )
      let send = Send<Action> { [weak self] action in
        _ = self?.send(action)
      }
      let context = EffectContext(registry: registry, path: path)
      let task = Task(priority: run.priority) {
        await EffectContext.$current.withValue(context) {
          await run.body(send)
        }
        registry.finish(token)
      }
      registry.attach(token, task: task)
      tasks.append(task)
    case .cancel(let id):
      self.effects.cancelIncludingPresented(.init(id: id, path: path))
    case .cancelNavigation(let id):
      self.effects.cancel(pathPrefix: path.appending(id))
    case .merge(let effects):
      for effect in effects {
        self.run(effect, path: path, keys: keys, tasks: &tasks)
      }
    case .concatenate(let effects):
      let registry = self.effects
      let token = registry.reserve(keys: keys, path: path, origin: self.effectOrigin)
      let task = Task { [weak self] in
        for effect in effects {
          guard let self, !Task.isCancelled else { break }
          var childTasks: [Task<Void, Never>] = []
          self.run(effect, path: path, keys: keys, tasks: &childTasks)
          let started = childTasks
          await withTaskCancellationHandler {
            for child in started { await child.value }
          } onCancel: {
            for child in started { child.cancel() }
          }
        }
        registry.finish(token)
      }
      registry.attach(token, task: task)
      tasks.append(task)
    case .cancellable(let id, let cancelInFlight, let effect):
      let key = CancellationRegistry.Key(id: id, path: path)
      if cancelInFlight {
        self.effects.cancel(key)
      }
      self.run(effect, path: path, keys: keys + [key], tasks: &tasks)
    case .navigation(let id, let effect):
      self.run(effect, path: path.appending(id), keys: keys, tasks: &tasks)
    case .unique(let id, let effect):
      let key = CancellationRegistry.Key(id: id, path: path)
      guard !self.effects.contains(key) else { return }
      self.run(effect, path: path, keys: keys + [key], tasks: &tasks)
    }
  }
}

/// One task standing for all of `tasks`: cancelling it cancels them all.
func combine(_ tasks: [Task<Void, Never>]) -> Task<Void, Never>? {
  switch tasks.count {
  case 0: return nil
  case 1: return tasks[0]
  default:
    return Task {
      await withTaskCancellationHandler {
        for task in tasks { await task.value }
      } onCancel: {
        for task in tasks { task.cancel() }
      }
    }
  }
}

/// A function reading the identity of observable state, or `nil` when `State` is not observable.
///
/// Resolved once per store, so that no dynamic cast happens per action.
func observableIdentity<State>(of _: State.Type) -> ((State) -> ObservableStateID)? {
  guard let observable = State.self as? any ObservableState.Type else { return nil }
  func open<Observable: ObservableState>(_: Observable.Type) -> (State) -> ObservableStateID {
    { unsafeBitCast($0, to: Observable.self)._$id }
  }
  return open(observable)
}
