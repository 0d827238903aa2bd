import ComposableArchitecture
import Foundation
import Testing

// Seed 001, "Leaf node features" (the parent half) and "Composition of features": a parent that
// composes the leaf feature, as an environment reducer built with 'combine' and 'pullback', and
// as a 'ReducerProtocol' conformance built with 'Scope'.

/// The parent's state, already referring to the migrated child's types.
@available(*, deprecated)
struct LegacyParentState: Equatable {
  var feature = LegacyFeature.State()
  var other = LegacyFeature.State()
  var log: [String] = []
}

/// The parent's actions, already referring to the migrated child's types.
@available(*, deprecated)
@CasePathable
enum LegacyParentAction: Equatable {
  case feature(LegacyFeature.Action)
  case other(LegacyFeature.Action)
  case resetButtonTapped
}

/// The parent's environment.
struct LegacyParentEnvironment {
  var date: () -> Date
}

/// The parent's own logic, shared by every spelling.
@available(*, deprecated)
func legacyParentLogic(
  _ state: inout LegacyParentState,
  _ action: LegacyParentAction
) -> Effect<LegacyParentAction> {
  switch action {
  case .feature(let action):
    state.log.append("feature \(action) → \(state.feature.count)")
    return .none
  case .other:
    return .none
  case .resetButtonTapped:
    state.feature.count = 0
    state.other.count = 0
    return .send(.feature(.delayedIncrementButtonTapped))
  }
}

/// The parent before the child migrated: old child reducer pulled back with a case path.
@available(*, deprecated)
let legacyParentReducerBeforeMigration = AnyReducer<
  LegacyParentState,
  LegacyParentAction,
  LegacyParentEnvironment
>.combine(
  legacyFeatureReducer
    .pullback(
      state: \.feature,
      action: /LegacyParentAction.feature,
      environment: {
        LegacyFeatureEnvironment(date: $0.date)
      }
    ),
  legacyFeatureReducer
    .pullback(
      state: \.other,
      action: \.other,
      environment: { LegacyFeatureEnvironment(date: $0.date) }
    ),
  AnyReducer { state, action, environment in
    legacyParentLogic(&state, action)
  }
)

/// The parent after the child migrated: the protocol reducer bridged with 'AnyReducer'.
@available(*, deprecated)
let legacyParentReducer = AnyReducer<
  LegacyParentState,
  LegacyParentAction,
  LegacyParentEnvironment
>.combine(
  AnyReducer { environment in
    LegacyFeature(date: environment.date)
  }
  .pullback(
    state: \.feature,
    action: /LegacyParentAction.feature,
    environment: { $0 }
  ),
  AnyReducer { environment in
    LegacyFeature(date: environment.date)
  }
  .pullback(state: \.other, action: \.other, environment: { $0 }),
  AnyReducer { state, action, environment in
    legacyParentLogic(&state, action)
  }
)

/// The parent after it migrated too.
@available(*, deprecated)
struct LegacyParent: ReducerProtocol {
  typealias State = LegacyParentState
  typealias Action = LegacyParentAction

  let date: () -> Date

  var body: some ReducerProtocol<State, Action> {
    Scope(state: \.feature, action: /Action.feature) {
      LegacyFeature(date: self.date)
    }
    Scope(state: \.other, action: \.other) {
      LegacyFeature(date: self.date)
    }
    Reduce { state, action in
      legacyParentLogic(&state, action)
    }
  }
}

@MainActor
@Suite(.serialized)
struct LegacyCompositionTests {
  /// One exhaustive script, run against every spelling of the parent.
  @available(*, deprecated)
  func exercise(_ store: TestStore<LegacyParentState, LegacyParentAction>) async {
    await store.send(.feature(.incrementButtonTapped)) {
      $0.feature.count = 1
      $0.feature.lastTapped = legacyEpoch
      $0.log = ["feature incrementButtonTapped → 1"]
    }
    await store.send(.other(.incrementButtonTapped)) {
      $0.other.count = 1
      $0.other.lastTapped = legacyEpoch
    }
    await store.send(.feature(.delayedIncrementButtonTapped)) {
      $0.log.append("feature delayedIncrementButtonTapped → 1")
    }
    await store.receive(.feature(.delayedIncrementResponse)) {
      $0.feature.count = 2
      $0.log.append("feature delayedIncrementResponse → 2")
    }
    await store.send(.resetButtonTapped) {
      $0.feature.count = 0
      $0.other.count = 0
    }
    await store.receive(\.feature.delayedIncrementButtonTapped) {
      $0.log.append("feature delayedIncrementButtonTapped → 0")
    }
    await store.receive(\.feature.delayedIncrementResponse) {
      $0.feature.count = 1
      $0.log.append("feature delayedIncrementResponse → 1")
    }
  }

