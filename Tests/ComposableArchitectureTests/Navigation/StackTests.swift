import ComposableArchitecture
import Testing

@Reducer
private struct Detail {
  @ObservableState
  struct State: Equatable {
    var title: String
    var ticks = 0
  }
  enum Action: Equatable {
    case rename(String)
    case closeTapped
    case startTimer
    case tick
  }
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.continuousClock) var clock
  @Dependency(\.isPresented) var isPresented

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .rename(let title):
        state.title = self.isPresented ? title : "not presented"
        return .none
      case .closeTapped:
        return .run { _ in await self.dismiss() }
      case .startTimer:
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) { await send(.tick) }
        }
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }
}

@Reducer
private struct Root {
  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
  }
  enum Action: Equatable {
    case openTapped(String)
    case path(StackActionOf<Path>)
  }
  @Reducer
  enum Path {
    case detail(Detail)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .openTapped(let title):
        state.path.append(.detail(Detail.State(title: title)))
        return .none
      case .path:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

extension Root.Path.State: Equatable {}
extension Root.Path.Action: Equatable {}

@MainActor
struct StackTests {
  @Test func pushSendAndPopWithDeterministicIDs() async {
    let store = TestStore(initialState: Root.State()) { Root() }
    await store.send(.openTapped("A")) {
      $0.path.append(.detail(Detail.State(title: "A")))
    }
    await store.send(.openTapped("B")) {
      $0.path[id: 1] = .detail(Detail.State(title: "B"))
    }
    #expect(store.state.path.ids == [0, 1])
    await store.send(\.path[id: 0].detail.rename, "A2") {
      $0.path[id: 0, case: \.detail]?.title = "A2"
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path = StackState()
    }
  }

  @Test func pushActionAddsTheElementAfterTheParent() async {
    let store = TestStore(initialState: Root.State()) { Root() }
    await store.send(.path(.push(id: 0, state: .detail(Detail.State(title: "X"))))) {
      $0.path[id: 0] = .detail(Detail.State(title: "X"))
    }
    // Pushing the next id moves the generator past it.
    await store.send(.openTapped("Y")) {
      $0.path[id: 1] = .detail(Detail.State(title: "Y"))
    }
  }

  @Test func pushingAnIdTheTestCannotPredictReportsAnIssue() async {
    let store = TestStore(initialState: Root.State()) { Root() }
    await withKnownIssue {
      await store.send(.path(.push(id: 5, state: .detail(Detail.State(title: "X"))))) {
        $0.path[id: 5] = .detail(Detail.State(title: "X"))
      }
    } matching: {
      $0.description.contains(#"received a "push" action with an unexpected generational ID."#)
        && $0.description.contains("Expected ID:\n    #0")
    }
  }

  @Test func elementDismissesItself() async {
    let store = TestStore(initialState: Root.State()) { Root() }
    await store.send(.openTapped("A")) {
      $0.path.append(.detail(Detail.State(title: "A")))
    }
    await store.send(\.path[id: 0].detail.closeTapped)
    await store.receive(\.path.popFrom) {
      $0.path = StackState()
    }
  }

  @Test func elementOfTheInitialStackDismissesItself() async {
    let store = TestStore(
      initialState: Root.State(path: StackState([.detail(Detail.State(title: "A"))]))
    ) { Root() }
    await store.send(\.path[id: 0].detail.closeTapped)
    await store.receive(\.path.popFrom) {
      $0.path = StackState()
    }
  }

  @Test func poppingCancelsTheElementsEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Root.State()) {
      Root()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.openTapped("A")) {
      $0.path.append(.detail(Detail.State(title: "A")))
    }
    await store.send(\.path[id: 0].detail.startTimer)
    await clock.advance(by: .seconds(1))
    await store.receive(\.path[id: 0].detail.tick) {
      $0.path[id: 0, case: \.detail]?.ticks = 1
    }
    await store.send(.path(.popFrom(id: 0))) {
      $0.path = StackState()
    }
    await clock.advance(by: .seconds(3))
  }

  @Test func actionsForMissingIDsReportIssues() async {
    let store = Store(initialState: Root.State()) { Root() }
    withKnownIssue {
      store.send(.path(.element(id: 42, action: .detail(.tick))))
    } matching: {
      $0.description.contains("missing element")
    }
    withKnownIssue {
      store.send(.path(.popFrom(id: 42)))
    } matching: {
      $0.description.contains(#"received a "popFrom" action for a missing element."#)
    }
  }

  @Test func stackStateCollectionOperations() {
    var stack = withDependencies {
      $0.stackElementID = .incrementing()
    } operation: {
      StackState<Int>([1, 2, 3])
    }
    #expect(Array(stack) == [1, 2, 3])
    #expect(stack.ids == [0, 1, 2])
    #expect(stack[id: 1] == 2)
    stack.pop(to: 0)
    #expect(Array(stack) == [1])
    #expect(stack.popLast() == 1)
    #expect(stack.isEmpty)
  }
}
