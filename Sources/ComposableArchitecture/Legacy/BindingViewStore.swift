/// A view of a store's state whose ``BindingState`` fields become ``BindingViewState`` values,
/// handed to the `observe` closure of a ``ViewStore`` whose actions are ``BindableAction``s.
///
/// ```swift
/// struct ViewState: Equatable {
///   @BindingViewState var text: String
/// }
/// let viewStore = ViewStore(store, observe: { ViewState(text: $0.$text) })
/// viewStore.$text.wrappedValue = "Hi"  // sends .binding(.set(\.$text, "Hi"))
/// ```
@available(
  *, deprecated,
  message: "Derive bindings directly from stores using '@ObservableState'."
)
@dynamicMemberLookup
@propertyWrapper
@MainActor
public struct BindingViewStore<State> {
  private let readState: @MainActor () -> State
  private let sendBinding: @MainActor (BindingAction<State>) -> Void

  init(
    readState: @escaping @MainActor () -> State,
    sendBinding: @escaping @MainActor (BindingAction<State>) -> Void
  ) {
    self.readState = readState
    self.sendBinding = sendBinding
  }

  /// Creates a binding view store from another.
  public init(projectedValue: Self) {
    self = projectedValue
  }

  /// The current state.
  public var wrappedValue: State {
    self.readState()
  }

  /// The binding view store itself.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// Returns the value of state at a key path.
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    self.wrappedValue[keyPath: keyPath]
  }

  /// A ``BindingViewState`` for a field wrapped in ``BindingState`` (`$0.$text`): writing it
  /// sends `.binding(.set(\.$text, newValue))`.
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, BindingState<Value>>
  ) -> BindingViewState<Value> {
    let keyPath = sendableBindingKeyPath(keyPath)
    let readState = self.readState
    let sendBinding = self.sendBinding
    return BindingViewState(
      binding: Binding(
        get: { readState()[keyPath: keyPath].wrappedValue },
        set: { sendBinding(.set(keyPath, $0)) }
      )
    )
  }
}

/// A property wrapper for a field of view state derived from a ``BindingState`` field, holding
/// a binding that writes it back to the store.
///
/// ```swift
/// struct ViewState: Equatable {
///   @BindingViewState var text: String
/// }
/// ```
///
/// Two values are equal when they were created with equal values and currently read equal
/// values.
@available(
  *, deprecated,
  message: "Derive bindings directly from stores using '@ObservableState'."
)
@dynamicMemberLookup
@propertyWrapper
public struct BindingViewState<Value> {
  private let binding: Binding<Value>
  private let initialValue: Value

  init(binding: Binding<Value>) {
    self.binding = binding
    self.initialValue = binding.wrappedValue
  }

  /// The current value; writing it writes through the binding.
  public var wrappedValue: Value {
    get { self.binding.wrappedValue }
    nonmutating set { self.binding.wrappedValue = newValue }
  }

  /// The binding to the value.
  public var projectedValue: Binding<Value> {
    self.binding
  }

  /// The binding view state of a member of the value.
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> BindingViewState<Subject> {
    BindingViewState<Subject>(binding: self.binding[dynamicMember: keyPath])
  }
}

@available(*, deprecated)
extension BindingViewState: Equatable where Value: Equatable {
  /// Equal when created with equal values and currently reading equal values.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.initialValue == rhs.initialValue && lhs.wrappedValue == rhs.wrappedValue
  }
}

@available(*, deprecated)
extension BindingViewState: Hashable where Value: Hashable {
  /// Hashes the initial and the current value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.initialValue)
    hasher.combine(self.wrappedValue)
  }
}

@available(*, deprecated)
extension BindingViewState: CustomReflectable {
  /// Reflects the value, so dumps and mirrors do not show the wrapper.
  public var customMirror: Mirror {
    Mirror(reflecting: self.wrappedValue)
  }
}

@available(*, deprecated)
extension BindingViewState: CustomDumpRepresentable {
  /// Dumps the value, so test diffs do not show the wrapper.
  public var customDumpValue: Any {
    self.wrappedValue
  }
}

@available(*, deprecated)
extension BindingViewState: CustomDebugStringConvertible
where Value: CustomDebugStringConvertible {
  /// The value's debug description.
  public var debugDescription: String {
    self.wrappedValue.debugDescription
  }
}

@available(
  *, deprecated,
  message: "Use '@ObservableState', and read state from the store, instead."
)
extension ViewStore {
  /// Initializes a view store whose view state is built from a ``BindingViewStore``, so that
  /// ``BindingState`` fields become ``BindingViewState`` values.
  public convenience init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState,
    send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action,
    removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
  ) where ViewAction: BindableAction, ViewAction.State == State {
    let bindingViewStore = BindingViewStore<State>(
      readState: { store.state },
      sendBinding: { store.send(fromViewAction(.binding($0))) }
    )
    self.init(
      store,
      observe: { (_: State) in toViewState(bindingViewStore) },
      send: fromViewAction,
      removeDuplicates: isDuplicate
    )
  }

  /// Initializes a view store whose view state is built from a ``BindingViewStore``.
  @_disfavoredOverload
  public convenience init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState,
    removeDuplicates isDuplicate: @escaping (_ lhs: ViewState, _ rhs: ViewState) -> Bool
  ) where ViewAction: BindableAction, ViewAction.State == State {
    self.init(store, observe: toViewState, send: { $0 }, removeDuplicates: isDuplicate)
  }
}

@available(
  *, deprecated,
  message: "Use '@ObservableState', and read state from the store, instead."
)
extension ViewStore where ViewState: Equatable {
  /// Initializes a view store of equatable view state built from a ``BindingViewStore``.
  @_disfavoredOverload
  public convenience init<State, Action>(
    _ store: Store<State, Action>,
    observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState,
    send fromViewAction: @escaping (_ viewAction: ViewAction) -> Action
  ) where ViewAction: BindableAction, ViewAction.State == State {
    self.init(store, observe: toViewState, send: fromViewAction, removeDuplicates: { $0 == $1 })
  }

  /// Initializes a view store of equatable view state built from a ``BindingViewStore``.
  @_disfavoredOverload
  public convenience init<State>(
    _ store: Store<State, ViewAction>,
    observe toViewState: @escaping (_ state: BindingViewStore<State>) -> ViewState
  ) where ViewAction: BindableAction, ViewAction.State == State {
    self.init(store, observe: toViewState, removeDuplicates: { $0 == $1 })
  }
}
