extension TestStore where State: Equatable {
  /// Creates a test store from an initial state and a reducer value.
  ///
  /// The pre-1.0 spelling of ``init(initialState:reducer:withDependencies:fileID:file:line:column:)``:
  ///
  /// ```swift
  /// let store = TestStore(initialState: Feature.State(), reducer: Feature())
  /// store.dependencies.continuousClock = clock
  /// ```
  ///
  /// - Parameters:
  ///   - initialState: The state the feature starts in.
  ///   - reducer: The reducer that powers the runtime of the test store.
  ///   - prepareDependencies: A closure that can be used to override dependencies that will be
  ///     accessed during the test.
  @available(
    *, deprecated,
    message: "Pass the reducer in a trailing closure: 'TestStore(initialState:) { Feature() }'"
  )
  public convenience init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    reducer: R,
    prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      initialState: initialState(),
      reducer: { reducer },
      withDependencies: prepareDependencies,
      fileID: fileID,
      file: filePath,
      line: line,
      column: column
    )
  }

  /// Creates a test store from an initial state, an old-style reducer value and its environment.
  ///
  /// ```swift
  /// let store = TestStore(
  ///   initialState: FeatureState(),
  ///   reducer: featureReducer,
  ///   environment: FeatureEnvironment(date: { Date(timeIntervalSince1970: 0) })
  /// )
  /// ```
  ///
  /// - Parameters:
  ///   - initialState: The state the feature starts in.
  ///   - reducer: The reducer that powers the runtime of the test store.
  ///   - environment: The environment of dependencies the reducer runs with.
  @available(
    *, deprecated,
    message:
      "Convert the reducer to a 'Reducer' conformance and use 'TestStore(initialState:) { … }'"
  )
  public convenience init<Environment>(
    initialState: @autoclosure () -> State,
    reducer: AnyReducer<State, Action, Environment>,
    environment: Environment,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      initialState: initialState(),
      reducer: { Reduce(reducer, environment: environment) },
      fileID: fileID,
      file: filePath,
      line: line,
      column: column
    )
  }
}
