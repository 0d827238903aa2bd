@_spi(Internals) import ComposableArchitecture
import IssueReporting

/// Screens pushed on top of a root screen, with the browser's back button popping them.
///
/// The counterpart of SwiftUI's `NavigationStack`, plain or driven by a store's stack:
///
/// ```swift
/// NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
///   SyncUpsListView(store: store.scope(state: \.syncUpsList, action: \.syncUpsList))
/// } destination: { store in
///   switch store.case {
///   case let .detail(store): SyncUpDetailView(store: store)
///   case let .meeting(store): MeetingView(store: store)
///   }
/// }
/// ```
///
/// Every screen stays rendered (keeping its state); those under the top one are hidden. The
/// stack is `<div data-tca-stack data-tca-depth="N">`; each pushed screen has a back button,
/// which pops it through the store (`StackAction.popFrom(id:)`). Under `.navigationRoute(_:)`,
/// the first store-driven stack of the codec's element type also writes its address
/// (`data-tca-route`, see ``RouteCodec``) and goes to the stack of an address it is sent.
public struct NavigationStack<Data, Root: View>: _PrimitiveView {
  let root: Root
  let renderPath: (@MainActor (_Renderer) -> Int)?
  let push: (@MainActor (Any) -> Bool)?
  let route: (@MainActor (any RouteCodec) -> StackRoute?)?

  public func _render(in renderer: _Renderer) {
    let id = renderer.elementID()
    var screens: [RenderedNode] = []
    var depth = 0
    let push = self.push.map { NavigationPushAction(stackID: id, push: $0) }
    let route = renderer.environment.navigationRoute.flatMap { self.route?($0.codec) }
    if let route {
      renderer.on(id) { event in
        guard event.kind == .route else { return .ignored("A stack takes only addresses.") }
        return route.open(event.value ?? "/")
      }
    }
    renderer.withEnvironment({
      $0.navigationPush = push
      // Stacks inside this one keep their screens out of the address.
      if route != nil { $0.navigationRoute = nil }
    }) {
      if let renderPath = self.renderPath {
        screens = renderer.collect { depth = renderPath(renderer) }
      }
      let root = renderer.withPath("root") { renderer.collect { renderer.render(self.root) } }
      var rootScreen = RenderedElement("section", classes: ["tca-screen"], children: root)
      if depth > 0 { rootScreen.attributes.append(("hidden", "")) }
      var attributes: [(name: String, value: String)] = [
        ("id", id), (PageContract.Attribute.stack, ""),
        (PageContract.Attribute.depth, String(depth)),
      ]
      if let route { attributes.append((PageContract.Attribute.route, route.path)) }
      renderer.element(
        "div", attributes: attributes, classes: ["tca-stack"], note: route != nil ? .route : nil
      ) {
        renderer.nodes.append(.element(rootScreen))
        renderer.nodes.append(contentsOf: screens)
      }
    }
  }
}

/// The path of a plain `NavigationStack`.
public struct NavigationPath {
  /// An empty path.
  public init() {}
}

extension NavigationStack where Data == NavigationPath {
  /// A stack with a root screen.
  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
    self.renderPath = nil
    self.push = nil
    self.route = nil
  }
}

