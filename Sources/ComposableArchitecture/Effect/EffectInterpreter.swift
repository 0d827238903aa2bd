/// Where the actions of a running effect go.
///
/// A store's sink feeds them back into the store; the sink of an effect run inside another
/// effect (``Effect/_emitActions(_:)``) hands them to that effect; a mapped effect's sink
/// transforms them and hands them to its parent's sink.
@usableFromInline
struct EffectSink<Action>: Sendable {
  /// Receives the actions of `.send` effects, synchronously, on the main actor.
  let deliver: @MainActor @Sendable (Action) -> Void
  /// What the operations of `run` effects send through.
  let send: Send<Action>

  /// A sink whose `.send` actions and `run` sends both go to `deliver`.
  @MainActor
  init(_ deliver: @escaping @MainActor @Sendable (Action) -> Void) {
    self.deliver = deliver
    self.send = Send(send: deliver)
  }

  init(deliver: @escaping @MainActor @Sendable (Action) -> Void, send: Send<Action>) {
    self.deliver = deliver
    self.send = send
  }
}

/// Where an effect runs: its store tree's registry and the navigation path of its feature.
struct EffectContext: Sendable {
  let registry: CancellationRegistry
  let path: NavigationIDPath

  /// The context of the effect running in the current task.
  @TaskLocal static var current = EffectContext(registry: .shared, path: NavigationIDPath())

  /// Runs `body`, a store's reduction of an action, in its root feature's context.
  ///
  /// An action sent by an effect reaches the store inside that effect's context; the root
  /// reducer must not see it as its own.
  static func reducingRoot<Result>(_ body: () -> Result) -> Result {
    let context = EffectContext.current
    if context.path.isRoot { return body() }
    return EffectContext.$current.withValue(
      EffectContext(registry: context.registry, path: NavigationIDPath()),
      operation: body
    )
  }
}

/// Starts the work an effect describes: the one place that knows what every effect case means.
///
/// The store runs every effect a reducer returns through it; effects run inside another effect
/// (throttling, ``Effect/actions``) go through it too, and mapped effects are started by it with
/// a transforming sink. Each `run` becomes a task registered in `registry` under the
/// cancellation keys and navigation path that wrap it.
@usableFromInline
@MainActor
struct EffectInterpreter<Action> {
  let registry: CancellationRegistry
  let sink: EffectSink<Action>
  /// How each started effect is recorded for tests.
  let record: EffectRecord
  /// The tree that every started effect joins (the effects of one action sent to a store).
  var tree: EffectTaskTree?

  /// The same interpreter, for an effect whose actions `transform` turns into this one's.
  func adapted<Inner>(
    _ transform: (EffectSink<Action>) -> EffectSink<Inner>
  ) -> EffectInterpreter<Inner> {
    EffectInterpreter<Inner>(
      registry: self.registry, sink: transform(self.sink), record: self.record, tree: self.tree
    )
  }

  /// Starts `effect` for the feature at `path`, wrapped in the cancellation `keys`, appending
  /// the tasks it starts to `tasks`.
  func start(
    _ effect: Effect<Action>,
    path: NavigationIDPath,
    keys: [CancellationRegistry.Key],
    into tasks: inout [Task<Void, Never>]
  ) {
    switch effect.operation {
    case .none:
      return
    case .send(let action):
      self.sink.deliver(action)
    case .run(let run):
      tasks.append(self.startTask(run, path: path, keys: keys))
    case .cancel(let id):
      self.registry.cancelIncludingPresented(.init(id: id, path: path))
    case .cancelNavigation(let id):
      self.registry.cancel(pathPrefix: path.appending(id))
    case .merge(let effects):
      for effect in effects {
        self.start(effect, path: path, keys: keys, into: &tasks)
      }
    case .concatenate(let effects):
      tasks.append(self.startSequence(effects, path: path, keys: keys))
    case .cancellable(let id, let cancelInFlight, let effect):
      let key = CancellationRegistry.Key(id: id, path: path)
      if cancelInFlight {
        self.registry.cancel(key)
      }
      self.start(effect, path: path, keys: keys + [key], into: &tasks)
    case .navigation(let id, let effect):
      self.start(effect, path: path.appending(id), keys: keys, into: &tasks)
    case .unique(let id, let effect):
      let key = CancellationRegistry.Key(id: id, path: path)
      guard !self.registry.contains(key) else { return }
      self.start(effect, path: path, keys: keys + [key], into: &tasks)
    case .adapted(let adapter):
      adapter.start(self, path, keys, &tasks)
    }
  }

