import ComposableArchitecture
import Testing

/// A feature that maps effects of a smaller action type into its own.
private struct Mapper: Reducer {
  struct State: Equatable {}

  @CasePathable
  enum Action: Equatable {
    case start
    case startCancellable
    case stop
    case number(Int)
  }

  enum CancelID { case numbers }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .start:
        let numbers: Effect<Int> = .merge(
          .send(1),
          .run { send in await send(2) }
        )
        return numbers.map { .number($0 * 10) }
      case .startCancellable:
        return Effect<Int>.run { send in
          try await self.clock.sleep(for: .seconds(1))
          await send(3)
        }
        .cancellable(id: CancelID.numbers)
        .map(Action.number)
      case .stop:
        return Effect<Int>.cancel(id: CancelID.numbers).map(Action.number)
      case .number:
        return .none
      }
    }
  }
}

@MainActor
struct EffectMapTests {
  @Test func mapTransformsEveryActionOfSendAndRun() async {
    let store = TestStore(initialState: Mapper.State()) {
      Mapper()
    }
    await store.send(.start)
    await store.receive(.number(10))
    await store.receive(.number(20))
  }

  @Test func mapKeepsCancellation() async {
    let clock = TestClock()
    let store = TestStore(initialState: Mapper.State()) {
      Mapper()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startCancellable)
    await store.send(.stop)
    await clock.advance(by: .seconds(1))
    await store.finish()
  }

  @Test func mappedEffectsStillDeliver() async {
    let clock = TestClock()
    let store = TestStore(initialState: Mapper.State()) {
      Mapper()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.startCancellable)
    await clock.advance(by: .seconds(1))
    await store.receive(\.number, 3)
  }
}