extension NavigationStack {
  /// A stack whose pushed screens are the elements of a store's `StackState`, each shown by
  /// `destination` with the element's store.
  public init<State, Action, Destination: View>(
    path: Binding<Store<StackState<State>, StackAction<State, Action>>>,
    @ViewBuilder root: () -> Root,
    @ViewBuilder destination: @escaping (Store<State, Action>) -> Destination
  ) where Data == StackState<State> {
    self.root = root()
    let store = path.wrappedValue
    self.renderPath = { renderer in
      let ids = store.state.ids
      for (index, elementID) in ids.enumerated() {
        guard
          let elementStore = store.scope(
            \.[id: elementID], action: \.[id: elementID])
        else { continue }
        renderer.withPath("s\(elementID.generation)") {
          let screenID = renderer.elementID()
          let pop = { @MainActor in _ = store.send(.popFrom(id: elementID)) }
          renderer.withEnvironment({
            $0.dismiss = DismissAction(presentation: screenID, action: pop)
            $0.isPresented = true
          }) {
            renderPushedScreen(
              id: screenID, overlay: false, hidden: index != ids.count - 1, back: pop,
              in: renderer
            ) {
              renderer.render(destination(elementStore))
            }
          }
        }
      }
      return ids.count
    }
    self.push = { state in
      guard let state = state as? State else { return false }
      store.send(.push(id: newStackElementID(in: store), state: state))
      return true
    }
    self.route = { codec in
      guard let codec = codec as? any RouteCodec<State> else { return nil }
      let path = store._withStoreDependencies { codec.path(for: Array(store.state)) }
      return StackRoute(path: path) { address in go(to: address, with: codec, in: store) }
    }
  }
}

/// A new id for an element pushed on `store`'s stack, from the store's own generator, which its
/// reducers append with too.
@MainActor
private func newStackElementID<State, Action>(
  in store: Store<StackState<State>, StackAction<State, Action>>
) -> StackElementID {
  store._withStoreDependencies {
    @Dependency(\.stackElementID) var stackElementID
    var id = stackElementID.next()
    while store.state.ids.contains(id) { id = stackElementID.next() }
    return id
  }
}

/// Makes `store`'s stack the one `address` names: the screens both stacks start with (the same
/// addresses, bottom up) stay as they are, with their state; the others are popped, and the
/// rest of the address's screens pushed. An address no screen has shows the root.
@MainActor
private func go<State, Action>(
  to address: String, with codec: any RouteCodec<State>,
  in store: Store<StackState<State>, StackAction<State, Action>>
) -> ViewEventResult {
  let decoded = store._withStoreDependencies { codec.stack(for: address) }
  let target = decoded ?? []
  let current = store.withState { $0 }
  let kept = store._withStoreDependencies {
    var kept = 0
    while kept < min(current.count, target.count),
      codec.path(for: Array(current.prefix(kept + 1)))
        == codec.path(for: Array(target.prefix(kept + 1)))
    {
      kept += 1
    }
    return kept
  }
  if kept < current.count { store.send(.popFrom(id: current.ids[kept])) }
  for state in target.dropFirst(kept) {
    store.send(.push(id: newStackElementID(in: store), state: state))
  }
  guard decoded != nil else {
    return .ignored("No screen has the address \(address.prefix(200)); the root is shown.")
  }
  return .handled
}

/// The address of a stack under `.navigationRoute(_:)`, and what goes to another.
struct StackRoute {
  /// The stack's address now.
  let path: String
  /// Makes the stack the one an address names.
  let open: @MainActor (String) -> ViewEventResult
}

/// Pushes state onto a store-driven stack; equal for the same stack, so that views below it are
/// kept when their stack renders again.
struct NavigationPushAction: Equatable {
  let stackID: String
  let push: @MainActor (Any) -> Bool

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.stackID == rhs.stackID }
}

extension EnvironmentValues {
  /// Pushes state onto the enclosing store-driven stack: set by `NavigationStack(path:)`.
  @Entry var navigationPush: NavigationPushAction?
}

/// A row or button that pushes a screen when clicked.
///
/// The counterpart of TCA's `NavigationLink(state:)`, which pushes feature state onto the
/// enclosing `NavigationStack(path:)`, and of SwiftUI's `NavigationLink(destination:)`.
public struct NavigationLink<Label: View, Destination: View>: _PrimitiveView {
  let label: Label
  let state: Any?
  let destination: Destination?
  /// The type of `state` as written at the link (`P` of `init(state:)`), named in the issue a
  /// link outside its stack reports: kept as a type, since naming it costs more than a render.
  let stateType: Any.Type?
  /// Whether the destination is pushed, when the link's creator keeps it (`isActive:`,
  /// `tag:selection:`); the link keeps it itself otherwise.
  var isActive: Binding<Bool>? = nil

