import Synchronization

/// The effects in flight in one store tree, indexed for cancellation.
///
/// Each root store owns one registry, so two stores that use the same cancellation id never
/// cancel each other's effects. Keys combine the user's id with the navigation path of the
/// feature that created the effect, so a presented child's ids do not collide with its parent's,
/// and dismissing a child can cancel everything the child started.
final class CancellationRegistry: Sendable {
  /// A cancellation id, qualified by the navigation path of the feature that used it.
  struct Key: Hashable, Sendable {
    let id: AnyHashableSendable
    let path: NavigationIDPath

    func hash(into hasher: inout Hasher) {
      // Ids of different types hash apart even when their values hash alike (every value of an
      // empty struct hashes the same).
      hasher.combine(ObjectIdentifier(type(of: self.id.base)))
      hasher.combine(self.id)
      hasher.combine(self.path)
    }

    /// The same id at the root path: what indexes keys by id alone.
    var idAtRoot: Key {
      Key(id: self.id, path: NavigationIDPath())
    }
  }

  private struct Entry {
    var task: Task<Void, Never>?
    var keys: [Key]
    var path: NavigationIDPath
    var record: EffectRecord
    /// The tree of the action that started the effect, if a store started it.
    var tree: EffectTaskTree?
    var isCancelled = false
    /// For a presented feature's dismissal listener: whether its feature asked to be dismissed.
    var dismissal = Dismissal.notRequested
  }

  /// Where a dismissal listener stands with the request of its feature to be dismissed.
  private enum Dismissal {
    case notRequested
    /// The listener waits for the request.
    case awaited(CheckedContinuation<Bool, Never>)
    /// The feature asked (before or while the listener waited).
    case requested
  }

  private struct Storage {
    var entries: [UInt64: Entry] = [:]
    var tokensByKey: [Key: Set<UInt64>] = [:]
    /// The keys in flight, by their id alone (the key of the id at the root path), for
    /// ``cancelIncludingPresented(_:)``.
    var keysByID: [Key: Set<Key>] = [:]
    /// The effects in flight of features below the root, by path, for ``cancel(pathPrefix:)``.
    var tokensByPath: [NavigationIDPath: Set<UInt64>] = [:]
    var nextToken: UInt64 = 0

    mutating func insert(_ token: UInt64, _ entry: Entry) {
      self.entries[token] = entry
      for key in entry.keys {
        if self.tokensByKey[key, default: []].insert(token).inserted,
          self.tokensByKey[key]?.count == 1
        {
          self.keysByID[key.idAtRoot, default: []].insert(key)
        }
      }
      if !entry.path.isRoot {
        self.tokensByPath[entry.path, default: []].insert(token)
      }
    }

    mutating func remove(_ token: UInt64) -> Entry? {
      guard let entry = self.entries.removeValue(forKey: token) else { return nil }
      for key in entry.keys {
        self.tokensByKey[key]?.remove(token)
        if self.tokensByKey[key]?.isEmpty == true {
          self.tokensByKey[key] = nil
          self.keysByID[key.idAtRoot]?.remove(key)
          if self.keysByID[key.idAtRoot]?.isEmpty == true { self.keysByID[key.idAtRoot] = nil }
        }
      }
      if !entry.path.isRoot {
        self.tokensByPath[entry.path]?.remove(token)
        if self.tokensByPath[entry.path]?.isEmpty == true { self.tokensByPath[entry.path] = nil }
      }
      return entry
    }

    /// Whether one of the effects of `tokens` was not cancelled.
    func hasActiveEffect(among tokens: Set<UInt64>) -> Bool {
      tokens.contains { self.entries[$0]?.isCancelled == false }
    }

    /// Marks the effects of `tokens` cancelled and returns their tasks.
    mutating func markCancelled(_ tokens: some Sequence<UInt64>) -> [Task<Void, Never>] {
      tokens.compactMap { token in
        self.entries[token]?.isCancelled = true
        return self.entries[token]?.task
      }
    }
  }

  private let storage = Mutex(Storage())

  /// Fired when an effect ends (and by the store when an effect sends it an action), for
  /// ``TestStore`` to wait on.
  let activity = EffectActivity()

  /// The timing of throttled effects in this store tree.
  let throttles = ThrottleTables()

  /// A registry for effects started outside of any store (`withTaskCancellation` in a plain task).
  static let shared = CancellationRegistry()

