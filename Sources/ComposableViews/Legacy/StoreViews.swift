/// Shows content with the store of optional state while the state is not `nil`.
@available(
  *, deprecated,
  message: "Use 'if let childStore = store.scope(state: \\.child, action: \\.child)' instead."
)
public struct IfLetStore<State, Action, Content: View>: View {
  let store: Store<State?, Action>
  let content: @MainActor (Store<State, Action>?) -> Content

  /// Shows `then` with the child store while state is present, `else` otherwise.
  public init<IfContent: View, ElseContent: View>(
    _ store: Store<State?, Action>,
    @ViewBuilder then ifContent: @escaping (_ store: Store<State, Action>) -> IfContent,
    @ViewBuilder else elseContent: @escaping () -> ElseContent
  ) where Content == _ConditionalContent<IfContent, ElseContent> {
    self.store = store
    self.content = { childStore in
      if let childStore {
        return ViewBuilder.buildEither(first: ifContent(childStore))
      } else {
        return ViewBuilder.buildEither(second: elseContent())
      }
    }
  }

  /// Shows `then` with the child store while state is present.
  public init<IfContent: View>(
    _ store: Store<State?, Action>,
    @ViewBuilder then ifContent: @escaping (_ store: Store<State, Action>) -> IfContent
  ) where Content == IfContent? {
    self.store = store
    self.content = { $0.map(ifContent) }
  }

  /// Shows `then` with the child store while state is present, `else` otherwise.
  public init<IfContent: View, ElseContent: View>(
    store: Store<State?, Action>,
    @ViewBuilder then ifContent: @escaping (_ store: Store<State, Action>) -> IfContent,
    @ViewBuilder else elseContent: @escaping () -> ElseContent
  ) where Content == _ConditionalContent<IfContent, ElseContent> {
    self.init(store, then: ifContent, else: elseContent)
  }

  /// The content for the state now.
  public var body: Content {
    self.content(self.store.scope(\.self, action: \.self))
  }
}

/// Shows a view for each element's store of a collection feature.
@available(
  *, deprecated,
  message: "Use 'ForEach(store.scope(state: \\.rows, action: \\.rows))' instead."
)
public struct ForEachStore<ID: Hashable & Sendable, ElementState, ElementAction, Content: View>:
  View
{
  let store: Store<IdentifiedArray<ID, ElementState>, IdentifiedAction<ID, ElementAction>>
  let content: (Store<ElementState, ElementAction>) -> Content

  /// Shows `content` for each element's store.
  public init(
    _ store: Store<IdentifiedArray<ID, ElementState>, IdentifiedAction<ID, ElementAction>>,
    @ViewBuilder content: @escaping (_ store: Store<ElementState, ElementAction>) -> Content
  ) {
    self.store = store
    self.content = content
  }

  /// A `ForEach` over the element stores.
  public var body: some View {
    let collection: _StoreCollection<ID, ElementState, ElementAction> = self.store.scope(
      \.self, action: \.self)
    return ForEach(collection, content: self.content)
  }
}

/// Shows the view of the case an enum state is in, with `CaseLet` views for its cases.
@available(
  *, deprecated,
  message: "Use 'switch store.case { … }' (or 'switch store.state') with scoped stores instead."
)
public struct SwitchStore<State, Action, Content: View>: View {
  let store: Store<State, Action>
  let content: (State) -> Content

  /// Switches over the store's state; each case shows a `CaseLet`.
  public init(
    _ store: Store<State, Action>,
    @ViewBuilder content: @escaping (_ initialState: State) -> Content
  ) {
    self.store = store
    self.content = content
  }

  /// The content for the case the state is in.
  public var body: some View {
    self.content(self.store.state)
      .environment(\.switchStore, SwitchStoreBox(store: self.store))
  }
}

/// The view of one case of a `SwitchStore`, given the store of that case's state.
@available(
  *, deprecated,
  message: "Use 'switch store.case { … }' (or 'switch store.state') with scoped stores instead."
)
public struct CaseLet<EnumState, EnumAction, CaseState, CaseAction, Content: View>: View {
  let toCaseState: (EnumState) -> CaseState?
  let fromCaseAction: (CaseAction) -> EnumAction
  let content: (Store<CaseState, CaseAction>) -> Content
  @Environment(\.switchStore) private var switchStore

  /// The view of a case, by the case's path and action.
  public init(
    _ toCaseState: AnyCasePath<EnumState, CaseState>,
    action fromCaseAction: @escaping (CaseAction) -> EnumAction,
    @ViewBuilder then content: @escaping (_ store: Store<CaseState, CaseAction>) -> Content
  ) {
    self.toCaseState = { toCaseState.extract(from: $0) }
    self.fromCaseAction = fromCaseAction
    self.content = content
  }

  /// The view of a case, by case key paths.
  public init(
    _ toCaseState: CaseKeyPath<EnumState, CaseState>,
    action fromCaseAction: CaseKeyPath<EnumAction, CaseAction>,
    @ViewBuilder then content: @escaping (_ store: Store<CaseState, CaseAction>) -> Content
  ) where EnumState: CasePathable, EnumAction: CasePathable {
    self.toCaseState = { $0[case: toCaseState] }
    self.fromCaseAction = { fromCaseAction($0) }
    self.content = content
  }

  /// The case's view while the state is in that case.
  public var body: some View {
    if let store = self.switchStore?.store as? Store<EnumState, EnumAction>,
      let initial = self.toCaseState(store.state)
    {
      let toCaseState = self.toCaseState
      let caseStore = store.scope(
        state: { toCaseState($0) ?? initial }, action: self.fromCaseAction)
      self.content(caseStore)
    }
  }
}

/// The store of the enclosing `SwitchStore`.
struct SwitchStoreBox: Equatable {
  let store: AnyObject
  static func == (lhs: Self, rhs: Self) -> Bool { lhs.store === rhs.store }
}

extension EnvironmentValues {
  @Entry var switchStore: SwitchStoreBox?
}

/// A navigation stack driven by the store of a stack of features.
@available(
  *, deprecated,
  message: "Use 'NavigationStack(path: $store.scope(state: \\.path, action: \\.path))' instead."
)
public struct NavigationStackStore<State, Action, Root: View, Destination: View>: View {
  let store: Store<StackState<State>, StackAction<State, Action>>
  let root: Root
  let destination: (Store<State, Action>) -> Destination

  /// A stack with a root view whose pushed screens are shown by `destination`.
  public init(
    _ store: Store<StackState<State>, StackAction<State, Action>>,
    @ViewBuilder root: () -> Root,
    @ViewBuilder destination: @escaping (_ store: Store<State, Action>) -> Destination
  ) {
    self.store = store
    self.root = root()
    self.destination = destination
  }

  /// The stack.
  public var body: some View {
    NavigationStack(path: .constant(self.store), root: { self.root }, destination: self.destination)
  }
}
