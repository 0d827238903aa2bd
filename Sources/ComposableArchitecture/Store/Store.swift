/// A store represents the runtime that powers the application. It is the object that you will pass
/// around to views that need to interact with the application.
///
/// Create a root store with the feature's initial state and reducer:
///
/// ```swift
/// let store = Store(initialState: AppFeature.State()) {
///   AppFeature()
/// }
/// ```
///
/// then read state (`store.count`, `store.state`, ``withState(_:)``), send actions
/// (``send(_:)``), and derive stores for child features with ``scope(_:action:)``.
///
/// A store runs on the main actor. Reducers run synchronously inside ``send(_:)``; effects run in
/// tasks and feed their actions back through the main actor.
///
/// `Store` conforms to `Observable`: reading its state inside `withObservationTracking` (or
/// ``observe(_:)``) registers the read, and observers are told when what they read changes.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action> {
  let core: any StoreCore<State, Action>
  let root: RootCoreBase
  /// The stores scoped from this one.
  ///
  /// Not checked for exclusive access at run time (a re-scope runs often: the checks were a third
  /// of a cached scope's instructions): it is only touched on the main actor, by `ScopeCache`'s
  /// own methods, which call nothing that could reach this store.
  @exclusivity(unchecked) var scopes = ScopeCache()
  /// For a store scoped to state that can go away (optional state, a collection's element): that
  /// state as last seen present, and when; shared with the store's core.
  let presence: Presence<State>?

  init(core: some StoreCore<State, Action>, presence: Presence<State>? = nil) {
    self.core = core
    self.root = core.root
    self.presence = presence
    Logger.shared.log("\(storeTypeName(State.self, Action.self)).init")
  }

  deinit {
    Logger.shared.log("\(storeTypeName(State.self, Action.self)).deinit")
  }

  /// Initializes a store from an initial state and a reducer.
  ///
  /// - Parameters:
  ///   - initialState: The state to start the application in.
  ///   - reducer: The reducer that powers the business logic of the application.
  ///   - prepareDependencies: A closure that can be used to override dependencies that will be
  ///     accessed by the reducer.
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> R.State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    let (initialState, reducer, dependencies) = withDependencies(prepareDependencies ?? { _ in }) {
      @Dependency(\.self) var dependencies
      return (initialState(), reducer(), dependencies)
    }
    self.init(
      core: RootCore(initialState: initialState, reducer: reducer, dependencies: dependencies)
    )
  }

  /// The current state of the store.
  ///
  /// Complexity: O(depth) for a scoped store: one property read per level of scoping.
  public var state: State {
    self.root.registerAccess()
    return self.core.state
  }

  /// Calls the given closure with a snapshot of the current state of the store.
  ///
  /// ```swift
  /// store.withState { $0.count }
  /// store.withState(\.count)
  /// ```
  ///
  /// - Parameter body: A closure that takes the current state of the store as its sole argument.
  /// - Returns: The return value, if any, of the `body` closure.
  public func withState<R>(_ body: (_ state: State) -> R) -> R {
    body(self.state)
  }

  /// Returns the value at the given key path of the state.
  ///
  /// Inlinable so that a read written as `store.count` is specialized where it is written: the
  /// property is then read directly instead of through the key path at run time.
  @inlinable
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    self.state[keyPath: keyPath]
  }

  /// Sends an action to the store.
  ///
  /// The action is reduced immediately, on the main actor; effects it returns start running.
  /// Actions sent while another is being reduced are queued and reduced in order after it.
  ///
  /// Complexity: O(1) beyond the reducer's own work and O(depth) to embed a scoped store's action.
  ///
  /// - Parameter action: An action.
  /// - Returns: A ``StoreTask`` that represents the lifecycle of the effects started from sending
  ///   an action. You can use this value to tie the effect's lifecycle _and_ cancellation to an
  ///   asynchronous context, such as the `task` view modifier.
  @discardableResult
  public func send(_ action: Action) -> StoreTask {
    StoreTask(effects: self.core.send(action))
  }
}

extension Store: Observable {}

/// A convenience type alias for referring to a store of a given reducer's domain.
///
/// Instead of specifying two generics: `let store: Store<Feature.State, Feature.Action>`, you can
/// specify a single generic: `let store: StoreOf<Feature>`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>

extension Store: Hashable {
  /// Stores are equal when they are the same instance.
  public nonisolated static func == (lhs: Store, rhs: Store) -> Bool {
    lhs === rhs
  }

  /// Hashes the store's identity.
  public nonisolated func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