  public func _render(in renderer: _Renderer) {
    if let destination = self.destination {
      let isPushed: Binding<Bool>
      if let isActive = self.isActive {
        isPushed = isActive
      } else {
        let local = renderer.localState(default: false)
        isPushed = Binding(get: { local.value }, set: { local.value = $0 })
      }
      let control = renderer.control(.click, whenDisabled: "The link is disabled.") { _ in
        isPushed.wrappedValue = true
        return .handled
      }
      let attributes = control.attributes([("type", "button")])
      renderer.element("button", attributes: attributes, classes: ["tca-nav-link"]) {
        renderer.render(self.label)
      }
      if isPushed.wrappedValue {
        renderer.withPath("d") {
          let screenID = renderer.elementID()
          renderer.withEnvironment({
            $0.dismiss = DismissAction(presentation: screenID) { isPushed.wrappedValue = false }
            $0.isPresented = true
          }) {
            renderPushedScreen(
              id: screenID, overlay: true, back: { isPushed.wrappedValue = false }, in: renderer
            ) { renderer.render(destination) }
          }
        }
      }
      return
    }
    let push = renderer.environment.navigationPush
    let state = self.state
    let stateType = self.stateType
    let control = renderer.control(.click, whenDisabled: "The link is disabled.") { _ in
      guard let state else { return .ignored("The link has no state to push.") }
      guard let push, push.push(state) else {
        let typeName = stateType.map { String(describing: $0) } ?? "nothing"
        reportIssue(
          """
          A "NavigationLink(state:)" pushing \(typeName) was tapped outside a \
          "NavigationStack(path:)" whose path holds that state: nothing was pushed. Put the \
          link inside "NavigationStack(path: $store.scope(state: \\.path, action: \\.path))", \
          and give it state of the stack's element type.
          """
        )
        return .ignored("No navigation stack for this link.")
      }
      return .handled
    }
    let attributes = control.attributes([("type", "button")])
    renderer.element("button", attributes: attributes, classes: ["tca-nav-link"]) {
      renderer.render(self.label)
    }
  }
}

extension NavigationLink where Destination == Never {
  /// A link that pushes feature state onto the enclosing store-driven stack.
  public init<P>(state: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.state = state
    self.destination = nil
    self.stateType = P.self
  }
}

extension NavigationLink where Destination == Never, Label == Text {
  /// A link with a title that pushes feature state onto the enclosing store-driven stack.
  public init<P>(_ titleKey: LocalizedStringKey, state: P?) {
    self.init(state: state) { Text(titleKey) }
  }
}

extension NavigationLink {
  /// A link that pushes a view.
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.state = nil
    self.destination = destination()
    self.stateType = nil
  }

  /// A link that pushes a view.
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.init(destination: { destination }, label: label)
  }
}

extension Bindable {
  /// A binding to the store of a stack of features, for `NavigationStack(path:)`.
  @MainActor
  public func scope<State: ObservableState, Action, ElementState, ElementAction>(
    state: KeyPath<State, StackState<ElementState>>,
    action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
  ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
  where Value == Store<State, Action> {
    let child = self.wrappedValue.scope(state, action: action)
    return Binding(get: { child }, set: { _ in })
  }

  /// A binding to the store of a stack of features, for `NavigationStack(path:)`.
  @MainActor
  public func scope<State: ObservableState, Action, ElementState, ElementAction>(
    _ state: KeyPath<State, StackState<ElementState>>,
    action: CaseKeyPath<Action, StackAction<ElementState, ElementAction>>
  ) -> Binding<Store<StackState<ElementState>, StackAction<ElementState, ElementAction>>>
  where Value == Store<State, Action> {
    self.scope(state: state, action: action)
  }
}
