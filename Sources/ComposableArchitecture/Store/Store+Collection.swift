import OrderedCollections

extension Store {
  /// Scopes the store of an identified collection to a collection of stores, one per element.
  ///
  /// ```swift
  /// for rowStore in store.scope(\.rows, action: \.rows) {
  ///   RowView(store: rowStore)
  /// }
  /// ```
  ///
  /// Each element's store is created when first accessed and cached by id, so the same element
  /// always has the same store. When an element is removed, its store (and the stores scoped from
  /// it) is let go the next time the collection is built.
  ///
  /// Complexity: O(1) to build the collection while no element was added or removed since it was
  /// last built, O(*n*) once after; O(1) to access an element's store.
  ///
  /// - Parameters:
  ///   - state: A key path from `State` to an identified array of element state.
  ///   - action: A case key path from `Action` to the elements' identified actions.
  ///   - fileID: The call site, accepted for the original's spelling: the stores here are always
  ///     cached, so there is no uncached-scope issue to report at it.
  ///   - filePath: See `fileID`.
  ///   - line: See `fileID`.
  ///   - column: See `fileID`.
  /// - Returns: A collection of the elements' stores.
  public func scope<ElementID: Hashable & Sendable, ElementState, ElementAction>(
    _ state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StoreCollection<ElementID, ElementState, ElementAction> {
    let collectionStore:
      Store<
        IdentifiedArray<ElementID, ElementState>, IdentifiedAction<ElementID, ElementAction>
      > = self.scope(state, action: action)
    return _StoreCollection(collectionStore)
  }
}

extension Store: @MainActor Identifiable where State: Identifiable {
  /// The id of the store's state.
  public var id: State.ID {
    self.state.id
  }
}

/// A random-access collection of stores, one for each element of an identified collection of
/// state. Built by
/// ``Store/scope(_:action:fileID:filePath:line:column:)-(KeyPath<State,IdentifiedArray<ElementID,ElementState>>,_,_,_,_,_)``.
@MainActor
public struct _StoreCollection<ID: Hashable & Sendable, State, Action>:
  @MainActor RandomAccessCollection
{
  private let store: Store<IdentifiedArray<ID, State>, IdentifiedAction<ID, Action>>
  private let data: IdentifiedArray<ID, State>
  /// The root's version when `data` was read.
  private let version: UInt64

  init(_ store: Store<IdentifiedArray<ID, State>, IdentifiedAction<ID, Action>>) {
    self.store = store
    self.version = store.root.version
    self.data = store.state
    // The stores of removed elements (and the stores scoped from them) are let go here, when the
    // collection is built again after the state changed.
    store.scopes.pruneElements(keeping: self.data.ids)
  }

  /// The ids of the elements, in order.
  public var ids: OrderedSet<ID> { self.data.ids }

  /// The position of the first element.
  public var startIndex: Int { 0 }
  /// The position one past the last element.
  public var endIndex: Int { self.data.count }
  /// The position after `i`.
  public func index(after i: Int) -> Int { i + 1 }
  /// The position before `i`.
  public func index(before i: Int) -> Int { i - 1 }

  /// The store of the element at `position`.
  public subscript(position: Int) -> Store<State, Action> {
    self.store.elementStore(
      id: self.data.ids[position], initial: self.data[position], version: self.version)
  }
}

extension Store {
  /// The cached store of one element of an identified collection.
  ///
  /// - Parameters:
  ///   - initial: The element's state, as read at the root's `version`.
  func elementStore<ID: Hashable & Sendable, ElementState, ElementAction>(
    id: ID, initial: ElementState, version: UInt64
  ) -> Store<ElementState, ElementAction>
  where
    State == IdentifiedArray<ID, ElementState>, Action == IdentifiedAction<ID, ElementAction>
  {
    if let cached = self.scopes.elementStore(id: id) {
      let store = unsafeDowncast(cached, to: Store<ElementState, ElementAction>.self)
      store.presence?.record(initial, at: version, in: self.root)
      return store
    }
    let child: Store<ElementState, ElementAction> = self.presentableChild(
      initial: initial, at: version,
      toPresentState: { $0[id: id] },
      fromAction: { .element(id: id, action: $0) }
    )
    self.scopes.insertElementStore(child, id: id)
    return child
  }
}
