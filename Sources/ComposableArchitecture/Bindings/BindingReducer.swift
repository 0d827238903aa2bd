/// A reducer that applies binding actions to state.
///
/// Add it to the body of a feature whose action conforms to ``BindableAction``. Its place in the
/// body decides what the rest of the body sees: reducers after it see state with the binding
/// already applied, reducers before it see state as it was.
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Reduce { state, action in
///     // Runs before the binding is applied.
///   }
///   BindingReducer()
///   Reduce { state, action in
///     // Runs after the binding is applied.
///   }
/// }
/// ```
///
/// To react to one field changing, chain ``Reducer/onChange(of:_:)``:
///
/// ```swift
/// BindingReducer()
///   .onChange(of: \.isHapticsEnabled) { oldValue, newValue in
///     Reduce { state, action in .run { _ in /* persist */ } }
///   }
/// ```
///
/// Writes go through the key path the action carries, so with ``ObservableState()`` state they
/// go through the property's observed setter and observers of that property are notified.
public struct BindingReducer<State, Action, ViewAction: BindableAction>: Reducer
where State == ViewAction.State {
  @usableFromInline
  let toViewAction: (Action) -> ViewAction?

  @usableFromInline
  let toBindingAction: AnyCasePath<ViewAction, BindingAction<State>>

  /// Creates a reducer that applies the binding actions of a feature whose action is bindable.
  @inlinable
  public init() where Action == ViewAction {
    self.init(internal: { $0 })
  }

  /// Creates a reducer that applies the binding actions nested in a case of the feature's action,
  /// as with view actions:
  ///
  /// ```swift
  /// BindingReducer(action: \.view)
  /// ```
  ///
  /// - Parameter toViewAction: A case key path to the bindable action.
  @inlinable
  public init(action toViewAction: CaseKeyPath<Action, ViewAction>) where Action: CasePathable {
    self.init(internal: { $0[case: toViewAction] })
  }

  /// Creates a reducer that applies the binding actions extracted from the feature's action.
  ///
  /// - Parameter toViewAction: A function that extracts the bindable action, if any.
  @inlinable
  public init(action toViewAction: @escaping (_ action: Action) -> ViewAction?) {
    self.init(internal: toViewAction)
  }

  @usableFromInline
  init(internal toViewAction: @escaping (Action) -> ViewAction?) {
    self.toViewAction = toViewAction
    self.toBindingAction = bindingCasePath(ViewAction.self)
  }

  /// Applies the action's binding, if it carries one; never returns an effect.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard
      let viewAction = self.toViewAction(action),
      let bindingAction = self.toBindingAction.extract(from: viewAction)
    else { return .none }
    bindingAction.set(&state)
    return .none
  }
}

/// The case path of a bindable action's `binding` case.
///
/// ``BindableAction`` only promises the embedding function, `binding(_:)`; the case path package
/// derives extraction from it by reflecting on the enum's layout.
@usableFromInline
func bindingCasePath<Action: BindableAction>(
  _: Action.Type
) -> AnyCasePath<Action, BindingAction<Action.State>> {
  // An enum case constructor holds no state, so sharing it across isolation domains is safe.
  unsafeCasePath(UncheckedSendable(Action.binding))
}

/// A case path derived from an embedding function. Kept free of protocol constraints so its
/// closures capture no conformances.
@usableFromInline
func unsafeCasePath<Root, Value>(
  _ embed: UncheckedSendable<(Value) -> Root>
) -> AnyCasePath<Root, Value> {
  AnyCasePath(unsafe: { embed.value($0) })
}
