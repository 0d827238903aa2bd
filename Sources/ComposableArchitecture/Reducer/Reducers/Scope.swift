/// Embeds a child reducer in a parent domain.
///
/// ``Scope`` allows you to transform a parent domain into a child domain, and then run a child
/// reduce on that subset domain. This is an important tool for breaking down large features into
/// smaller units and then piecing them together:
///
/// ```swift
/// var body: some ReducerOf<Self> {
///   Scope(\.profile, action: \.profile) {
///     Profile()
///   }
///   Reduce { state, action in
///     // Parent logic runs after the child
///   }
/// }
/// ```
///
/// State can also be one case of an enum, with a case key path:
///
/// ```swift
/// Scope(state: \.loggedIn, action: \.loggedIn) { LoggedIn() }
/// ```
///
/// A child action received while enum state is in another case reports an issue naming this
/// ``Scope``; the action is ignored.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
  @usableFromInline
  enum StatePath {
    case keyPath(ChildStateAccess<ParentState, Child.State>)
    case casePath(AnyCasePath<ParentState, Child.State>, location: CallSite)
  }

  @usableFromInline let toChildState: StatePath
  @usableFromInline let toChildAction: AnyCasePath<ParentAction, Child.Action>
  @usableFromInline let child: ResolvedReducer<Child>

  /// The implementation of every public initializer, with the child's state and actions reached
  /// through `toChildState` and `toChildAction`.
  init(
    toChildState: StatePath,
    toChildAction: AnyCasePath<ParentAction, Child.Action>,
    child: Child
  ) {
    self.toChildState = toChildState
    self.toChildAction = toChildAction
    self.child = ResolvedReducer(child)
  }

  /// Initializes a reducer that runs the given child reducer against a slice of parent state and
  /// actions.
  ///
  /// - Parameters:
  ///   - toChildState: A writable key path from parent state to a property containing child state.
  ///   - toChildAction: A case path from parent action to a case containing child actions.
  ///   - child: A reducer that will be invoked with child actions against child state.
  public init<ChildState, ChildAction>(
    _ toChildState: WritableKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> _ child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      toChildState: .keyPath(ChildStateAccess(toChildState)),
      toChildAction: AnyCasePath(toChildAction),
      child: child()
    )
  }

  /// Initializes a reducer that runs the given child reducer against a case of parent enum state
  /// and actions.
  ///
  /// - Parameters:
  ///   - toChildState: A case path from parent state to a case containing child state.
  ///   - toChildAction: A case path from parent action to a case containing child actions.
  ///   - child: A reducer that will be invoked with child actions against child state.
  public init<ChildState, ChildAction>(
    state toChildState: CaseKeyPath<ParentState, ChildState>,
    action toChildAction: CaseKeyPath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.init(
      toChildState: .casePath(
        AnyCasePath(toChildState),
        location: CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
      ),
      toChildAction: AnyCasePath(toChildAction),
      child: child()
    )
  }

  /// Runs this reducer for one action; see ``Reducer/reduce(into:action:)``.
  @inlinable
  public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
    guard let childAction = self.toChildAction.extract(from: action) else { return .none }
    switch self.toChildState {
    case .keyPath(let access):
      let effect = access.modify(&state) { childState in
        self.child.reduce(into: &childState, action: childAction)
      }
      return effect.map(self.toChildAction.embed)

    case .casePath(let casePath, let location):
      guard var childState = casePath.extract(from: state) else {
        location.reportIssue(
          """
          A "Scope" at "\(location.fileID):\(location.line)" received a child action when child state was set to \
          a different case.

            Action:
              \(debugCaseOutput(action))
            State:
              \(debugCaseOutput(state))

          This is generally considered an application logic error, and can happen for a few \
          reasons:

          A parent reducer set "\(typeName(ParentState.self))" to a different case before the \
          scoped reducer ran. Child reducers must run before any parent reducer sets child state \
          to a different case. This ensures that child reducers can handle their actions while \
          their state is still available. Consider using "Reducer.ifCaseLet" to embed this child \
          reducer in the parent reducer that change its state to ensure the child reducer runs \
          first.

          \(differentCaseActionAdvice)
          """
        )
        return .none
      }
      let effect = self.child.reduce(into: &childState, action: childAction)
      state = casePath.embed(childState)
      return effect.map(self.toChildAction.embed)
    }
  }
}

/// How a child action can arrive while state is in another case, and what to do about it: the
/// end of the warnings of ``Scope`` and of `ifCaseLet`.
@usableFromInline
let differentCaseActionAdvice = """
  An in-flight effect emitted this action when child state was unavailable. While it may \
  be perfectly reasonable to ignore this action, consider canceling the associated effect \
  before child state changes to another case, especially if it is a long-living effect.

  This action was sent to the store while state was another case. Make sure that actions \
  for this reducer can only be sent from a store when state is set to the appropriate \
  case. In SwiftUI applications, use "SwitchStore".
  """
