import ComposableArchitecture
import Testing

// The feature and test from the README, verbatim, so the tour stays true.

@DependencyClient
struct NumberFactClient {
  var fetch: @Sendable (Int) async throws -> String
}

extension NumberFactClient: TestDependencyKey {
  static let testValue = Self()
}

extension DependencyValues {
  var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}

@Reducer
struct ReadmeCounter {
  @ObservableState
  struct State: Equatable {
    var count = 0
    var fact: String?
  }
  enum Action: Equatable {
    case incrementButtonTapped
    case factButtonTapped
    case factResponse(String)
  }
  @Dependency(\.numberFact) var numberFact

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.count += 1
        return .none
      case .factButtonTapped:
        return .run { [count = state.count] send in
          await send(.factResponse(try await self.numberFact.fetch(count)))
        }
      case .factResponse(let fact):
        state.fact = fact
        return .none
      }
    }
  }
}

@MainActor
struct ReadmeTests {
  @Test func counter() async {
    let store = TestStore(initialState: ReadmeCounter.State()) {
      ReadmeCounter()
    } withDependencies: {
      $0.numberFact.fetch = { "\($0) is a good number." }
    }
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    await store.send(.factButtonTapped)
    await store.receive(\.factResponse) { $0.fact = "1 is a good number." }
  }

  @Test func observeTheStore() async {
    let store = Store(initialState: ReadmeCounter.State()) { ReadmeCounter() }
    var printed: [String] = []
    let token = observe { printed.append("count: \(store.count)") }
    store.send(.incrementButtonTapped)
    await Task.megaYield()
    #expect(printed == ["count: 0", "count: 1"])
    token.cancel()
  }
}
