extension Store {
  /// Scopes the store to one that exposes child state and actions.
  ///
  /// This can be useful for deriving new stores to hand to child views in an application:
  ///
  /// ```swift
  /// ChildView(store: store.scope(\.child, action: \.child))
  /// ```
  ///
  /// The store is cached: scoping again with the same key paths returns the same instance.
  ///
  /// Complexity: O(1) to return a cached store: a comparison of key path identities when the
  /// paths are stored (or literals without arguments), one comparison of the action paths when
  /// the action path is a literal (a case key path literal is a new object each time it is
  /// evaluated), a hash of the key paths otherwise.
  ///
  /// - Parameters:
  ///   - state: A key path from `State` to `ChildState`.
  ///   - action: A case key path from `Action` to `ChildAction`.
  /// - Returns: A new store with its domain (state and action) transformed.
  // Disfavored so that a key path to optional state (or to an identified array) picks the
  // optional (or collection) overload even without a contextual type: their call-site parameters
  // with default values would otherwise rank them below this one.
  @_disfavoredOverload
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    if let cached = self.scopes.store(state: state, action: action) {
      return unsafeDowncast(cached, to: Store<ChildState, ChildAction>.self)
    }
    let embed = CaseEmbedding(action)
    let child = Store<ChildState, ChildAction>(
      core: ScopedCore(
        parent: self.core,
        toState: { $0[keyPath: state] },
        fromAction: { embed.embed($0) }
      )
    )
    self.scopes.insert(child, state: state, action: action)
    return child
  }

  /// Scopes the store to optional child state, returning `nil` when the child state is `nil`.
  ///
  /// ```swift
  /// if let childStore = store.scope(\.child, action: \.child) {
  ///   ChildView(store: childStore)
  /// }
  /// ```
  ///
  /// While the state is present, the same store instance is returned; once it is `nil`, the
  /// cached store is released.
  ///
  /// Complexity: a read of the parent's state (O(1) when the parent is itself scoped to optional
  /// state or to a collection's element and was read since the last action, O(depth) at most) and
  /// of the child state through the key path, then as for the non-optional scope.
  ///
  /// - Parameters:
  ///   - state: A key path from `State` to optional `ChildState`.
  ///   - action: A case key path from `Action` to `ChildAction`.
  ///   - fileID: The call site, accepted for the original's spelling: a store here is always
  ///     cached, so there is no uncached-scope issue to report at it.
  ///   - filePath: See `fileID`.
  ///   - line: See `fileID`.
  ///   - column: See `fileID`.
  /// - Returns: The child's store while the child state is present, `nil` otherwise.
  public func scope<ChildState, ChildAction>(
    _ state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ChildState, ChildAction>? {
    var cached: Store<ChildState, ChildAction>?
    if let store = self.scopes.store(state: state, action: action) {
      cached = unsafeDowncast(store, to: Store<ChildState, ChildAction>.self)
    }
    // Read even when the store is cached: the read registers, for observation tracking, the
    // access to the child state that tells an observer of this scope when it is dismissed.
    guard let childState = self.state[keyPath: state] else {
      if cached != nil { self.scopes.remove(state: state, action: action) }
      return nil
    }
    let version = self.root.version
    if let cached {
      cached.presence?.record(childState, at: version)
      return cached
    }
    let embed = CaseEmbedding(action)
    let child: Store<ChildState, ChildAction> = self.presentableChild(
      initial: childState, at: version,
      toPresentState: { $0[keyPath: state] },
      fromAction: { embed.embed($0) }
    )
    self.scopes.insert(child, state: state, action: action)
    return child
  }

  /// Scopes the store to one that exposes child state and actions, with closures.
  ///
  /// Stores scoped with closures cannot be cached, so each call creates a new store.
  @available(
    *, deprecated,
    message:
      "Scope with a key path and a case key path instead: 'store.scope(\\.child, action: \\.child)'."
  )
  public func scope<ChildState, ChildAction>(
    state toChildState: @escaping (_ state: State) -> ChildState,
    action fromChildAction: @escaping (_ childAction: ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    Store<ChildState, ChildAction>(
      core: ScopedCore(parent: self.core, toState: toChildState, fromAction: fromChildAction)
    )
  }
}

extension Store {
  /// A store of child state that can go away (optional child state, an element of a collection):
  /// once the state is gone it keeps answering with the state last seen present (``Presence``).
  /// What `scope` to optional state and the stores of a collection's elements are built with.
  ///
  /// - Parameters:
  ///   - initial: The child's state, as read at the root's `version`.
  func presentableChild<ChildState, ChildAction>(
    initial: ChildState,
    at version: UInt64,
    toPresentState: @escaping (State) -> ChildState?,
    fromAction: @escaping (ChildAction) -> Action
  ) -> Store<ChildState, ChildAction> {
    let presence = Presence(initial, at: version)
    return Store<ChildState, ChildAction>(
      core: PresentableCore(
        parent: self.core,
        presence: presence,
        toPresentState: toPresentState,
        fromAction: fromAction
      ),
      presence: presence
    )
  }
}
