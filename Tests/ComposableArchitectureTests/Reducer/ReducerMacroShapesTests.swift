import ComposableArchitecture
import Testing

// `@Reducer` shapes the original library accepts, compiled in Swift 6 language mode (the
// `ComposableArchitectureSwift5Tests` target covers the same shapes in Swift 5 mode).

@Reducer
private struct CountsUp {
  var body: some Reducer<Int, Void> {
    Reduce { state, _ in
      state += 1
      return .none
    }
  }
}

@Reducer
private struct Blank {}

@Reducer
private struct Halver {
  struct State: Equatable { var value = 8 }
  enum Action { case halve }
  let body = Reduce<State, Action> { state, _ in
    state.value /= 2
    return .none
  }
}

@Reducer
private enum Screen {
  case halver(Halver)
  case summary(total: Int, label: String)
  @ReducerCaseIgnored
  case archived(Halver.State)

  static var body: some ReducerOf<Self> {
    Scope(state: \.halver, action: \.halver) {
      Halver()
    }
    Reduce { state, _ in
      if case let .halver(halver) = state, halver.value == 1 {
        state = .summary(total: 1, label: "done")
      }
      return .none
    }
  }
}

extension Screen.State: Equatable {}

@MainActor
struct ReducerMacroShapesTests {
  @Test func domainComesFromBody() async {
    let store = TestStore(initialState: 41) { CountsUp() }
    await store.send(()) { $0 = 42 }
  }

  @Test func emptyReducerGetsStateActionAndBody() {
    let store = Store(initialState: Blank.State()) { Blank() }
    #expect(store.withState { $0 } == Blank.State())
  }

  @Test func storedBody() async {
    let store = TestStore(initialState: Halver.State()) { Halver() }
    await store.send(.halve) { $0.value = 4 }
  }

  @Test func enumWithItsOwnBodyAndPlainDataCases() async {
    let store = TestStore(initialState: Screen.State.halver(Halver.State(value: 2))) {
      Screen.body
    }
    await store.send(.halver(.halve)) {
      $0 = .summary(total: 1, label: "done")
    }
    guard
      case let .summary(total, label) = Store(initialState: store.state, reducer: { Screen.body })
        .case
    else {
      Issue.record("Expected the summary case")
      return
    }
    #expect(total == 1)
    #expect(label == "done")
  }
}
