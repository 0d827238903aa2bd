extension ReducerBuilder {
  /// Erases the built reducer to ``Reduce``, for bodies declared as
  /// `var body: Reduce<State, Action>`, the spelling used before opaque `some` bodies were
  /// available (Swift 5.6).
  ///
  /// ```swift
  /// struct AppReducer: ReducerProtocol {
  ///   var body: Reduce<State, Action> {
  ///     FeatureA()
  ///     FeatureB()
  ///   }
  /// }
  /// ```
  @available(
    *, deprecated,
    message: "Declare the body as 'var body: some ReducerOf<Self>'"
  )
  /// Returns the built reducer.
  @_disfavoredOverload
  public static func buildFinalResult<R: Reducer<State, Action>>(
    _ reducer: R
  ) -> Reduce<State, Action> {
    Reduce(reducer)
  }
}
