import OrderedCollections

/// The stores scoped from one store, so that scoping the same way again returns the same instance.
///
/// Stores scoped with key paths are keyed by the state path and the action path. A view scopes on
/// every render, so a hit must be cheap: the entries found most recently are checked first by the
/// key paths' identity (two pointer comparisons for paths that are stored, or for literals without
/// arguments, which the runtime instantiates once). A case key path literal (`\.child.presented`)
/// is a new object every time it is evaluated; when only the action path differs in identity, the
/// action paths are compared by value, which walks their components but hashes nothing; then both
/// paths are (a literal with subscript arguments, `\.path[id: id]`, is a new object too). Beyond
/// the four most recent entries, stores are looked up by value in a dictionary, whose hash leaves
/// the action path's components out (see `Key`).
///
/// The stores of an identified collection's elements are kept by element id, and let go when
/// their ids leave the collection (see ``pruneElements(keeping:)``).
@MainActor
struct ScopeCache {
  private struct Key: Hashable {
    let state: AnyKeyPath
    let action: AnyKeyPath

    /// Hashes the state path and only the action path's type: hashing a case key path walks its
    /// components and hashes each subscript argument, another key path (~5 K instructions for
    /// `\.child.presented`, more than creating the store). Equal keys still hash equally (equal
    /// paths have the same type); keys differing only in the action path share a hash and are
    /// told apart by `==`.
    func hash(into hasher: inout Hasher) {
      hasher.combine(self.state)
      hasher.combine(ObjectIdentifier(type(of: self.action)))
    }
  }

  private struct Entry {
    let key: Key
    let store: AnyObject
  }

  private static let recentCapacity = 4

  /// The entries found or added most recently, most recent first.
  private var recent: [Entry] = []
  /// The other entries, by key: a store with at most `recentCapacity` scopes hashes no key path.
  private var stores: [Key: AnyObject] = [:]
  /// An ``ElementStores`` when this store is scoped to an identified collection.
  private var elements: AnyObject?

  /// The store scoped with these key paths, if one is cached.
  mutating func store(state: AnyKeyPath, action: AnyKeyPath) -> AnyObject? {
    // By index, not `for entry in`: a copied entry retains and releases its three references.
    for index in self.recent.indices
    where self.recent[index].key.state === state && self.recent[index].key.action === action {
      return self.recent[index].store
    }
    for index in self.recent.indices
    where self.recent[index].key.state === state && self.recent[index].key.action == action {
      return self.recent[index].store
    }
    let key = Key(state: state, action: action)
    for index in self.recent.indices where self.recent[index].key == key {
      return self.recent[index].store
    }
    if self.stores.isEmpty { return nil }
    guard let store = self.stores.removeValue(forKey: key) else { return nil }
    self.remember(Entry(key: key, store: store))
    return store
  }

  /// Caches `store` as the store scoped with these key paths.
  mutating func insert(_ store: AnyObject, state: AnyKeyPath, action: AnyKeyPath) {
    self.remove(state: state, action: action)
    self.remember(Entry(key: Key(state: state, action: action), store: store))
  }

  /// Lets go of the store scoped with these key paths, if one is cached.
  mutating func remove(state: AnyKeyPath, action: AnyKeyPath) {
    let key = Key(state: state, action: action)
    if let index = self.recent.firstIndex(where: { $0.key == key }) {
      self.recent.remove(at: index)
    } else if !self.stores.isEmpty {
      self.stores.removeValue(forKey: key)
    }
  }

  /// Lets go of the stores of type `type` scoped with the state path `state`, whatever their
  /// action path: a scope to optional state whose state is now `nil`, found without making its
  /// action path.
  mutating func removeAll(state: AnyKeyPath, ofType type: AnyObject.Type) {
    self.recent.removeAll { $0.key.state == state && Swift.type(of: $0.store) == type }
    guard !self.stores.isEmpty else { return }
    for (key, store) in self.stores where key.state == state && Swift.type(of: store) == type {
      self.stores.removeValue(forKey: key)
    }
  }

  /// Puts `entry` first among the recent entries, moving the least recent one to `stores` when
  /// there is no room.
  private mutating func remember(_ entry: Entry) {
    if self.recent.count == Self.recentCapacity {
      let evicted = self.recent.removeLast()
      self.stores[evicted.key] = evicted.store
    }
    self.recent.insert(entry, at: 0)
  }

  /// The cached store of the collection element with this id, if any.
  func elementStore<ID: Hashable>(id: ID) -> AnyObject? {
    guard let elements = self.elements else { return nil }
    return unsafeDowncast(elements, to: ElementStores<ID>.self).stores[id]
  }

  /// Caches `store` as the store of the collection element with this id.
  mutating func insertElementStore<ID: Hashable>(_ store: AnyObject, id: ID) {
    self.elementStores(ID.self).stores[id] = store
  }

  /// Lets go of the stores of elements whose ids are not in `ids`.
  ///
  /// Complexity: O(1) when `ids` is the same collection as at the last call (the same storage:
  /// elements changed but none was added or removed); otherwise O(*n*) to compare the ids and
  /// O(*m*) for the *m* cached element stores.
  mutating func pruneElements<ID: Hashable>(keeping ids: OrderedSet<ID>) {
    let elements = self.elementStores(ID.self)
    guard ids != elements.ids else { return }
    elements.ids = ids
    if elements.stores.contains(where: { !ids.contains($0.key) }) {
      elements.stores = elements.stores.filter { ids.contains($0.key) }
    }
  }

  private mutating func elementStores<ID: Hashable>(_: ID.Type) -> ElementStores<ID> {
    if let elements = self.elements {
      return unsafeDowncast(elements, to: ElementStores<ID>.self)
    }
    let elements = ElementStores<ID>()
    self.elements = elements
    return elements
  }
}

/// The stores of an identified collection's elements, by id, and the ids they were last pruned
/// against.
private final class ElementStores<ID: Hashable> {
  var stores: [ID: AnyObject] = [:]
  var ids: OrderedSet<ID> = []
}
