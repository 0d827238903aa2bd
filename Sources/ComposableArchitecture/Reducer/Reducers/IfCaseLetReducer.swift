extension Reducer {
  /// Embeds a child reducer in a parent domain that works on a case of parent enum state.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { state, action in
  ///     // Core logic for parent feature
  ///   }
  ///   .ifCaseLet(\.loggedIn, action: \.loggedIn) {
  ///     LoggedIn()
  ///   }
  /// }
  /// ```
  ///
  /// The child runs before the parent. A child action received while the state is in another
  /// case reports an issue; when the parent moves the state to another case, the child's effects
  /// are cancelled.
  ///
  /// - Parameters:
  ///   - toCaseState: A case path from parent state to a case containing child state.
  ///   - toCaseAction: A case path from parent action to a case containing child actions.
  ///   - case: A reducer that will be invoked with child actions against child state when it is
  ///     present
  /// - Returns: A reducer that combines the child reducer with the parent reducer.
  @inlinable
  public func ifCaseLet<CaseState, CaseAction, Case: Reducer<CaseState, CaseAction>>(
    _ toCaseState: CaseKeyPath<State, CaseState>,
    action toCaseAction: CaseKeyPath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then case: () -> Case,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> _IfCaseLetReducer<Self, Case> {
    _IfCaseLetReducer(
      parent: self,
      child: `case`(),
      toChildState: AnyCasePath(toCaseState),
      toChildAction: AnyCasePath(toCaseAction),
      identifiedBy: toCaseState,
      location: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    )
  }
}

/// The reducer built by ``Reducer/ifCaseLet(_:action:then:fileID:filePath:line:column:)``.
public struct _IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  @usableFromInline let parent: Parent
  @usableFromInline let child: ResolvedReducer<Child>
  @usableFromInline let toChildState: AnyCasePath<Parent.State, Child.State>
  @usableFromInline let toChildAction: AnyCasePath<Parent.Action, Child.Action>
  @usableFromInline let navigation: NavigationIdentity<Parent.State, Child.State>
  @usableFromInline let location: CallSite

  @usableFromInline
  init(
    parent: Parent,
    child: Child,
    toChildState: AnyCasePath<Parent.State, Child.State>,
    toChildAction: AnyCasePath<Parent.Action, Child.Action>,
    identifiedBy identityPath: AnyKeyPath,
    location: CallSite
  ) {
    self.parent = parent
    self.child = ResolvedReducer(child)
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    // `identityPath` names this operator's children in navigation ids (so their effects can be
    // cancelled when the state leaves the case).
    self.navigation = NavigationIdentity(
      anyKeyPath: identityPath, optionalChild: { toChildState.extract(from: $0) }
    )
    self.location = location
  }

  /// Runs this reducer for one action; see ``Reducer/reduce(into:action:)``.
  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action>
  {
    let childEffects = self.reduceChild(into: &state, action: action)
    return self.navigation.reduce(
      parent: self.parent, into: &state, action: action, childEffects: childEffects
    )
  }

  private func reduceChild(
    into state: inout Parent.State, action: Parent.Action
  ) -> Effect<Parent.Action> {
    guard let childAction = self.toChildAction.extract(from: action) else { return .none }
    guard var childState = self.toChildState.extract(from: state) else {
      self.location.reportIssue(
        """
        An "ifCaseLet" at "\(self.location.fileID):\(self.location.line)" received a child action \
        when child state was set to a different case.

          Action:
            \(String(customDumping: action).indented(by: 4).dropFirst(4))
          State:
            \(String(customDumping: state).indented(by: 4).dropFirst(4))

        This is generally considered an application logic error, and can happen for a few reasons:

        A parent reducer set "\(typeName(Parent.State.self).prefix { $0 != "<" })" to a different case before this \
        reducer ran. This reducer must run before any other reducer sets child state to a \
        different case. This ensures that child reducers can handle their actions while their \
        state is still available.

        \(differentCaseActionAdvice)
        """
      )
      return .none
    }
    let effect = self.child.reduce(into: &childState, action: childAction)
    state = self.toChildState.embed(childState)
    return self.navigation.parentEffects(effect, embed: self.toChildAction.embed, in: state)
  }
}