  @available(*, deprecated)
  @Test func oldChildInOldParent() async {
    let store = TestStore(
      initialState: LegacyParentState(),
      reducer: legacyParentReducerBeforeMigration,
      environment: LegacyParentEnvironment(date: { legacyEpoch })
    )
    await self.exercise(store)
  }

  @available(*, deprecated)
  @Test func migratedChildInOldParent() async {
    let store = TestStore(
      initialState: LegacyParentState(),
      reducer: legacyParentReducer,
      environment: LegacyParentEnvironment(date: { legacyEpoch })
    )
    await self.exercise(store)
  }

  @available(*, deprecated)
  @Test func migratedParent() async {
    let store = TestStore(
      initialState: LegacyParentState(),
      reducer: LegacyParent(date: { legacyEpoch })
    )
    await self.exercise(store)
  }

  @available(*, deprecated)
  @Test func oldParentEmbeddedInProtocolReducer() async {
    let store = TestStore(initialState: LegacyParentState()) {
      Reduce(legacyParentReducer, environment: LegacyParentEnvironment(date: { legacyEpoch }))
    }
    await self.exercise(store)
  }
}

// The seed's shapes verbatim: a plain (not '@CasePathable') action enum, a 'case row(id:action:)'
// action, and a multi-statement reducer closure inside 'combine'.

/// A parent whose action enum has no case key paths, only '/'-style case paths.
@available(*, deprecated)
struct LegacyPlainParentState: Equatable {
  var feature = LegacyFeature.State()
  var rows: IdentifiedArrayOf<LegacyFeature.State> = [LegacyFeature.State(id: 7)]
  var taps = 0
}

/// Actions without '@CasePathable'.
@available(*, deprecated)
enum LegacyPlainParentAction: Equatable {
  case feature(LegacyFeature.Action)
  case row(id: Int, action: LegacyFeature.Action)
  case tapped
}

/// A parent reducer written as the seed writes it.
@available(*, deprecated)
let legacyPlainParentReducer = AnyReducer<
  LegacyPlainParentState,
  LegacyPlainParentAction,
  LegacyParentEnvironment
>.combine(
  AnyReducer { environment in
    LegacyFeature(date: environment.date)
  }
  .pullback(
    state: \.feature,
    action: /LegacyPlainParentAction.feature,
    environment: { $0 }
  ),
  legacyFeatureReducer.forEach(
    state: \.rows,
    action: /LegacyPlainParentAction.row,
    environment: { LegacyFeatureEnvironment(date: $0.date) }
  ),
  AnyReducer { state, action, environment in
    switch action {
    case .feature(.incrementButtonTapped):
      state.taps += 1
      return .none
    case .feature, .row:
      return .none
    case .tapped:
      state.taps += 1
      state.feature.lastTapped = environment.date()
      return .send(.feature(.incrementButtonTapped))
    }
  }
)

@MainActor
@Suite(.serialized)
struct LegacyPlainEnumTests {
  @available(*, deprecated)
  @Test func seedShapesWithoutCaseKeyPaths() async {
    let store = TestStore(
      initialState: LegacyPlainParentState(),
      reducer: legacyPlainParentReducer,
      environment: LegacyParentEnvironment(date: { legacyEpoch })
    )
    await store.send(.tapped) {
      $0.taps = 1
      $0.feature.lastTapped = legacyEpoch
    }
    await store.receive(.feature(.incrementButtonTapped)) {
      $0.taps = 2
      $0.feature.count = 1
    }
    await store.send(.row(id: 7, action: .incrementButtonTapped)) {
      $0.rows[id: 7]?.count = 1
      $0.rows[id: 7]?.lastTapped = legacyEpoch
    }
    await store.send(.row(id: 7, action: .delayedIncrementButtonTapped))
    await store.receive(.row(id: 7, action: .delayedIncrementResponse)) {
      $0.rows[id: 7]?.count = 2
    }
  }
}
