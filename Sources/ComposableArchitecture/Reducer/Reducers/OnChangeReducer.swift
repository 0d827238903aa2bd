extension Reducer {
  /// Adds a reducer to run when this reducer changes the given value in state.
  ///
  /// Use this operator to trigger additional logic when a value changes, like when a
  /// ``BindingReducer`` makes a deeper change to a struct held in ``BindingState``:
  ///
  /// ```swift
  /// BindingReducer()
  ///   .onChange(of: \.userSettings.isHapticFeedbackEnabled) { oldValue, newValue in
  ///     Reduce { state, action in
  ///       .run { send in
  ///         // Persist new value...
  ///       }
  ///     }
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - toValue: A closure that returns a value from the given state.
  ///   - reducer: A reducer builder closure to run when the value changes, given the old and new
  ///     values.
  /// - Returns: A reducer that performs the logic when the state changes.
  @inlinable
  public func onChange<V: Equatable, Reducer: ComposableArchitecture.Reducer<State, Action>>(
    of toValue: @escaping (State) -> V,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: V, _ newValue: V) -> Reducer
  ) -> _OnChangeReducer<Self, V, Reducer> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: ==, reducer: reducer)
  }

  /// Adds a reducer to run when this reducer changes the given value in state, deciding
  /// "changed" with a custom function.
  @inlinable
  public func onChange<V, Reducer: ComposableArchitecture.Reducer<State, Action>>(
    of toValue: @escaping (State) -> V,
    removeDuplicates isDuplicate: @escaping (V, V) -> Bool,
    @ReducerBuilder<State, Action> _ reducer: @escaping (_ oldValue: V, _ newValue: V) -> Reducer
  ) -> _OnChangeReducer<Self, V, Reducer> {
    _OnChangeReducer(base: self, toValue: toValue, isDuplicate: isDuplicate, reducer: reducer)
  }
}

/// The reducer built by ``Reducer/onChange(of:_:)``.
public struct _OnChangeReducer<Base: Reducer, Value, Body: Reducer<Base.State, Base.Action>>:
  Reducer
{
  @usableFromInline let base: Base
  @usableFromInline let toValue: (Base.State) -> Value
  @usableFromInline let isDuplicate: (Value, Value) -> Bool
  @usableFromInline let reducer: (Value, Value) -> Body

  @usableFromInline
  init(
    base: Base,
    toValue: @escaping (Base.State) -> Value,
    isDuplicate: @escaping (Value, Value) -> Bool,
    reducer: @escaping (Value, Value) -> Body
  ) {
    self.base = base
    self.toValue = toValue
    self.isDuplicate = isDuplicate
    self.reducer = reducer
  }

  /// Runs this reducer for one action; see ``Reducer/reduce(into:action:)``.
  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let oldValue = self.toValue(state)
    let baseEffects = self.base.reduce(into: &state, action: action)
    let newValue = self.toValue(state)
    guard !self.isDuplicate(oldValue, newValue) else { return baseEffects }
    return baseEffects.merge(
      with: self.reducer(oldValue, newValue).reduce(into: &state, action: action)
    )
  }
}