  /// Starts one unit of asynchronous work in its own task, registered for cancellation.
  private func startTask(
    _ run: Effect<Action>.Run,
    path: NavigationIDPath,
    keys: [CancellationRegistry.Key]
  ) -> Task<Void, Never> {
    let send = self.sink.send
    let context = EffectContext(registry: self.registry, path: path)
    return self.registry.startTask(
      keys: keys, path: path, record: run.isBookkeeping ? .bookkeeping : self.record,
      tree: self.tree
    ) { slot in
      // The task starts on the main actor, as the original's do: effects started by one action
      // begin in the order they were returned. (Measured: starting it on the global executor
      // instead costs more, as each effect then wakes a worker thread on its own.)
      Task(priority: run.priority) { @MainActor in
        await EffectContext.$current.withValue(context) {
          await run.body(send)
        }
        slot.finish()
      }
    }
  }

  /// Starts `effects` one after the other in a task: each starts once the work of the one
  /// before it has finished; cancelling the task cancels the one running and skips the rest.
  private func startSequence(
    _ effects: [Effect<Action>],
    path: NavigationIDPath,
    keys: [CancellationRegistry.Key]
  ) -> Task<Void, Never> {
    self.registry.startTask(keys: keys, path: path, record: self.record, tree: self.tree) {
      slot in
      Task {
        for effect in effects {
          guard !Task.isCancelled else { break }
          var started: [Task<Void, Never>] = []
          self.start(effect, path: path, keys: keys, into: &started)
          await waitForAll(started)
        }
        slot.finish()
      }
    }
  }
}

/// Waits for `tasks` to finish; cancelling the waiting task cancels them.
func waitForAll(_ tasks: [Task<Void, Never>]) async {
  guard !tasks.isEmpty else { return }
  await withTaskCancellationHandler {
    for task in tasks { await task.value }
  } onCancel: {
    for task in tasks { task.cancel() }
  }
}

/// An effect whose actions are turned into another effect's (``Effect/map(_:)``, transactions):
/// it starts the inner effect with the outer interpreter, adapted.
@usableFromInline
struct EffectAdapter<Action>: Sendable {
  let start:
    @MainActor @Sendable (
      EffectInterpreter<Action>, NavigationIDPath, [CancellationRegistry.Key],
      inout [Task<Void, Never>]
    ) -> Void
}

extension Effect {
  /// This effect, with its actions handed to a sink made from the outer one by `transform`.
  func _adapted<Outer>(
    _ transform: @escaping @MainActor @Sendable (EffectSink<Outer>) -> EffectSink<Action>
  ) -> Effect<Outer> {
    if case .none = self.operation { return .none }
    let inner = self
    return Effect<Outer>(
      operation: .adapted(
        EffectAdapter { interpreter, path, keys, tasks in
          interpreter.adapted(transform).start(inner, path: path, keys: keys, into: &tasks)
        }
      )
    )
  }

  /// Runs this effect inside the current effect's task, handing every action it sends to
  /// `emit` instead of a store, and returns when all of its work has finished.
  ///
  /// Cancellation and navigation ids keep their meaning: they apply to the store and feature of
  /// the effect that runs this one. Cancelling the current task cancels this effect's work.
  @MainActor
  func _emitActions(_ emit: @escaping @MainActor @Sendable (Action) -> Void) async {
    if case .none = self.operation { return }
    let context = EffectContext.current
    let interpreter = EffectInterpreter(
      registry: context.registry, sink: EffectSink(emit), record: .bookkeeping, tree: nil
    )
    var tasks: [Task<Void, Never>] = []
    interpreter.start(self, path: context.path, keys: [], into: &tasks)
    await waitForAll(tasks)
  }
}
