import ComposableArchitecture
import Foundation
import Testing

// Seed 001, "Leaf node features": the same feature as an environment reducer and as a
// 'ReducerProtocol' conformance, driven by the same actions.

/// The environment of the old-style leaf feature.
struct LegacyFeatureEnvironment {
  var date: () -> Date
}

/// The leaf feature after migration: state and action nested, environment fields inlined.
@available(*, deprecated)
struct LegacyFeature: ReducerProtocol {
  struct State: Equatable, Identifiable {
    var id = 0
    var count = 0
    var lastTapped: Date?
  }

  @CasePathable
  enum Action: Equatable {
    case closeButtonTapped
    case decrementButtonTapped
    case delayedIncrementButtonTapped
    case delayedIncrementResponse
    case incrementButtonTapped
  }

  let date: () -> Date

  @available(*, deprecated)
  func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
    legacyFeatureLogic(&state, action, self.date)
  }
}

/// The leaf feature before migration: a global reducer value over the same domain.
@available(*, deprecated)
let legacyFeatureReducer = AnyReducer<
  LegacyFeature.State,
  LegacyFeature.Action,
  LegacyFeatureEnvironment
> { state, action, environment in
  legacyFeatureLogic(&state, action, environment.date)
}

/// The leaf feature's logic, shared verbatim by both spellings.
@available(*, deprecated)
func legacyFeatureLogic(
  _ state: inout LegacyFeature.State,
  _ action: LegacyFeature.Action,
  _ date: () -> Date
) -> Effect<LegacyFeature.Action> {
  switch action {
  case .closeButtonTapped:
    state.count = 0
    return .none
  case .decrementButtonTapped:
    state.count -= 1
    return .none
  case .delayedIncrementButtonTapped:
    return .run { send in await send(.delayedIncrementResponse) }
  case .delayedIncrementResponse:
    state.count += 1
    return .none
  case .incrementButtonTapped:
    state.count += 1
    state.lastTapped = date()
    return .none
  }
}

/// A fixed date, so that both spellings record the same time.
let legacyEpoch = Date(timeIntervalSince1970: 1_234_567_890)

@MainActor
@Suite(.serialized)
struct LegacyLeafFeatureTests {
  /// One exhaustive script, run against every spelling of the feature.
  @available(*, deprecated)
  func exercise(_ store: TestStore<LegacyFeature.State, LegacyFeature.Action>) async {
    await store.send(.incrementButtonTapped) {
      $0.count = 1
      $0.lastTapped = legacyEpoch
    }
    await store.send(.decrementButtonTapped) {
      $0.count = 0
    }
    await store.send(.delayedIncrementButtonTapped)
    await store.receive(.delayedIncrementResponse) {
      $0.count = 1
    }
    await store.send(.delayedIncrementButtonTapped)
    await store.receive(\.delayedIncrementResponse) {
      $0.count = 2
    }
  }

  @available(*, deprecated)
  @Test func environmentReducerInTestStoreWithEnvironment() async {
    let store = TestStore(
      initialState: LegacyFeature.State(),
      reducer: legacyFeatureReducer,
      environment: LegacyFeatureEnvironment(date: { legacyEpoch })
    )
    await self.exercise(store)
  }

  @available(*, deprecated)
  @Test func protocolReducerInValueFormTestStore() async {
    let store = TestStore(
      initialState: LegacyFeature.State(),
      reducer: LegacyFeature(date: { legacyEpoch })
    )
    await self.exercise(store)
  }

  @available(*, deprecated)
  @Test func protocolReducerInTrailingClosureTestStore() async {
    let store = TestStore(initialState: LegacyFeature.State()) {
      LegacyFeature(date: { legacyEpoch })
    }
    await self.exercise(store)
  }

  @available(*, deprecated)
  @Test func bridgedProtocolReducerInTestStoreWithEnvironment() async {
    let store = TestStore(
      initialState: LegacyFeature.State(),
      reducer: AnyReducer { environment in
        LegacyFeature(date: environment.date)
      },
      environment: LegacyFeatureEnvironment(date: { legacyEpoch })
    )
    await self.exercise(store)
  }

  @available(*, deprecated)
  @Test func environmentReducerEmbeddedWithReduce() async {
    let store = TestStore(initialState: LegacyFeature.State()) {
      Reduce(legacyFeatureReducer, environment: LegacyFeatureEnvironment(date: { legacyEpoch }))
    }
    await self.exercise(store)
  }

  @available(*, deprecated)
  @Test func runAndCallAsFunctionMatchTheProtocolReducer() {
    let environment = LegacyFeatureEnvironment(date: { legacyEpoch })
    let feature = LegacyFeature(date: { legacyEpoch })
    let actions: [LegacyFeature.Action] = [
      .incrementButtonTapped, .incrementButtonTapped, .decrementButtonTapped, .closeButtonTapped,
      .incrementButtonTapped,
    ]
    var old = LegacyFeature.State()
    var called = LegacyFeature.State()
    var new = LegacyFeature.State()
    for action in actions {
      _ = legacyFeatureReducer.run(&old, action, environment)
      _ = legacyFeatureReducer(&called, action, environment)
      _ = feature.reduce(into: &new, action: action)
      #expect(old == new)
      #expect(called == new)
    }
    #expect(new == LegacyFeature.State(count: 1, lastTapped: legacyEpoch))
  }

  @available(*, deprecated)
  @Test func emptyAndCombined() {
    let environment = LegacyFeatureEnvironment(date: { legacyEpoch })
    var state = LegacyFeature.State()
    _ = AnyReducer<LegacyFeature.State, LegacyFeature.Action, LegacyFeatureEnvironment>.empty
      .run(&state, .incrementButtonTapped, environment)
    #expect(state == LegacyFeature.State())

    let twice = legacyFeatureReducer.combined(with: legacyFeatureReducer)
    _ = twice.run(&state, .incrementButtonTapped, environment)
    #expect(state.count == 2)

    let thrice = AnyReducer.combine([legacyFeatureReducer, .empty, twice])
    _ = thrice.run(&state, .incrementButtonTapped, environment)
    #expect(state.count == 5)
  }
}