  /// Reserves a slot for an effect about to start, before its task exists, so that a task that
  /// finishes immediately can never leave a stale entry behind. The effect joins `tree`, if any;
  /// when the tree was cancelled, its task is cancelled as soon as it is attached.
  func reserve(
    keys: [Key], path: NavigationIDPath, record: EffectRecord, tree: EffectTaskTree? = nil
  ) -> UInt64 {
    self.storage.withLock { storage in
      let token = storage.nextToken
      storage.nextToken &+= 1
      // The tree's lock is only ever taken inside the registry's, never the other way around.
      let isCancelled = tree?.join(token) ?? false
      storage.insert(
        token, Entry(keys: keys, path: path, record: record, tree: tree, isCancelled: isCancelled)
      )
      return token
    }
  }

  /// Attaches the task of a reserved effect. A task whose effect was cancelled in the meantime is
  /// cancelled at once; a task that joins a tree someone waits for runs at least at the waiter's
  /// priority.
  func attach(_ token: UInt64, task: Task<Void, Never>) {
    let (cancelNow, tree) = self.storage.withLock { storage -> (Bool, EffectTaskTree?) in
      guard storage.entries[token] != nil else { return (false, nil) }
      storage.entries[token]?.task = task
      return (storage.entries[token]?.isCancelled ?? false, storage.entries[token]?.tree)
    }
    if cancelNow { task.cancel() }
    if let priority = tree?.waitPriority { task.escalatePriority(to: priority) }
  }

  /// Raises the tasks of the effects of `tokens` to at least `priority`.
  func escalate(tokens: Set<UInt64>, to priority: TaskPriority) {
    guard !tokens.isEmpty else { return }
    let tasks = self.storage.withLock { storage in
      tokens.compactMap { storage.entries[$0]?.task }
    }
    for task in tasks { task.escalatePriority(to: priority) }
  }

  /// Removes a finished effect (and from its tree).
  func finish(_ token: UInt64) {
    let tree = self.storage.withLock { storage in storage.remove(token)?.tree }
    tree?.leave(token)
    self.activity.fire()
  }

  /// Asks the presented feature whose dismissal listener runs under `listenerKey` to be
  /// dismissed: the listener is told now if it is waiting, or as soon as it starts waiting (its
  /// slot is reserved when its feature appears, before its task runs, so a feature that asks at
  /// once is not lost). Does nothing when the feature has no listener (it is being dismissed).
  func requestDismissal(listenerKey: Key) {
    let continuation = self.storage.withLock { storage -> CheckedContinuation<Bool, Never>? in
      guard let token = storage.tokensByKey[listenerKey]?.first,
        storage.entries[token]?.isCancelled == false
      else { return nil }
      defer { storage.entries[token]?.dismissal = .requested }
      guard case .awaited(let continuation) = storage.entries[token]?.dismissal else { return nil }
      return continuation
    }
    continuation?.resume(returning: true)
  }

