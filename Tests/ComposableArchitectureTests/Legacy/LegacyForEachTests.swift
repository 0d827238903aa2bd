import ComposableArchitecture
import Foundation
import Testing

// Seed 001, "For-each reducers": rows of the leaf feature, as 'forEach(state:action:environment:)'
// on an environment reducer and as 'forEach' in a 'ReducerProtocol' conformance, with the
// seed's action shape 'case row(id:action:)' and with 'IdentifiedAction'.

/// A parent of rows of the leaf feature.
@available(*, deprecated)
struct LegacyRowsState: Equatable {
  var rows: IdentifiedArrayOf<LegacyFeature.State> = []
  var nextID = 0
}

/// The actions of a parent of rows, in the seed's shape.
@available(*, deprecated)
@CasePathable
enum LegacyRowsAction: Equatable {
  case addButtonTapped
  case row(id: LegacyFeature.State.ID, action: LegacyFeature.Action)
}

/// The actions of a parent of rows, with 'IdentifiedAction'.
@available(*, deprecated)
@CasePathable
enum LegacyIdentifiedRowsAction: Equatable {
  case addButtonTapped
  case rows(IdentifiedAction<LegacyFeature.State.ID, LegacyFeature.Action>)
}

/// The parent's own logic: closing a row removes it.
@available(*, deprecated)
func legacyRowsLogic(_ state: inout LegacyRowsState, _ action: LegacyRowsAction) {
  switch action {
  case .addButtonTapped:
    state.rows.append(LegacyFeature.State(id: state.nextID))
    state.nextID += 1
  case .row(let id, .closeButtonTapped):
    state.rows.remove(id: id)
  case .row:
    break
  }
}

/// The old element reducer run on each row, before the parent.
@available(*, deprecated)
let legacyRowsReducerBeforeMigration = AnyReducer<
  LegacyRowsState,
  LegacyRowsAction,
  LegacyParentEnvironment
>.combine(
  legacyFeatureReducer.forEach(
    state: \.rows,
    action: /LegacyRowsAction.row,
    environment: { LegacyFeatureEnvironment(date: $0.date) }
  ),
  AnyReducer { state, action, _ in
    legacyRowsLogic(&state, action)
    return .none
  }
)

/// The migrated element reducer bridged, run on each row, before the parent.
@available(*, deprecated)
let legacyRowsReducer = AnyReducer<
  LegacyRowsState,
  LegacyRowsAction,
  LegacyParentEnvironment
>.combine(
  AnyReducer { environment in
    LegacyFeature(date: environment.date)
  }
  .forEach(
    state: \.rows,
    action: /LegacyRowsAction.row,
    environment: { $0 }
  ),
  AnyReducer { state, action, _ in
    legacyRowsLogic(&state, action)
    return .none
  }
)

/// The parent after migration, with the seed's action shape.
@available(*, deprecated)
struct LegacyRows: ReducerProtocol {
  typealias State = LegacyRowsState
  typealias Action = LegacyRowsAction

  let date: () -> Date

  var body: some ReducerProtocol<State, Action> {
    Reduce { state, action in
      legacyRowsLogic(&state, action)
      return .none
    }
    .forEach(\.rows, action: /Action.row) {
      LegacyFeature(date: self.date)
    }
  }
}

@MainActor
@Suite(.serialized)
struct LegacyForEachTests {
  static let environment = LegacyParentEnvironment(date: { legacyEpoch })

  /// Every spelling of the parent, old and new.
  @available(*, deprecated)
  static func stores() -> [TestStore<LegacyRowsState, LegacyRowsAction>] {
    [
      TestStore(
        initialState: LegacyRowsState(),
        reducer: legacyRowsReducerBeforeMigration,
        environment: environment
      ),
      TestStore(
        initialState: LegacyRowsState(),
        reducer: legacyRowsReducer,
        environment: environment
      ),
      TestStore(initialState: LegacyRowsState(), reducer: LegacyRows(date: { legacyEpoch })),
    ]
  }

  @available(*, deprecated)
  @Test func rowsBehaveTheSame() async {
    for store in Self.stores() {
      await store.send(.addButtonTapped) {
        $0.rows = [LegacyFeature.State(id: 0)]
        $0.nextID = 1
      }
      await store.send(.addButtonTapped) {
        $0.rows.append(LegacyFeature.State(id: 1))
        $0.nextID = 2
      }
      await store.send(.row(id: 1, action: .incrementButtonTapped)) {
        $0.rows[id: 1]?.count = 1
        $0.rows[id: 1]?.lastTapped = legacyEpoch
      }
      await store.send(.row(id: 0, action: .delayedIncrementButtonTapped))
      await store.receive(.row(id: 0, action: .delayedIncrementResponse)) {
        $0.rows[id: 0]?.count = 1
      }
      await store.send(.row(id: 0, action: .closeButtonTapped)) {
        $0.rows[id: 0]?.count = 0
        $0.rows.remove(id: 0)
      }
      #expect(store.state.rows.ids == [1])
    }
  }

  @available(*, deprecated)
  @Test func actionForMissingRowReportsAnIssue() async {
    for store in Self.stores() {
      await withKnownIssue {
        await store.send(.row(id: 42, action: .incrementButtonTapped))
      } matching: { issue in
        issue.description.contains("received an action for a missing element")
      }
      #expect(store.state == LegacyRowsState())
    }
  }

  @available(*, deprecated)
  @Test func identifiedActionSpellingsBehaveTheSame() async {
    @Sendable func add(_ state: inout LegacyRowsState, _ action: LegacyIdentifiedRowsAction) {
      if case .addButtonTapped = action {
        state.rows.append(LegacyFeature.State(id: state.nextID))
        state.nextID += 1
      }
    }
    let old = AnyReducer<LegacyRowsState, LegacyIdentifiedRowsAction, LegacyParentEnvironment>
      .combine(
        legacyFeatureReducer.forEach(
          state: \.rows,
          action: \.rows,
          environment: { LegacyFeatureEnvironment(date: $0.date) }
        ),
        AnyReducer { state, action, _ in
          add(&state, action)
          return .none
        }
      )
    let oldStore = TestStore(
      initialState: LegacyRowsState(), reducer: old, environment: Self.environment)
    let newStore = TestStore(initialState: LegacyRowsState()) {
      Reduce<LegacyRowsState, LegacyIdentifiedRowsAction> { state, action in
        add(&state, action)
        return .none
      }
      .forEach(\.rows, action: \.rows) {
        LegacyFeature(date: { legacyEpoch })
      }
    }
    for store in [oldStore, newStore] {
      await store.send(.addButtonTapped) {
        $0.rows = [LegacyFeature.State(id: 0)]
        $0.nextID = 1
      }
      await store.send(.rows(.element(id: 0, action: .incrementButtonTapped))) {
        $0.rows[id: 0]?.count = 1
        $0.rows[id: 0]?.lastTapped = legacyEpoch
      }
      await store.send(.rows(.element(id: 0, action: .delayedIncrementButtonTapped)))
      await store.receive(\.rows[id: 0].delayedIncrementResponse) {
        $0.rows[id: 0]?.count = 2
      }
    }
  }
}
