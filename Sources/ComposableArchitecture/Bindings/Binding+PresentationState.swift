#if !canImport(SwiftUI)
  extension Bindable {
    /// Returns a binding to the store of a presented child, from its `@Presents` storage:
    /// `$store.scope(state: \.$child, action: \.child)`, as `\.child` with an optional key
    /// path does:
    ///
    /// ```swift
    /// .sheet(item: $store.scope(state: \.$editForm, action: \.editForm)) {
    ///   EditFormView(store: $0)
    /// }
    /// ```
    @MainActor
    public func scope<State: ObservableState, Action, ChildState, ChildAction>(
      state: KeyPath<State, PresentationState<ChildState>>,
      action: @autoclosure @escaping () -> CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<ChildState, ChildAction>?>
    where Value == Store<State, Action> {
      self.scope(
        state.appending(path: \.wrappedValue), action: action(), fileID: fileID,
        filePath: filePath, line: line, column: column)
    }

    /// The 2.0 spelling of ``scope(state:action:fileID:filePath:line:column:)-presentation``:
    /// `$store.scope(\.$destination, action: \.destination)`.
    @MainActor
    public func scope<State: ObservableState, Action, ChildState, ChildAction>(
      _ state: KeyPath<State, PresentationState<ChildState>>,
      action: @autoclosure @escaping () -> CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<ChildState, ChildAction>?>
    where Value == Store<State, Action> {
      self.scope(
        state.appending(path: \.wrappedValue), action: action(), fileID: fileID,
        filePath: filePath, line: line, column: column)
    }
  }

  extension Binding {
    /// Returns a binding to the store of a presented destination, from its `@Presents` storage.
    /// See ``Bindable/scope(state:action:fileID:filePath:line:column:)-presentation``.
    @MainActor
    public func scope<State: ObservableState, Action, ChildState, ChildAction>(
      state: KeyPath<State, PresentationState<ChildState>>,
      action: @autoclosure @escaping () -> CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<ChildState, ChildAction>?>
    where Value == Store<State, Action> {
      self.scope(
        state.appending(path: \.wrappedValue), action: action(), fileID: fileID,
        filePath: filePath, line: line, column: column)
    }

    /// The 2.0 spelling: `$store.scope(\.$destination, action: \.destination)`.
    @MainActor
    public func scope<State: ObservableState, Action, ChildState, ChildAction>(
      _ state: KeyPath<State, PresentationState<ChildState>>,
      action: @autoclosure @escaping () -> CaseKeyPath<Action, PresentationAction<ChildAction>>,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Binding<Store<ChildState, ChildAction>?>
    where Value == Store<State, Action> {
      self.scope(
        state.appending(path: \.wrappedValue), action: action(), fileID: fileID,
        filePath: filePath, line: line, column: column)
    }
  }
#endif
