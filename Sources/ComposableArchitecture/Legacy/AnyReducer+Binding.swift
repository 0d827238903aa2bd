@available(
  *, deprecated,
  message:
    "Use 'BindingReducer()' in a 'Reducer' conformance; see 'Migrating to the reducer protocol'"
)
extension AnyReducer where Action: BindableAction & SendableMetatype, State == Action.State {
  /// Returns a reducer that applies ``BindingAction`` mutations to state before running this
  /// reducer's logic.
  ///
  /// ```swift
  /// let settingsReducer = AnyReducer<SettingsState, SettingsAction, SettingsEnvironment> {
  ///   state, action, environment in
  ///   // …
  /// }
  /// .binding()
  /// ```
  public func binding() -> Self {
    Self { state, action, environment in
      let bindingEffects = BindingReducer<State, Action, Action>().reduce(
        into: &state, action: action
      )
      return bindingEffects.merge(with: self.reducer(&state, action, environment))
    }
  }
}
