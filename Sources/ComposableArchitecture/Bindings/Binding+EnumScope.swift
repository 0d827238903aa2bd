#if !canImport(SwiftUI)
  extension Bindable {
    /// Returns a binding to the store of a presented destination, from its `@Presents` storage:
    /// `$store.scope(state: \.$destination, action: \.destination)`. Follow it with a case of
    /// the destination (`.sheet`, `.drillDown`) to drive one navigation modifier per case:
    ///
    /// ```swift
    /// .sheet(item: $store.scope(state: \.$destination, action: \.destination).editForm) {
    ///   EditFormView(store: $0)
    /// }
    /// ```
    @MainActor
    public func scope<State: ObservableState, Action, ChildState, ChildAction>(
      state: KeyPath<State, PresentationState<ChildState>>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<ChildState, ChildAction>?>
    where Value == Store<State, Action> {
      self.scope(
        state.appending(path: \.wrappedValue), action: action, fileID: fileID,
        filePath: filePath, line: line, column: column)
    }

    /// The 2.0 spelling of ``scope(state:action:fileID:filePath:line:column:)-presentation``:
    /// `$store.scope(\.$destination, action: \.destination)`.
    @MainActor
    public func scope<State: ObservableState, Action, ChildState, ChildAction>(
      _ state: KeyPath<State, PresentationState<ChildState>>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<ChildState, ChildAction>?>
    where Value == Store<State, Action> {
      self.scope(
        state.appending(path: \.wrappedValue), action: action, fileID: fileID,
        filePath: filePath, line: line, column: column)
    }
  }

  extension Binding {
    /// Returns a binding to the store of a presented destination, from its `@Presents` storage.
    /// See ``Bindable/scope(state:action:fileID:filePath:line:column:)-presentation``.
    @MainActor
    public func scope<State: ObservableState, Action, ChildState, ChildAction>(
      state: KeyPath<State, PresentationState<ChildState>>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<ChildState, ChildAction>?>
    where Value == Store<State, Action> {
      self.scope(
        state.appending(path: \.wrappedValue), action: action, fileID: fileID,
        filePath: filePath, line: line, column: column)
    }

    /// The 2.0 spelling: `$store.scope(\.$destination, action: \.destination)`.
    @MainActor
    public func scope<State: ObservableState, Action, ChildState, ChildAction>(
      _ state: KeyPath<State, PresentationState<ChildState>>,
      action: CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<ChildState, ChildAction>?>
    where Value == Store<State, Action> {
      self.scope(
        state.appending(path: \.wrappedValue), action: action, fileID: fileID,
        filePath: filePath, line: line, column: column)
    }
  }

  /// A store of an enum feature (a `@Reducer enum`), whose cases are stores of its features.
  /// What lets a binding to an optional destination store be followed by one of its cases.
  public protocol _EnumFeatureStore {
    /// The enum of the feature's case stores.
    associatedtype _Cases: CasePathable
    /// The case store the state is in now.
    @MainActor var _cases: _Cases { get }
  }

  extension Store: _EnumFeatureStore
  where
    State: CaseReducerState & ObservableState, State.StateReducer.Action == Action,
    State.StateReducer.CaseScope: CasePathable
  {
    /// The case store the state is in now: ``Store/case``.
    public var _cases: State.StateReducer.CaseScope { self.case }
  }

  /// An optional store of an enum feature: a binding to one is followed by a case of it.
  public protocol _OptionalEnumFeatureStore: ExpressibleByNilLiteral {
    /// The enum of the feature's case stores.
    associatedtype _Cases: CasePathable
    /// The case store, when there is a store.
    @MainActor var _presentCases: _Cases? { get }
    /// Removes the store.
    mutating func _clear()
  }

  extension Optional: _OptionalEnumFeatureStore where Wrapped: _EnumFeatureStore {
    /// The case store, when there is a store.
    @MainActor public var _presentCases: Wrapped._Cases? { self?._cases }
    /// Removes the store.
    public mutating func _clear() { self = nil }
  }

  extension _OptionalEnumFeatureStore {
    /// The store of one case, when the store is in that case; writing `nil` removes the store
    /// (what dismisses a presented destination).
    @MainActor
    public subscript<Case>(
      _case keyPath: KeyPath<_Cases.AllCasePaths, AnyCasePath<_Cases, Case>>
    ) -> Case? {
      get { self._presentCases.flatMap { _Cases.allCasePaths[keyPath: keyPath].extract(from: $0) } }
      set { if newValue == nil { self._clear() } }
    }
  }

  extension Binding where Value: _OptionalEnumFeatureStore {
    /// A binding to the store of one case of a presented enum destination:
    /// `$store.scope(state: \.$destination, action: \.destination).sheet`. Writing `nil`
    /// dismisses the destination.
    @MainActor
    public subscript<Case>(
      dynamicMember keyPath: KeyPath<Value._Cases.AllCasePaths, AnyCasePath<Value._Cases, Case>>
    ) -> Binding<Case?> {
      self[dynamicMember: \.[_case: keyPath]]
    }
  }
#endif
