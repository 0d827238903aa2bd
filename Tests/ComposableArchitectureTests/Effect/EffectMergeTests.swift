import ComposableArchitecture
import Testing

/// A feature that combines delayed effects.
private struct Combiner: Reducer {
  struct State: Equatable {}

  @CasePathable
  enum Action: Equatable {
    case merge
    case concatenate
    case concatenateSends
    case mergeOfNone
    case done(Int)
  }

  @Dependency(\.continuousClock) var clock

  private func delayed(_ number: Int, seconds: Int) -> Effect<Action> {
    .run { send in
      try await self.clock.sleep(for: .seconds(seconds))
      await send(.done(number))
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .merge:
        return .merge(self.delayed(1, seconds: 2), self.delayed(2, seconds: 1))
      case .concatenate:
        return .concatenate(self.delayed(1, seconds: 2), self.delayed(2, seconds: 1))
      case .concatenateSends:
        return .concatenate([.send(.done(1)), .none, .send(.done(2)), .send(.done(3))])
      case .mergeOfNone:
        return .merge(.none, .none)
      case .done:
        return .none
      }
    }
  }
}

@MainActor
struct EffectMergeTests {
  @Test func mergedEffectsRunAtTheSameTime() async {
    let clock = TestClock()
    let store = TestStore(initialState: Combiner.State()) {
      Combiner()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.merge)
    await clock.advance(by: .seconds(1))
    await store.receive(.done(2))
    await clock.advance(by: .seconds(1))
    await store.receive(.done(1))
  }

  @Test func concatenatedEffectsRunOneAfterTheOther() async {
    let clock = TestClock()
    let store = TestStore(initialState: Combiner.State()) {
      Combiner()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.concatenate)
    await clock.advance(by: .seconds(1))
    await clock.advance(by: .seconds(1))
    await store.receive(.done(1))
    // The second effect only started now: it needs one more second.
    await clock.advance(by: .milliseconds(500))
    await clock.advance(by: .milliseconds(500))
    await store.receive(.done(2))
  }

  @Test func concatenatedSendsArriveInOrder() async {
    let store = TestStore(initialState: Combiner.State()) {
      Combiner()
    }
    await store.send(.concatenateSends)
    await store.receive(.done(1))
    await store.receive(.done(2))
    await store.receive(.done(3))
  }

  @Test func mergingNoneEffectsIsNone() async {
    let store = TestStore(initialState: Combiner.State()) {
      Combiner()
    }
    let task = await store.send(.mergeOfNone)
    #expect(task.isCancelled)
  }

  @Test func cancellingAConcatenationStopsTheRest() async {
    let clock = TestClock()
    let store = TestStore(initialState: Combiner.State()) {
      Combiner()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.concatenate)
    await clock.advance(by: .seconds(2))
    await store.receive(.done(1))
    await task.cancel()
    await clock.advance(by: .seconds(5))
    await store.finish()
  }
}
