import ComposableArchitecture
import Testing

/// A dependency of the fixtures: a source of numbers.
private struct NumberClient: TestDependencyKey, Sendable {
  var number: @Sendable () -> Int
  var label = "default"

  static let testValue = NumberClient(number: { 0 }, label: "test")
}

extension DependencyValues {
  fileprivate var numberClient: NumberClient {
    get { self[NumberClient.self] }
    set { self[NumberClient.self] = newValue }
  }
}

/// A feature that reads the number in the reducer and in an effect.
private struct Reader: Reducer {
  struct State: Equatable {
    var fromReducer: Int?
    var fromEffect: Int?
    var label = ""
  }

  @CasePathable
  enum Action: Equatable {
    case read
    case effectRead(Int)
  }

  @Dependency(\.numberClient) var numberClient

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .read:
        state.fromReducer = self.numberClient.number()
        state.label = self.numberClient.label
        return .run { send in
          await send(.effectRead(self.numberClient.number()))
        }
      case .effectRead(let number):
        state.fromEffect = number
        return .none
      }
    }
  }
}

@MainActor
struct DependencyKeyWritingReducerTests {
  @Test func dependencyOverridesTheValueForTheReducerAndItsEffects() async {
    let store = TestStore(initialState: Reader.State()) {
      Reader()
        .dependency(\.numberClient, NumberClient(number: { 42 }, label: "override"))
    }
    await store.send(.read) {
      $0.fromReducer = 42
      $0.label = "override"
    }
    await store.receive(.effectRead(42)) {
      $0.fromEffect = 42
    }
  }

  @Test func dependencyByTypeOverridesAKeyThatIsItsOwnValue() async {
    let store = TestStore(initialState: Reader.State()) {
      Reader()
        .dependency(NumberClient(number: { 7 }, label: "by type"))
    }
    await store.send(.read) {
      $0.fromReducer = 7
      $0.label = "by type"
    }
    await store.receive(.effectRead(7)) {
      $0.fromEffect = 7
    }
  }

  @Test func dependencyWinsOverTheStoresDependencies() async {
    let store = TestStore(initialState: Reader.State()) {
      Reader()
        .dependency(\.numberClient.number, { 1 })
    } withDependencies: {
      $0.numberClient = NumberClient(number: { 2 }, label: "store")
    }
    await store.send(.read) {
      $0.fromReducer = 1
      $0.label = "store"
    }
    await store.receive(.effectRead(1)) {
      $0.fromEffect = 1
    }
  }

  @Test func theInnermostOverrideWins() {
    let store = Store(initialState: Reader.State()) {
      Reader()
        .dependency(\.numberClient.number, { 1 })
        .dependency(\.numberClient.number, { 2 })
    }
    store.send(.read)
    #expect(store.fromReducer == 1)
  }

  @Test func transformDependencyModifiesTheInheritedValue() async {
    let store = TestStore(initialState: Reader.State()) {
      Reader()
        .transformDependency(\.numberClient) { client in
          let base = client.number
          client.number = { base() + 100 }
          client.label += " transformed"
        }
    } withDependencies: {
      $0.numberClient = NumberClient(number: { 5 }, label: "store")
    }
    await store.send(.read) {
      $0.fromReducer = 105
      $0.label = "store transformed"
    }
    await store.receive(.effectRead(105)) {
      $0.fromEffect = 105
    }
  }

  @Test func chainedTransformsFuseIntoOneReducerAndRunOutermostFirst() {
    // One reducer type however many transforms are chained, as with 'dependency'.
    let reducer: _DependencyKeyWritingReducer<Reader> =
      Reader()
      .transformDependency(\.numberClient) { $0.label += " inner" }
      .dependency(\.numberClient.number, { 7 })
      .transformDependency(\.numberClient) { $0.label += " outer" }
    let store = Store(initialState: Reader.State()) {
      reducer
    } withDependencies: {
      $0.numberClient = NumberClient(number: { 5 }, label: "store")
    }
    store.send(.read)
    #expect(store.label == "store outer inner")
    #expect(store.fromReducer == 7)
  }

  @Test func overridesApplyOnlyToTheModifiedReducer() {
    let store = Store(initialState: Reader.State()) {
      Reader()
        .dependency(\.numberClient.number, { 1 })
      Reduce<Reader.State, Reader.Action> { state, action in
        if case .read = action {
          @Dependency(\.numberClient) var numberClient
          state.label = numberClient.label + " \(numberClient.number())"
        }
        return .none
      }
    } withDependencies: {
      $0.numberClient = NumberClient(number: { 9 }, label: "store")
    }
    store.send(.read)
    #expect(store.fromReducer == 1)
    #expect(store.label == "store 9")
  }
}