  /// Called by the dismissal listener running under `listenerKey` (at most one runs per
  /// feature): waits until its feature asks to be dismissed (`true`) or the listener is cancelled
  /// with its feature (`false`).
  func dismissalRequest(listenerKey: Key) async -> Bool {
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
        let answer = self.storage.withLock { storage -> Bool? in
          guard let token = storage.tokensByKey[listenerKey]?.first else { return false }
          if case .requested = storage.entries[token]?.dismissal { return true }
          // Checked under the lock that the cancellation handler takes too: either it sees the
          // continuation stored below, or this sees the task cancelled.
          if Task.isCancelled { return false }
          storage.entries[token]?.dismissal = .awaited(continuation)
          return nil
        }
        if let answer { continuation.resume(returning: answer) }
      }
    } onCancel: {
      let continuation = self.storage.withLock { storage -> CheckedContinuation<Bool, Never>? in
        guard let token = storage.tokensByKey[listenerKey]?.first,
          case .awaited(let continuation) = storage.entries[token]?.dismissal
        else { return nil }
        storage.entries[token]?.dismissal = .notRequested
        return continuation
      }
      continuation?.resume(returning: false)
    }
  }

  /// Whether an effect is in flight under `key`.
  func contains(_ key: Key) -> Bool {
    self.storage.withLock { !($0.tokensByKey[key]?.isEmpty ?? true) }
  }

  /// Cancels every effect registered under `key`.
  func cancel(_ key: Key) {
    let tasks = self.storage.withLock { storage in
      storage.markCancelled(storage.tokensByKey[key] ?? [])
    }
    for task in tasks { task.cancel() }
  }

  /// Cancels the effects of `tokens` (the effects of an ``EffectTaskTree``).
  func cancel(tokens: Set<UInt64>) {
    guard !tokens.isEmpty else { return }
    let tasks = self.storage.withLock { storage in storage.markCancelled(tokens) }
    for task in tasks { task.cancel() }
  }

  /// Cancels every effect registered under `key`'s id by the feature at `key`'s path or by
  /// features presented from it (`Effect.cancel(id:)`): a parent can cancel its children's
  /// effects by id, a child cannot cancel its parent's or a sibling's.
  ///
  /// Complexity: O(f) in the number of features with an effect in flight under this id.
  func cancelIncludingPresented(_ key: Key) {
    let tasks = self.storage.withLock { storage in
      let keys = (storage.keysByID[key.idAtRoot] ?? []).filter { $0.path.hasPrefix(key.path) }
      return keys.flatMap { storage.markCancelled(storage.tokensByKey[$0] ?? []) }
    }
    for task in tasks { task.cancel() }
  }

  /// Cancels every effect started by the feature at `path` or by features presented from it.
  ///
  /// Complexity: O(p) in the number of features below the root with an effect in flight, plus
  /// the effects cancelled; every effect in flight for the root path.
  func cancel(pathPrefix: NavigationIDPath) {
    let tasks = self.storage.withLock { storage in
      if pathPrefix.isRoot {
        return storage.markCancelled(Array(storage.entries.keys))
      }
      let paths = storage.tokensByPath.keys.filter { $0.hasPrefix(pathPrefix) }
      return paths.flatMap { storage.markCancelled(storage.tokensByPath[$0] ?? []) }
    }
    for task in tasks { task.cancel() }
  }

  /// Cancels every effect in the registry.
  func cancelAll() {
    self.cancel(pathPrefix: NavigationIDPath())
  }

  /// Where the effects in flight were started, oldest first, not counting the library's
  /// bookkeeping effects.
  var origins: [EffectOrigin?] {
    self.storage.withLock { storage in
      storage.entries.sorted { $0.key < $1.key }.compactMap { _, entry in
        guard case .counted(let origin) = entry.record else { return nil }
        return .some(origin)
      }
    }
  }

  /// Whether any effect is in flight, counting the library's bookkeeping effects.
  var hasEffectsInFlight: Bool {
    self.storage.withLock { !$0.entries.isEmpty }
  }

  /// The tasks of the effects in flight, not counting the library's bookkeeping effects.
  var tasks: [Task<Void, Never>] {
    self.storage.withLock { storage in
      storage.entries.values.compactMap { $0.record.isCounted ? $0.task : nil }
    }
  }

  /// The number of cancellation keys with an effect in flight that was not cancelled: a
  /// cancelled effect no longer counts, even before its task has wound down (as the original
  /// library forgets a cancellable the moment it is cancelled).
  var activeKeyCount: Int {
    self.storage.withLock { storage in
      storage.tokensByKey.values.count { storage.hasActiveEffect(among: $0) }
    }
  }

  /// Whether an effect that was not cancelled is in flight under `key`.
  func containsActive(_ key: Key) -> Bool {
    self.storage.withLock { storage in
      storage.hasActiveEffect(among: storage.tokensByKey[key] ?? [])
    }
  }

  /// Cancels every effect and forgets it at once, without waiting for it to finish.
  func removeAll() {
    self.cancelAll()
    let forgotten = self.storage.withLock { storage in
      // Tokens keep counting, so that a forgotten effect that finishes later removes nothing.
      defer {
        storage.entries.removeAll()
        storage.tokensByKey.removeAll()
        storage.keysByID.removeAll()
        storage.tokensByPath.removeAll()
      }
      return storage.entries.compactMap { token, entry in entry.tree.map { (token, $0) } }
    }
    // Whoever waits for a forgotten effect stops waiting.
    for (token, tree) in forgotten { tree.leave(token) }
    self.activity.fire()
  }

  /// The number of effects in flight, not counting the library's bookkeeping effects.
  var count: Int {
    self.storage.withLock { $0.entries.values.count { $0.record.isCounted } }
  }
}

/// Where an effect runs: its store tree's registry and the navigation path of its feature.
struct EffectContext: Sendable {
  let registry: CancellationRegistry
  let path: NavigationIDPath

  /// The context of the effect running in the current task.
  @TaskLocal static var current = EffectContext(registry: .shared, path: NavigationIDPath())
}
