import ComposableArchitecture
import Foundation
import Testing

// Seed 001, "Optional and pullback reducers": optional child state, as 'optional().pullback(…)'
// combined before the parent, and as 'ifLet' in a 'ReducerProtocol' conformance.

/// A parent presenting the leaf feature as optional state.
@available(*, deprecated)
struct LegacyOptionalParentState: Equatable {
  var feature: LegacyFeature.State?
  var presentations = 0
}

/// The actions of a parent presenting the leaf feature.
@available(*, deprecated)
@CasePathable
enum LegacyOptionalParentAction: Equatable {
  case dismissButtonTapped
  case feature(LegacyFeature.Action)
  case presentButtonTapped
}

/// The parent's own logic: closing the child sets its state to `nil`.
@available(*, deprecated)
func legacyOptionalParentLogic(
  _ state: inout LegacyOptionalParentState,
  _ action: LegacyOptionalParentAction
) -> Effect<LegacyOptionalParentAction> {
  switch action {
  case .dismissButtonTapped, .feature(.closeButtonTapped):
    state.feature = nil
    return .none
  case .feature:
    return .none
  case .presentButtonTapped:
    state.presentations += 1
    state.feature = LegacyFeature.State(count: 10)
    return .none
  }
}

/// The old child made optional and pulled back, before the parent.
@available(*, deprecated)
let legacyOptionalParentReducerBeforeMigration = AnyReducer<
  LegacyOptionalParentState,
  LegacyOptionalParentAction,
  LegacyParentEnvironment
>.combine(
  legacyFeatureReducer
    .optional()
    .pullback(
      state: \.feature,
      action: /LegacyOptionalParentAction.feature,
      environment: { LegacyFeatureEnvironment(date: $0.date) }
    ),
  AnyReducer { state, action, _ in
    legacyOptionalParentLogic(&state, action)
  }
)

/// The migrated child made optional and pulled back, before the parent.
@available(*, deprecated)
let legacyOptionalParentReducer = AnyReducer<
  LegacyOptionalParentState,
  LegacyOptionalParentAction,
  LegacyParentEnvironment
>.combine(
  AnyReducer { environment in
    LegacyFeature(date: environment.date)
  }
  .optional()
  .pullback(
    state: \.feature,
    action: /LegacyOptionalParentAction.feature,
    environment: { LegacyFeatureEnvironment(date: $0.date) }
  ),
  AnyReducer { state, action, _ in
    legacyOptionalParentLogic(&state, action)
  }
)

/// The same reducers combined in the wrong order: the parent runs first.
@available(*, deprecated)
let legacyMisorderedOptionalParentReducer = AnyReducer<
  LegacyOptionalParentState,
  LegacyOptionalParentAction,
  LegacyParentEnvironment
>.combine(
  AnyReducer { state, action, _ in
    legacyOptionalParentLogic(&state, action)
  },
  legacyFeatureReducer
    .optional()
    .pullback(
      state: \.feature,
      action: \.feature,
      environment: { LegacyFeatureEnvironment(date: $0.date) }
    )
)

/// The parent after migration, with 'ifLet'.
@available(*, deprecated)
struct LegacyOptionalParent: ReducerProtocol {
  typealias State = LegacyOptionalParentState
  typealias Action = LegacyOptionalParentAction

  let date: () -> Date

  var body: some ReducerProtocol<State, Action> {
    Reduce { state, action in
      legacyOptionalParentLogic(&state, action)
    }
    .ifLet(\.feature, action: /Action.feature) {
      LegacyFeature(date: self.date)
    }
  }
}

@MainActor
@Suite(.serialized)
struct LegacyOptionalTests {
  static let environment = LegacyParentEnvironment(date: { legacyEpoch })

  /// Every spelling of the parent, old and new.
  @available(*, deprecated)
  static func stores() -> [TestStore<LegacyOptionalParentState, LegacyOptionalParentAction>] {
    [
      TestStore(
        initialState: LegacyOptionalParentState(),
        reducer: legacyOptionalParentReducerBeforeMigration,
        environment: environment
      ),
      TestStore(
        initialState: LegacyOptionalParentState(),
        reducer: legacyOptionalParentReducer,
        environment: environment
      ),
      TestStore(
        initialState: LegacyOptionalParentState(),
        reducer: LegacyOptionalParent(date: { legacyEpoch })
      ),
    ]
  }

  @available(*, deprecated)
  @Test func presentUseAndCloseBehaveTheSame() async {
    for store in Self.stores() {
      await store.send(.presentButtonTapped) {
        $0.presentations = 1
        $0.feature = LegacyFeature.State(count: 10)
      }
      await store.send(.feature(.incrementButtonTapped)) {
        $0.feature?.count = 11
        $0.feature?.lastTapped = legacyEpoch
      }
      await store.send(.feature(.delayedIncrementButtonTapped))
      await store.receive(.feature(.delayedIncrementResponse)) {
        $0.feature?.count = 12
      }
      // The child runs before the parent sets its state to 'nil': no issue is reported.
      await store.send(.feature(.closeButtonTapped)) {
        $0.feature = nil
      }
      await store.send(.presentButtonTapped) {
        $0.presentations = 2
        $0.feature = LegacyFeature.State(count: 10)
      }
      await store.send(.dismissButtonTapped) {
        $0.feature = nil
      }
    }
  }

  @available(*, deprecated)
  @Test func childActionWhileNilReportsAnIssue() async {
    for store in Self.stores() {
      await withKnownIssue {
        await store.send(.feature(.incrementButtonTapped))
      } matching: { issue in
        issue.description.contains("when state was 'nil'")
          || issue.description.contains(#"when child state was "nil""#)
      }
      #expect(store.state == LegacyOptionalParentState())
    }
  }

  @available(*, deprecated)
  @Test func optionalReportsTheCallSite() {
    var state: LegacyFeature.State? = nil
    let optional = legacyFeatureReducer.optional()
    withKnownIssue {
      _ = optional.run(
        &state, .incrementButtonTapped, LegacyFeatureEnvironment(date: { legacyEpoch }))
    } matching: { issue in
      issue.description.contains("An 'optional' reducer at")
        && issue.description.contains("LegacyOptionalTests.swift")
        && issue.description.contains("incrementButtonTapped")
    }
    #expect(state == nil)
  }

  @available(*, deprecated)
  @Test func parentBeforeOptionalChildReportsAnIssue() async {
    let store = TestStore(
      initialState: LegacyOptionalParentState(feature: LegacyFeature.State()),
      reducer: legacyMisorderedOptionalParentReducer,
      environment: Self.environment
    )
    await withKnownIssue {
      await store.send(.feature(.closeButtonTapped)) {
        $0.feature = nil
      }
    } matching: { issue in
      issue.description.contains("Combine the 'optional' reducer before the parent reducer")
    }
  }
}
