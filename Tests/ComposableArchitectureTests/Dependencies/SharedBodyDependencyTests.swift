import ComposableArchitecture
import Testing

private enum GreetingKey: DependencyKey {
  static let liveValue = "default"
  static let testValue = "default"
}

extension DependencyValues {
  fileprivate var greeting: String {
    get { self[GreetingKey.self] }
    set { self[GreetingKey.self] = newValue }
  }
}

/// A child reducer reading a dependency, inside a parent with no stored properties (whose body
/// the library builds once per process and shares between stores).
@Reducer
private struct GreetingChild {
  @ObservableState
  struct State: Equatable { var greeting = "" }
  enum Action { case read }
  @Dependency(\.greeting) var greeting
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.greeting = self.greeting
      return .none
    }
  }
}

@Reducer
private struct GreetingParent {
  @ObservableState
  struct State: Equatable { var child = GreetingChild.State() }
  enum Action { case child(GreetingChild.Action) }
  var body: some ReducerOf<Self> {
    Scope(\.child, action: \.child) { GreetingChild() }
  }
}

/// The same child in another parent with no stored properties, first run by the test below.
@Reducer
private struct ProbeParent {
  @ObservableState
  struct State: Equatable { var child = GreetingChild.State() }
  enum Action { case child(GreetingChild.Action) }
  var body: some ReducerOf<Self> {
    Scope(\.child, action: \.child) { GreetingChild() }
  }
}

private final class Probe: Sendable {}

private enum ProbeKey: DependencyKey {
  static let liveValue = Probe()
  static let testValue = Probe()
}

extension DependencyValues {
  fileprivate var probe: Probe {
    get { self[ProbeKey.self] }
    set { self[ProbeKey.self] = newValue }
  }
}

@MainActor
@Suite(.serialized)
struct SharedBodyDependencyTests {
  @Test func aStoreDoesNotSeeTheDependenciesOfTheStoreThatRanTheFeatureFirst() {
    let first = Store(initialState: GreetingParent.State()) {
      GreetingParent()
    } withDependencies: {
      $0.greeting = "first store's"
    }
    first.send(.child(.read))
    #expect(first.child.greeting == "first store's")

    let second = Store(initialState: GreetingParent.State()) { GreetingParent() }
    second.send(.child(.read))
    #expect(second.child.greeting == "default")
  }

  @Test func theFirstStoreToRunAFeatureDoesNotKeepItsDependenciesAlive() async {
    weak var probe: Probe?
    do {
      let value = Probe()
      probe = value
      let store = Store(initialState: ProbeParent.State()) {
        ProbeParent()
      } withDependencies: {
        $0.probe = value
      }
      store.send(.child(.read))
    }
    #expect(probe == nil)
  }
}
