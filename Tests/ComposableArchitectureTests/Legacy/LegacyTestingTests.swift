import ComposableArchitecture
import Foundation
import Testing

// Seed 001, "Testing": a timer feature whose clock was an environment field and is now the
// 'continuousClock' dependency, tested with a 'TestClock' in both spellings.

/// The timer's state.
struct LegacyTimerState: Equatable {
  var secondsElapsed = 0
}

/// The timer's actions.
@CasePathable
enum LegacyTimerAction: Equatable {
  case timerButtonStarted
  case timerButtonStopped
  case timerTick
}

/// The old timer's environment.
struct LegacyTimerEnvironment: Sendable {
  var clock: any Clock<Duration>
}

private enum LegacyTimerCancelID { case timer }

/// The logic of the timer, shared by both spellings, given its clock.
@available(*, deprecated)
func legacyTimerLogic(
  _ state: inout LegacyTimerState,
  _ action: LegacyTimerAction,
  clock: any Clock<Duration>
) -> Effect<LegacyTimerAction> {
  switch action {
  case .timerButtonStarted:
    return .run { send in
      while true {
        try await clock.sleep(for: .seconds(1))
        await send(.timerTick)
      }
    }
    .cancellable(id: LegacyTimerCancelID.timer)
  case .timerButtonStopped:
    return .cancel(id: LegacyTimerCancelID.timer)
  case .timerTick:
    state.secondsElapsed += 1
    return .none
  }
}

/// The timer before migration.
@available(*, deprecated)
let legacyTimerReducer = AnyReducer<LegacyTimerState, LegacyTimerAction, LegacyTimerEnvironment> {
  state, action, environment in
  legacyTimerLogic(&state, action, clock: environment.clock)
}

/// The timer after migration.
@available(*, deprecated)
struct LegacyTimer: ReducerProtocol {
  typealias State = LegacyTimerState
  typealias Action = LegacyTimerAction

  @Dependency(\.continuousClock) var clock

  @available(*, deprecated)
  func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
    legacyTimerLogic(&state, action, clock: self.clock)
  }
}

@MainActor
@Suite(.serialized)
struct LegacyTestingTests {
  @available(*, deprecated)
  func exercise(
    _ store: TestStore<LegacyTimerState, LegacyTimerAction>,
    clock: TestClock<Duration>
  ) async {
    await store.send(.timerButtonStarted)
    await clock.advance(by: .seconds(1))
    await store.receive(.timerTick) {
      $0.secondsElapsed = 1
    }
    await clock.advance(by: .seconds(2))
    await store.receive(\.timerTick) {
      $0.secondsElapsed = 2
    }
    await store.receive(\.timerTick) {
      $0.secondsElapsed = 3
    }
    await store.send(.timerButtonStopped)
    await clock.run()
  }

  @available(*, deprecated)
  @Test func environmentClockAndDependencyClockBehaveTheSame() async {
    let oldClock = TestClock()
    let old = TestStore(
      initialState: LegacyTimerState(),
      reducer: legacyTimerReducer,
      environment: LegacyTimerEnvironment(clock: oldClock)
    )
    await self.exercise(old, clock: oldClock)

    let newClock = TestClock()
    let new = TestStore(initialState: LegacyTimerState(), reducer: LegacyTimer())
    new.dependencies.continuousClock = newClock
    await self.exercise(new, clock: newClock)
  }
}

@MainActor
struct LegacyNanosecondTimeoutTests {
  @available(*, deprecated)
  @Test func nanosecondTimeoutsWaitAsDurationsDo() async {
    let clock = TestClock()
    let store = TestStore(initialState: FactFeature.State()) {
      FactFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await clock.advance(by: .seconds(1))
    await store.receive(.factResponse("0 is a good number."), timeout: 1_000_000_000) {
      $0.isLoading = false
      $0.fact = "0 is a good number."
    }
    await store.finish(timeout: 1_000_000_000)
    await withKnownIssue {
      await store.send(.startTimerButtonTapped).finish(timeout: 10_000_000)
    } matching: { issue in
      issue.description.contains("Expected the effects of this action to finish")
    }
    await store.skipInFlightEffects()
  }
}
