import Synchronization

/// The effects in flight in one store tree, indexed for cancellation.
///
/// Each root store owns one registry, so two stores that use the same cancellation id never
/// cancel each other's effects. Keys combine the user's id with the navigation path of the
/// feature that created the effect, so a presented child's ids do not collide with its parent's,
/// and dismissing a child can cancel everything the child started.
///
/// This file is the index: keys, paths, cancellation, priority escalation, and the one helper
/// that starts an effect's task (``startTask(keys:path:record:tree:_:)``). The other users of
/// an entry keep their code next to their feature: the dismissal handshake in
/// `Navigation/Lifecycle/DismissalHandshake.swift`, test accounting in
/// `Testing/CancellationRegistry+TestAccounting.swift`, throttle timing in `ThrottleTables`.
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

  struct Entry {
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

  struct Storage {
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

    /// Marks the effects of `tokens` cancelled and returns their tasks.
    mutating func markCancelled(_ tokens: some Sequence<UInt64>) -> [Task<Void, Never>] {
      tokens.compactMap { token in
        self.entries[token]?.isCancelled = true
        return self.entries[token]?.task
      }
    }
  }

  /// The index. Internal, not private, only for the extensions that keep its other users' jobs
  /// in their own files (the dismissal mailbox, test accounting); nothing else touches it.
  let storage = Mutex(Storage())

  /// Fired when an effect ends (and by the store when an effect sends it an action), for the
  /// ``TestStore`` that waits on it; `nil` when nobody waits.
  let activity: EffectActivity?

  init(activity: EffectActivity? = nil) {
    self.activity = activity
  }

  /// The timing of throttled effects in this store tree.
  let throttles = ThrottleTables()

  /// A registry for effects started outside of any store (`withTaskCancellation` in a plain task).
  static let shared = CancellationRegistry()

  /// Reserves a slot for an effect about to start, before its task exists, so that a task that
  /// finishes immediately can never leave a stale entry behind. The effect joins `tree`, if any;
  /// when the tree was cancelled, its task is cancelled as soon as it is attached.
  ///
  /// The library starts effects through ``startTask(keys:path:record:tree:_:)``, which reserves
  /// and attaches; only tests reserve a slot on its own (to act between the two steps).
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
    self.activity?.fire()
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

  /// Starts the task of one effect: reserves its slot under `keys` for the feature at `path`
  /// (joining `tree`), has `makeTask` start the task, and attaches it. The task must call
  /// `finish()` on the slot it is handed when its work ends, which removes the effect.
  ///
  /// The one place an effect's task is started; the caller starts the task itself so that it
  /// keeps the caller's isolation (a store's effects start on the main actor, in order).
  @discardableResult
  func startTask(
    keys: [Key],
    path: NavigationIDPath,
    record: EffectRecord,
    tree: EffectTaskTree? = nil,
    _ makeTask: (_ slot: Slot) -> Task<Void, Never>
  ) -> Task<Void, Never> {
    let token = self.reserve(keys: keys, path: path, record: record, tree: tree)
    let task = makeTask(Slot(registry: self, token: token))
    self.attach(token, task: task)
    return task
  }

  /// The place of one running effect in the registry, handed to the task that runs it.
  struct Slot: Sendable {
    let registry: CancellationRegistry
    let token: UInt64

    /// Removes the effect: its work has ended.
    func finish() {
      self.registry.finish(self.token)
    }
  }
}
