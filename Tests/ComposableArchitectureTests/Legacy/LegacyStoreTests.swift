import ComposableArchitecture
import Foundation
import Testing

// Seed 001, "Stores": a store made from a reducer value, 'StoreOf', and a store made from an
// environment reducer, behave like a store made with a trailing reducer closure.

@MainActor
@Suite(.serialized)
struct LegacyStoreTests {
  @available(*, deprecated)
  static let actions: [LegacyFeature.Action] = [
    .incrementButtonTapped, .incrementButtonTapped, .decrementButtonTapped,
    .incrementButtonTapped, .closeButtonTapped, .incrementButtonTapped,
  ]

  @available(*, deprecated)
  func run(_ store: Store<LegacyFeature.State, LegacyFeature.Action>) -> [LegacyFeature.State] {
    Self.actions.map { action in
      store.send(action)
      return store.state
    }
  }

  @available(*, deprecated)
  @Test func valueFormStoreBehavesLikeTrailingClosureStore() {
    let value: StoreOf<LegacyFeature> = Store(
      initialState: LegacyFeature.State(),
      reducer: LegacyFeature(date: { legacyEpoch })
    )
    let trailing = Store(initialState: LegacyFeature.State()) {
      LegacyFeature(date: { legacyEpoch })
    }
    let environment = Store(
      initialState: LegacyFeature.State(),
      reducer: legacyFeatureReducer,
      environment: LegacyFeatureEnvironment(date: { legacyEpoch })
    )
    let expected = self.run(trailing)
    #expect(expected.last == LegacyFeature.State(count: 1, lastTapped: legacyEpoch))
    #expect(self.run(value) == expected)
    #expect(self.run(environment) == expected)
  }

  @available(*, deprecated)
  @Test func valueFormStoreRunsEffects() async {
    let store = Store(
      initialState: LegacyFeature.State(),
      reducer: LegacyFeature(date: { legacyEpoch })
    )
    await store.send(.delayedIncrementButtonTapped).finish()
    #expect(store.count == 1)
  }

  @available(*, deprecated)
  @Test func valueFormStoreTakesDependencies() async {
    let store = Store(initialState: LegacyFactState(), reducer: LegacyFact()) {
      $0.legacyAPIClient = LegacyAPIClient { "\($0) is a store number" }
      $0.date = .constant(legacyEpoch)
    }
    await store.send(.factButtonTapped).finish()
    #expect(store.fact == "0 is a store number")
    #expect(store.fetchedAt == legacyEpoch)
  }

  @available(*, deprecated)
  @Test func scopingAValueFormStore() {
    let store = Store(
      initialState: LegacyParentState(),
      reducer: LegacyParent(date: { legacyEpoch })
    )
    let child = store.scope(state: \.feature, action: \.feature)
    child.send(.incrementButtonTapped)
    #expect(child.count == 1)
    #expect(store.log == ["feature incrementButtonTapped → 1"])

    let old = Store(
      initialState: LegacyParentState(),
      reducer: legacyParentReducer,
      environment: LegacyParentEnvironment(date: { legacyEpoch })
    )
    old.scope(state: \.feature, action: \.feature).send(.incrementButtonTapped)
    #expect(old.state == store.state)
  }
}
