// The `state:`-labelled scoping spellings of 1.x: `store.scope(state: \.child, action: \.child)`,
// `Scope(state: \.child, action: \.child) { Child() }` and `$store.scope(state:action:)`.
//
// The original's `main` prepares 2.0 by spelling them without the label. Each old spelling here
// forwards to its new one and is deprecated, `renamed:` it (so a fix-it rewrites the call), only
// when a package enables the `ComposableArchitecture2Deprecations` trait; otherwise it carries the
// same rename as a deprecation on Apple platforms in version 9999, which never warns. Every old
// spelling has the parameters of its new one, as the rename's fix-it needs to relabel the call.

extension Store {
  /// Scopes the store to one that exposes child state and actions: the 1.x spelling of
  /// ``scope(_:action:)``.
  ///
  /// - Parameters:
  ///   - state: A key path from `State` to `ChildState`.
  ///   - action: A case key path from `Action` to `ChildAction`.
  /// - Returns: A new store with its domain (state and action) transformed.
  #if ComposableArchitecture2Deprecations
    @available(*, deprecated, renamed: "scope(_:action:)")
  #else
    @available(iOS, deprecated: 9999, renamed: "scope(_:action:)")
    @available(macOS, deprecated: 9999, renamed: "scope(_:action:)")
    @available(tvOS, deprecated: 9999, renamed: "scope(_:action:)")
    @available(watchOS, deprecated: 9999, renamed: "scope(_:action:)")
  #endif
  @_disfavoredOverload  // As the new spelling is, for the same reason.
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState>,
    action: CaseKeyPath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    self.scope(state, action: action)
  }

  /// Scopes the store to optional child state: the 1.x spelling of
  /// ``scope(_:action:fileID:filePath:line:column:)-(KeyPath<State,ChildState?>,_,_,_,_,_)``.
  ///
  /// - Parameters:
  ///   - state: A key path from `State` to optional `ChildState`.
  ///   - action: A case key path from `Action` to `ChildAction`.
  ///   - fileID: The call site (see the new spelling).
  ///   - filePath: See `fileID`.
  ///   - line: See `fileID`.
  ///   - column: See `fileID`.
  /// - Returns: The child's store while the child state is present, `nil` otherwise.
  #if ComposableArchitecture2Deprecations
    @available(*, deprecated, renamed: "scope(_:action:fileID:filePath:line:column:)")
  #else
    @available(iOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
    @available(macOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
    @available(tvOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
    @available(watchOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
  #endif
  public func scope<ChildState, ChildAction>(
    state: KeyPath<State, ChildState?>,
    action: CaseKeyPath<Action, ChildAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Store<ChildState, ChildAction>? {
    self.scope(
      state, action: action, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Scopes the store of an identified collection to a collection of stores: the 1.x spelling of
  /// ``scope(_:action:fileID:filePath:line:column:)-(KeyPath<State,IdentifiedArray<ElementID,ElementState>>,_,_,_,_,_)``.
  ///
  /// - Parameters:
  ///   - state: A key path from `State` to an identified array of element state.
  ///   - action: A case key path from `Action` to the elements' identified actions.
  ///   - fileID: The call site (see the new spelling).
  ///   - filePath: See `fileID`.
  ///   - line: See `fileID`.
  ///   - column: See `fileID`.
  /// - Returns: A collection of the elements' stores.
  #if ComposableArchitecture2Deprecations
    @available(*, deprecated, renamed: "scope(_:action:fileID:filePath:line:column:)")
  #else
    @available(iOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
    @available(macOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
    @available(tvOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
    @available(watchOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
  #endif
  public func scope<ElementID: Hashable & Sendable, ElementState, ElementAction>(
    state: KeyPath<State, IdentifiedArray<ElementID, ElementState>>,
    action: CaseKeyPath<Action, IdentifiedAction<ElementID, ElementAction>>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _StoreCollection<ElementID, ElementState, ElementAction> {
    self.scope(
      state, action: action, fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

extension Scope {
  /// Runs the given child reducer against a slice of parent state and actions: the 1.x spelling
  /// of ``init(_:action:_:)``.
  ///
  /// - Parameters:
  ///   - toChildState: A writable key path from parent state to a property containing child state.
  ///   - toChildAction: A case path from parent action to a case containing child actions.
  ///   - child: A reducer that will be invoked with child actions against child state.
  #if ComposableArchitecture2Deprecations
    @available(*, deprecated, renamed: "init(_:action:_:)")
  #else
    @available(iOS, deprecated: 9999, renamed: "init(_:action:_:)")
    @available(macOS, deprecated: 9999, renamed: "init(_:action:_:)")
    @available(tvOS, deprecated: 9999, renamed: "init(_:action:_:)")
    @available(watchOS, deprecated: 9999, renamed: "init(_:action:_:)")
  #endif
  public init<ChildState, ChildAction>(
    state toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(toChildState, action: toChildAction, child)
  }
}

#if !canImport(SwiftUI)
  extension Bindable {
    /// Returns a binding to the store of an optional, presented child feature: the 1.x spelling
    /// of ``scope(_:action:fileID:filePath:line:column:)``.
    ///
    /// - Parameters:
    ///   - state: A key path to optional child state, like `\.child` for `@Presents var child`.
    ///   - action: A case key path to the child's presentation action.
    ///   - fileID: The call site, where a dismissal no reducer handles is reported.
    ///   - filePath: See `fileID`.
    ///   - line: See `fileID`.
    ///   - column: See `fileID`.
    /// - Returns: A binding to an optional store of the child's domain.
    #if ComposableArchitecture2Deprecations
      @available(*, deprecated, renamed: "scope(_:action:fileID:filePath:line:column:)")
    #else
      @available(iOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
      @available(macOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
      @available(tvOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
      @available(
        watchOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)"
      )
    #endif
    @MainActor
    public func scope<State: ObservableState, Action, ChildState, ChildAction>(
      state: KeyPath<State, ChildState?>,
      action: @autoclosure @escaping () -> CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<ChildState, ChildAction>?>
    where Value == Store<State, Action> {
      self.scope(
        state, action: action(), fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }

  extension Binding {
    /// Returns a binding to the store of an optional, presented child feature: the 1.x spelling
    /// of ``scope(_:action:fileID:filePath:line:column:)``.
    ///
    /// - Parameters:
    ///   - state: A key path to optional child state, like `\.child` for `@Presents var child`.
    ///   - action: A case key path to the child's presentation action.
    ///   - fileID: The call site, where a dismissal no reducer handles is reported.
    ///   - filePath: See `fileID`.
    ///   - line: See `fileID`.
    ///   - column: See `fileID`.
    /// - Returns: A binding to an optional store of the child's domain.
    #if ComposableArchitecture2Deprecations
      @available(*, deprecated, renamed: "scope(_:action:fileID:filePath:line:column:)")
    #else
      @available(iOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
      @available(macOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
      @available(tvOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)")
      @available(
        watchOS, deprecated: 9999, renamed: "scope(_:action:fileID:filePath:line:column:)"
      )
    #endif
    @MainActor
    public func scope<State: ObservableState, Action, ChildState, ChildAction>(
      state: KeyPath<State, ChildState?>,
      action: @autoclosure @escaping () -> CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<ChildState, ChildAction>?>
    where Value == Store<State, Action> {
      self.scope(
        state, action: action(), fileID: fileID, filePath: filePath, line: line, column: column)
    }
  }
#endif
