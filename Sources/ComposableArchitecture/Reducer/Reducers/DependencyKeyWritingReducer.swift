extension Reducer {
  /// Sets the dependency value of the specified key path to the given value.
  ///
  /// This overrides the dependency specified by `keyPath` for the execution of the receiving
  /// reducer _and_ all of its effects:
  ///
  /// ```swift
  /// Feature()
  ///   .dependency(\.date, .constant(Date(timeIntervalSince1970: 1_234_567_890)))
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: A key path that indicates the property of the `DependencyValues` structure to
  ///     update.
  ///   - value: The new value to set for the item specified by `keyPath`.
  /// - Returns: A reducer that has the given value set in its dependencies.
  @inlinable
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(base: self) { $0[keyPath: keyPath] = value }
  }

  /// Places a value in the reducer's dependencies, for a dependency whose key is its own type.
  ///
  /// - Parameter value: The value to set for this value's type in the dependencies.
  /// - Returns: A reducer that has the given value set in its dependencies.
  @inlinable
  public func dependency<Value: TestDependencyKey>(
    _ value: Value
  ) -> _DependencyKeyWritingReducer<Self> where Value.Value == Value {
    _DependencyKeyWritingReducer(base: self) { $0[Value.self] = value }
  }

  /// Transform a reducer's dependency value at the specified key path with the given function.
  ///
  /// ```swift
  /// Feature()
  ///   .transformDependency(\.speechClient) { speechClient in
  ///     speechClient.requestAuthorization = { .denied }
  ///   }
  /// ```
  ///
  /// - Parameters:
  ///   - keyPath: A key path that indicates the property of the `DependencyValues` structure to
  ///     transform.
  ///   - transform: A closure that is handed a mutable instance of the value specified by the key
  ///     path.
  @inlinable
  public func transformDependency<V>(
    _ keyPath: WritableKeyPath<DependencyValues, V>,
    transform: @escaping (_ dependency: inout V) -> Void
  ) -> _DependencyKeyWritingReducer<Self> {
    _DependencyKeyWritingReducer(base: self) { transform(&$0[keyPath: keyPath]) }
  }
}

/// The reducer built by ``Reducer/dependency(_:_:)`` and
/// ``Reducer/transformDependency(_:transform:)``.
public struct _DependencyKeyWritingReducer<Base: Reducer>: Reducer {
  @usableFromInline let base: ResolvedReducer<Base>
  @usableFromInline let update: (inout DependencyValues) -> Void

  @usableFromInline
  init(base: Base, update: @escaping (inout DependencyValues) -> Void) {
    self.base = ResolvedReducer(base)
    self.update = update
  }

  /// Runs this reducer for one action; see ``Reducer/reduce(into:action:)``.
  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    withDependencies {
      self.update(&$0)
    } operation: {
      self.base.reduce(into: &state, action: action)
    }
  }

  /// Sets another dependency on top of this one.
  @inlinable
  public func dependency<Value>(
    _ keyPath: WritableKeyPath<DependencyValues, Value>,
    _ value: Value
  ) -> Self {
    let update = self.update
    return Self(base: self.base.base) { values in
      values[keyPath: keyPath] = value
      update(&values)
    }
  }

  /// Transforms another dependency on top of this one.
  ///
  /// The outer transform runs first, so that the inner one (closer to the reducer) wins, as
  /// when the two are nested.
  @inlinable
  public func transformDependency<V>(
    _ keyPath: WritableKeyPath<DependencyValues, V>,
    transform: @escaping (_ dependency: inout V) -> Void
  ) -> Self {
    let update = self.update
    return Self(base: self.base.base) { values in
      transform(&values[keyPath: keyPath])
      update(&values)
    }
  }
}
