extension Store {
  /// Initializes a store from an initial state and a reducer value.
  ///
  /// The pre-1.0 spelling of ``init(initialState:reducer:withDependencies:)``:
  ///
  /// ```swift
  /// Store(initialState: Feature.State(), reducer: Feature())
  /// ```
  ///
  /// - Parameters:
  ///   - initialState: The state to start the application in.
  ///   - reducer: The reducer that powers the business logic of the application.
  ///   - prepareDependencies: A closure that can be used to override dependencies that will be
  ///     accessed by the reducer.
  @available(
    *, deprecated,
    message: "Pass the reducer in a trailing closure: 'Store(initialState:) { Feature() }'"
  )
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    reducer: R,
    prepareDependencies: ((inout DependencyValues) -> Void)? = nil
  ) {
    self.init(
      initialState: initialState(),
      reducer: { reducer },
      withDependencies: prepareDependencies
    )
  }

  /// Initializes a store from an initial state, an old-style reducer value and its environment.
  ///
  /// ```swift
  /// Store(
  ///   initialState: AppState(),
  ///   reducer: appReducer,
  ///   environment: AppEnvironment(date: Date.init)
  /// )
  /// ```
  ///
  /// - Parameters:
  ///   - initialState: The state to start the application in.
  ///   - reducer: The reducer that powers the business logic of the application.
  ///   - environment: The environment of dependencies the reducer runs with.
  @available(
    *, deprecated,
    message:
      "Convert the reducer to a 'Reducer' conformance and use 'Store(initialState:) { Feature() }'"
  )
  public convenience init<Environment>(
    initialState: @autoclosure () -> State,
    reducer: AnyReducer<State, Action, Environment>,
    environment: Environment
  ) {
    self.init(initialState: initialState()) {
      Reduce(reducer, environment: environment)
    }
  }
}
