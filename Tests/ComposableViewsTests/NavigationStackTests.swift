import ComposableViews
import Testing

@Reducer
struct Pusher {
  @Reducer
  enum Path {
    case page(SeedCounter)
  }
  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
  }
  enum Action {
    case path(StackActionOf<Path>)
    case appendButtonTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .appendButtonTapped:
        state.path.append(.page(SeedCounter.State(count: 99)))
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

extension Pusher.Path.State: Equatable {}

struct PusherView: View {
  @Bindable var store: StoreOf<Pusher>
  var body: some View {
    NavigationStack(path: $store.scope(\.path, action: \.path)) {
      NavigationLink(state: Pusher.Path.State.page(SeedCounter.State())) { Text("Push") }
    } destination: { store in
      switch store.case {
      case .page(let store):
        SeedCounterView(store: store)
      }
    }
  }
}

@MainActor
@Suite struct NavigationStackTests {
  /// A link pushes with the id generator of the store, which its reducers append with too: a
  /// generator of the view's own would hand out an id the stack already has, and the reducer's
  /// append would replace the pushed screen.
  @Test func aLinkAndTheReducerPushWithOneGenerator() throws {
    let store = Store(initialState: Pusher.State()) {
      Pusher()
    } withDependencies: {
      $0.stackElementID = .incrementing()
    }
    let screen = ScreenTest(PusherView(store: store))
    try screen.tap("Push")
    store.send(.appendButtonTapped)
    #expect(store.path.count == 2)
    #expect(store.path.ids.count == Set(store.path.ids).count)
    #expect(screen.contains("99"))
    try screen.back()
    #expect(store.path.count == 1)
    #expect(screen.contains("0"))
  }
}
