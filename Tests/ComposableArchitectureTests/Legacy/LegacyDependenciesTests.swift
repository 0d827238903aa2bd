import ComposableArchitecture
import Foundation
import Testing

// Seed 001, "Dependencies": the environment's fields move to '@Dependency' properties of the
// conformance; tests override them with 'prepareDependencies' or 'store.dependencies' instead of
// passing an environment.

/// A domain-specific dependency, registered with the dependency system as the seed shows.
struct LegacyAPIClient: Sendable {
  var fetch: @Sendable (Int) async throws -> String
}

private enum LegacyAPIClientKey: DependencyKey {
  static let liveValue = LegacyAPIClient { "\($0) is a live number" }
  static let testValue = LegacyAPIClient { "\($0) is a test number" }
}

extension DependencyValues {
  var legacyAPIClient: LegacyAPIClient {
    get { self[LegacyAPIClientKey.self] }
    set { self[LegacyAPIClientKey.self] = newValue }
  }
}

/// The state of a feature that fetches a fact about its count.
struct LegacyFactState: Equatable {
  var count = 0
  var fact: String?
  var fetchedAt: Date?
}

/// The actions of a feature that fetches a fact about its count.
@CasePathable
enum LegacyFactAction: Equatable {
  case factButtonTapped
  case factResponse(String, Date)
  case incrementButtonTapped
}

/// The old feature's environment.
struct LegacyFactEnvironment {
  var apiClient: LegacyAPIClient
  var date: @Sendable () -> Date
}

/// The logic of the feature, shared by both spellings, given its dependencies.
@available(*, deprecated)
func legacyFactLogic(
  _ state: inout LegacyFactState,
  _ action: LegacyFactAction,
  apiClient: LegacyAPIClient,
  date: @escaping @Sendable () -> Date
) -> Effect<LegacyFactAction> {
  switch action {
  case .factButtonTapped:
    return .run { [count = state.count] send in
      await send(.factResponse(try await apiClient.fetch(count), date()))
    }
  case .factResponse(let fact, let date):
    state.fact = fact
    state.fetchedAt = date
    return .none
  case .incrementButtonTapped:
    state.count += 1
    return .none
  }
}

/// The feature before migration.
@available(*, deprecated)
let legacyFactReducer = AnyReducer<LegacyFactState, LegacyFactAction, LegacyFactEnvironment> {
  state, action, environment in
  legacyFactLogic(&state, action, apiClient: environment.apiClient, date: environment.date)
}

/// The feature after migration: its dependencies come from '@Dependency'.
@available(*, deprecated)
struct LegacyFact: ReducerProtocol {
  typealias State = LegacyFactState
  typealias Action = LegacyFactAction

  @Dependency(\.legacyAPIClient) var apiClient
  @Dependency(\.date) var date

  @available(*, deprecated)
  func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
    let date = self.date
    return legacyFactLogic(&state, action, apiClient: self.apiClient, date: { date.now })
  }
}

@MainActor
@Suite(.serialized)
struct LegacyDependenciesTests {
  @available(*, deprecated)
  func exercise(_ store: TestStore<LegacyFactState, LegacyFactAction>, fact: String) async {
    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.factButtonTapped)
    await store.receive(.factResponse(fact, legacyEpoch)) {
      $0.fact = fact
      $0.fetchedAt = legacyEpoch
    }
  }

  @available(*, deprecated)
  @Test func environmentAndDependenciesBehaveTheSame() async {
    let apiClient = LegacyAPIClient { "\($0) is a good number" }
    let old = TestStore(
      initialState: LegacyFactState(),
      reducer: legacyFactReducer,
      environment: LegacyFactEnvironment(apiClient: apiClient, date: { legacyEpoch })
    )
    await self.exercise(old, fact: "1 is a good number")

    let new = TestStore(initialState: LegacyFactState(), reducer: LegacyFact()) {
      $0.legacyAPIClient = apiClient
      $0.date.now = legacyEpoch
    }
    await self.exercise(new, fact: "1 is a good number")

    let mutated = TestStore(initialState: LegacyFactState(), reducer: LegacyFact())
    mutated.dependencies.legacyAPIClient = apiClient
    mutated.dependencies.date = .constant(legacyEpoch)
    await self.exercise(mutated, fact: "1 is a good number")

    let trailing = TestStore(initialState: LegacyFactState()) {
      LegacyFact()
    } withDependencies: {
      $0.legacyAPIClient = apiClient
      $0.date.now = legacyEpoch
    }
    await self.exercise(trailing, fact: "1 is a good number")
  }

  @available(*, deprecated)
  @Test func testDependenciesAreTheDefault() async {
    let store = TestStore(initialState: LegacyFactState(), reducer: LegacyFact())
    store.dependencies.date = .constant(legacyEpoch)
    await self.exercise(store, fact: "1 is a test number")
  }

  @available(*, deprecated)
  @Test func bridgedReducerReadsTheStoresDependencies() async {
    let store = TestStore(
      initialState: LegacyFactState(),
      reducer: AnyReducer { (_: Void) in LegacyFact() },
      environment: ()
    )
    store.dependencies.legacyAPIClient = LegacyAPIClient { "\($0) is a bridged number" }
    store.dependencies.date = .constant(legacyEpoch)
    await self.exercise(store, fact: "1 is a bridged number")
  }

  @available(*, deprecated)
  @Test func embeddedReducerReadsTheStoresDependencies() async {
    struct Embedding: ReducerProtocol {
      @Dependency(\.legacyAPIClient) var apiClient
      @Dependency(\.date) var date
      var body: some ReducerProtocol<LegacyFactState, LegacyFactAction> {
        Reduce(
          legacyFactReducer,
          environment: LegacyFactEnvironment(apiClient: self.apiClient, date: { legacyEpoch })
        )
      }
    }
    let store = TestStore(initialState: LegacyFactState()) {
      Embedding()
    } withDependencies: {
      $0.legacyAPIClient = LegacyAPIClient { "\($0) is an embedded number" }
    }
    await self.exercise(store, fact: "1 is an embedded number")
  }
}
