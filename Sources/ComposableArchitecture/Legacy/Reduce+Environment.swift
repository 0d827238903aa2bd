extension Reduce {
  /// Embeds an old-style reducer value, with the environment it needs, in a ``Reducer``
  /// conformance.
  ///
  /// Use it while a feature is not migrated yet, to compose it into a migrated parent:
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Scope(\.tabC, action: \.tabC) {
  ///     Reduce(tabCReducer, environment: TabCEnvironment(date: { self.date.now }))
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - reducer: A reducer value of the pre-1.0 style.
  ///   - environment: The environment the reducer runs with.
  @available(
    *, deprecated,
    message:
      "Convert the reducer to a 'Reducer' conformance; see 'Migrating to the reducer protocol'"
  )
  public init<Environment>(
    _ reducer: AnyReducer<State, Action, Environment>,
    environment: Environment
  ) {
    self.init { state, action in
      reducer.run(&state, action, environment)
    }
  }
}
