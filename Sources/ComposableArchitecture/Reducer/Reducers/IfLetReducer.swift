extension Reducer {
  /// Embeds a child reducer in a parent domain that works on an optional property of parent
  /// state.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in
  ///     // Core logic for parent feature
  ///   }
  ///   .ifLet(\.child, action: \.child) {
  ///     Child()
  ///   }
  /// }
  /// ```
  ///
  /// The child reducer runs before the parent, so that the child can handle its actions while its
  /// state is still present. When the parent sets the child state to `nil`, the child's effects
  /// are cancelled. A child action that arrives while the child state is `nil` reports an issue.
  ///
  /// - Parameters:
  ///   - toWrappedState: A writable key path from parent state to a property containing optional
  ///     child state.
  ///   - toWrappedAction: A case path from parent action to a case containing child actions.
  ///   - wrapped: A reducer that will be invoked with child actions against non-optional child
  ///     state.
  /// - Returns: A reducer that combines the child reducer with the parent reducer.
  @inlinable
  public func ifLet<WrappedState, WrappedAction, Wrapped: Reducer<WrappedState, WrappedAction>>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    @ReducerBuilder<WrappedState, WrappedAction> then wrapped: () -> Wrapped,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, Wrapped> {
    _IfLetReducer(
      parent: self,
      child: wrapped(),
      toChildState: toWrappedState,
      toChildAction: AnyCasePath(toWrappedAction),
      location: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }

  /// A special overload of ``Reducer/ifLet(_:action:then:fileID:filePath:line:column:)`` for
  /// optional state with no child reducer (for example, alerts).
  @inlinable
  public func ifLet<WrappedState, WrappedAction>(
    _ toWrappedState: WritableKeyPath<State, WrappedState?>,
    action toWrappedAction: CaseKeyPath<Action, WrappedAction>,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfLetReducer<Self, EmptyReducer<WrappedState, WrappedAction>> {
    self.ifLet(
      toWrappedState,
      action: toWrappedAction,
      then: { EmptyReducer() },
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }
}

/// The reducer built by ``Reducer/ifLet(_:action:then:fileID:filePath:line:column:)``.
public struct _IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let child: ResolvedReducer<Child>
  @usableFromInline let toChildState: ChildStateAccess<Parent.State, Child.State?>
  @usableFromInline let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  @usableFromInline let navigation: NavigationIdentity<Parent.State, Child.State>
  /// Whether child state is an alert or a dialog (or an enum child in such a case).
  @usableFromInline let isEphemeral: (Child.State) -> Bool
  @usableFromInline let location: CallSite

  @usableFromInline
  init(
    parent: Parent,
    child: Child,
    toChildState: WritableKeyPath<Parent.State, Child.State?>,
    toChildAction: AnyCasePath<Parent.Action, Child.Action>,
    location: CallSite
  ) {
    self.parent = parent
    self.child = ResolvedReducer(child)
    self.toChildState = ChildStateAccess(toChildState)
    self.toChildAction = toChildAction
    self.navigation = NavigationIdentity(toChildState)
    self.isEphemeral = ephemeralStateCheck(for: Child.State.self)
    self.location = location
  }

  /// Runs this reducer for one action; see ``Reducer/reduce(into:action:)``.
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let childEffects = self.reduceChild(into: &state, action: action)
    return self.navigation.reduce(
      parent: self.parent, into: &state, action: action, childEffects: childEffects
    ) { state, childBefore in
      // An alert or a dialog (or an enum child in such a case) goes away with any of its
      // actions, unless the parent replaced it: the same check as presentation's.
      guard self.toChildAction.extract(from: action) != nil,
        let child = self.toChildState.get(state), self.isEphemeral(child),
        childBefore == self.navigation.token(in: state)
      else { return }
      self.toChildState.modify(&state) { $0 = nil }
    }
  }

  private func reduceChild(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    guard let childAction = self.toChildAction.extract(from: action) else { return .none }
    let effect = self.toChildState.modify(&state) { childState -> Effect<Child.Action>? in
      guard childState != nil else { return nil }
      return self.child.reduce(into: &childState!, action: childAction)
    }
    guard let effect else {
      self.location.reportIssue(
        """
        An "ifLet" at "\(self.location.fileID):\(self.location.line)" received a child action \
        when child state was "nil".

          Action:
            \(debugCaseOutput(action))

        This is generally considered an application logic error, and can happen for a few \
        reasons:

        A parent reducer set child state to "nil" before this reducer ran. This reducer must \
        run before any other reducer sets child state to "nil". This ensures that child \
        reducers can handle their actions while their state is still available.

        An in-flight effect emitted this action when child state was "nil". While it may be \
        perfectly reasonable to ignore this action, consider canceling the associated effect \
        before child state becomes "nil", especially if it is a long-living effect.

        This action was sent to the store while state was "nil". Make sure that actions for \
        this reducer can only be sent from a store when state is non-"nil". In SwiftUI \
        applications, use "IfLetStore".
        """
      )
      return .none
    }
    return self.navigation.parentEffects(effect, embed: self.toChildAction.embed, in: state)
  }
}
