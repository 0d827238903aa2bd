/// An object that reads a store's state through a transformation, sends it actions, and tells
/// observers when the transformed state changes.
///
/// The pre-1.7 way to observe a store from a view. Here it is driven by Observation, with no
/// Combine: reading ``state`` (or a member of it) inside `withObservationTracking` or
/// ``observe(_:)`` tracks it, and observers are told after an action changes it, unless
/// `removeDuplicates` says the new value is a duplicate.
///
/// ```swift
/// let viewStore = ViewStore(store, observe: { $0 })
/// viewStore.send(.incrementButtonTapped)
/// print(viewStore.count)
/// ```
///
/// Reading state always returns the store's current state, transformed.
@available(
  *, deprecated,
  message: "Use '@ObservableState', and read state from the store, instead."
)
@dynamicMemberLookup
@MainActor
public final class ViewStore<ViewState, ViewAction>: Observable {
  private let currentViewState: @MainActor () -> ViewState
  private let sendViewAction: @MainActor (ViewAction) -> StoreTask
  private let isDuplicate: (ViewState, ViewState) -> Bool
  /// The view state observers were last told about.
  private var published: ViewState
  private let registrar = ObservationRegistrar()

  /// Initializes a view store from a store which observes changes to state.
  ///
  /// - Parameters:
  ///   - store: A store.
  ///   - toViewState: A transformation of the store's state into the view state to observe.
  ///   - isDuplicate: A function to determine when two view states are equal; observers are
  ///     told about a change only when it returns `false`.
  public convenience init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
  ) {
    self.init(store, observe: toViewState, send: { $0 }, removeDuplicates: isDuplicate)
  }

  /// Initializes a view store from a store which observes changes to state, and sends view
  /// actions embedded in the store's actions.
  ///
  /// - Parameters:
  ///   - store: A store.
  ///   - toViewState: A transformation of the store's state into the view state to observe.
  ///   - fromViewAction: A transformation of view actions into the store's actions.
  ///   - isDuplicate: A function to determine when two view states are equal.
  public init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
    removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
  ) {
    self.currentViewState = { toViewState(store.core.state) }
    self.sendViewAction = { store.send(fromViewAction($0)) }
    self.isDuplicate = isDuplicate
    self.published = toViewState(store.core.state)
    // The observation reads the store (so it re-runs after each change to it) and tells this
    // view store's observers about view states that are not duplicates. It ends once this view
    // store is gone: the closure then reads nothing.
    observe { [weak self] in
      guard let self else { return }
      _ = store.state
      self.publish(self.currentViewState())
    }
  }

  private func publish(_ viewState: ViewState) {
    guard !self.isDuplicate(self.published, viewState) else { return }
    self.registrar.withMutation(of: self, keyPath: \.state) {
      self.published = viewState
    }
  }

  /// The current view state.
  public var state: ViewState {
    self.registrar.access(self, keyPath: \.state)
    return self.currentViewState()
  }

  /// Returns the resulting value of a given key path.
  public subscript<Value>(dynamicMember keyPath: KeyPath<ViewState, Value>) -> Value {
    self.state[keyPath: keyPath]
  }

  /// Sends an action to the store.
  ///
  /// - Parameter action: An action.
  /// - Returns: A ``StoreTask`` that represents the lifecycle of the effects started.
  @discardableResult
  public func send(_ action: ViewAction) -> StoreTask {
    self.sendViewAction(action)
  }

  /// Sends an action to the store with a given animation (without SwiftUI, as ``send(_:)``).
  @discardableResult
  public func send(_ action: ViewAction, animation: Animation?) -> StoreTask {
    self.send(action, transaction: Transaction(animation: animation))
  }

  /// Sends an action to the store with a given transaction.
  @discardableResult
  public func send(_ action: ViewAction, transaction: Transaction) -> StoreTask {
    withTransaction(transaction) {
      self.send(action)
    }
  }

  /// Sends an action into the store and then suspends while a piece of state is `true`.
  ///
  /// ```swift
  /// await viewStore.send(.refresh, while: \.isLoading)
  /// ```
  ///
  /// Cancelling the waiting task cancels the action's effects.
  public func send(
    _ action: ViewAction,
    while predicate: @escaping (_ state: ViewState) -> Bool
  ) async {
    let task = self.send(action)
    await withTaskCancellationHandler {
      await self.yield(while: predicate)
    } onCancel: {
      task.cancel()
    }
  }

  /// Sends an action with animation, then suspends while a piece of state is `true`.
  public func send(
    _ action: ViewAction,
    animation: Animation?,
    while predicate: @escaping (_ state: ViewState) -> Bool
  ) async {
    let task = self.send(action, animation: animation)
    await withTaskCancellationHandler {
      await self.yield(while: predicate)
    } onCancel: {
      task.cancel()
    }
  }

  /// Suspends while a predicate on state is `true`, or until the task is cancelled.
  public func yield(while predicate: @escaping (_ state: ViewState) -> Bool) async {
    while !Task.isCancelled, predicate(self.state) {
      await self.nextChange()
    }
  }

  /// Suspends until observers are next told about a change, or the task is cancelled.
  private func nextChange() async {
    let pending = LockIsolated<CheckedContinuation<Void, Never>?>(nil)
    let resume = { @Sendable in
      pending.withValue {
        $0?.resume()
        $0 = nil
      }
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        pending.setValue(continuation)
        withObservationTracking {
          self.registrar.access(self, keyPath: \.state)
        } onChange: {
          resume()
        }
        if Task.isCancelled { resume() }
      }
    } onCancel: {
      resume()
    }
  }
}

/// A convenience type alias for referring to a view store of a given reducer's domain.
@available(
  *, deprecated,
  message: "Use '@ObservableState', and read state from the store, instead."
)
public typealias ViewStoreOf<R: Reducer> = ViewStore<R.State, R.Action>

@available(
  *, deprecated,
  message: "Use '@ObservableState', and read state from the store, instead."
)
extension ViewStore where ViewState: Equatable {
  /// Initializes a view store that observes equatable view state, telling observers only about
  /// changed values.
  public convenience init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (_ state: State) -> ViewState
  ) {
    self.init(store, observe: toViewState, removeDuplicates: { $0 == $1 })
  }

  /// Initializes a view store that observes equatable view state and sends view actions
  /// embedded in the store's actions.
  public convenience init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (_ state: State) -> ViewState,
    send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action
  ) {
    self.init(store, observe: toViewState, send: fromViewAction, removeDuplicates: { $0 == $1 })
  }
}
