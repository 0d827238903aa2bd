import ComposableArchitecture
import Testing

@MainActor
struct TestStoreFailureTests {
  private func makeStore(clock: TestClock<Duration> = TestClock()) -> TestStoreOf<FactFeature> {
    TestStore(initialState: FactFeature.State()) {
      FactFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
  }

  @Test func aWrongStateAssertionFailsWithADiff() async {
    let store = self.makeStore()
    // Unchanged lines of the diff start with a figure space (U+2007).
    let expectedDiff = """
          \u{2007} FactFeature.State(
          −   count: 2,
          +   count: 1,
      """
    let line = #line + 2
    await withKnownIssue {
      await store.send(.incrementButtonTapped) {
        $0.count = 2
      }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
        && issue.description.contains(expectedDiff)
        && issue.description.contains("(Expected: −, Actual: +)")
        && issue.sourceLocation?.line == line
    }
    // The store moves on with the actual state.
    await store.send(.incrementButtonTapped) { $0.count = 2 }
  }

  @Test func anUnassertedStateChangeFails() async {
    let store = self.makeStore()
    await withKnownIssue {
      await store.send(.incrementButtonTapped)
    } matching: { issue in
      issue.description.contains("State was not expected to change, but a change occurred")
        && issue.description.contains("−   count: 0,")
        && issue.description.contains("+   count: 1,")
    }
  }

  @Test func anAssertionClosureThatChangesNothingFails() async {
    let store = self.makeStore()
    await withKnownIssue {
      await store.send(.noop) {
        $0.count = 0
      }
    } matching: { issue in
      issue.description.contains("Expected state to change, but no change occurred")
    }
  }

  @Test func receivingTheWrongActionFails() async {
    let store = self.makeStore()
    await store.send(.saveButtonTapped)
    await withKnownIssue {
      await store.receive(.delegate(.saved(count: 42)))
    } matching: { issue in
      issue.description.contains("Received unexpected action")
        && issue.description.contains("42")
        && issue.description.contains("(Expected: −, Received: +)")
    }
  }

  @Test func receivingTheWrongCaseFails() async {
    let store = self.makeStore()
    await store.send(.saveButtonTapped)
    await withKnownIssue {
      await store.receive(\.factResponse)
    } matching: { issue in
      issue.description.contains("Received unexpected action:")
        && issue.description.contains("FactFeature.Action.delegate(")
        && issue.description.contains(".saved(count: 0)")
    }
  }

  @Test func aMismatchedReceiveReportsOnlyTheMismatchAndTakesItsState() async {
    let clock = TestClock()
    let store = self.makeStore(clock: clock)
    await store.send(.startTimerButtonTapped)
    await clock.advance(by: .seconds(1))
    // Only the mismatch is reported: the state the received action produced is not asserted.
    await withKnownIssue {
      await store.receive(.noop)
    } matching: { issue in
      issue.description.contains("Received unexpected action:")
        && issue.description.contains("+ FactFeature.Action.timerTicked")
    }
    #expect(store.state.ticks == 1)
    await store.send(.stopTimerButtonTapped)
  }

  @Test func finishReportsUnhandledReceivedActionsAndKeepsThem() async {
    let store = self.makeStore()
    await store.send(.saveButtonTapped)
    await withKnownIssue {
      await store.finish()
    } matching: { issue in
      issue.description.contains("The store received 1 unexpected action.")
    }
    await store.receive(.delegate(.saved(count: 0)))
  }

  @Test func receivingTheWrongPayloadFails() async {
    let store = self.makeStore()
    await store.send(.saveButtonTapped)
    await withKnownIssue {
      await store.receive(\.delegate.saved, 1)
    } matching: { issue in
      issue.description.contains("Received unexpected action")
        && issue.description.contains("−")
        && issue.description.contains("+")
    }
  }

  @Test func receivingWhenNothingWasSentFails() async {
    let store = self.makeStore()
    await withKnownIssue {
      await store.receive(.factResponse("?"))
    } matching: { issue in
      issue.description.contains("Expected to receive the following action, but didn't:")
        && issue.description.contains(#"FactFeature.Action.factResponse("?")"#)
    }
  }

  @Test func receivingWhileAnEffectNeverDeliversTimesOut() async {
    let store = self.makeStore()
    await store.send(.factButtonTapped) { $0.isLoading = true }
    await withKnownIssue {
      await store.receive(\.factResponse, timeout: .milliseconds(50))
    } matching: { issue in
      // As in the original library: the timeout, then the missing action.
      issue.description.contains("Expected to receive an action, but received none after 0.05")
        || issue.description.contains(
          "Expected to receive an action matching case path, but didn't get one."
        )
    }
    await store.skipInFlightEffects()
  }

  @Test func unreceivedActionsFailWhenTheStoreGoesAway() async {
    await withKnownIssue {
      let store = self.makeStore()
      await store.send(.saveButtonTapped)
    } matching: { issue in
      issue.description.contains("The store received 1 unexpected action.")
        && issue.description.contains("    .delegate(.saved(count:))")
    }
  }

  @Test func anEffectStillRunningWhenTheStoreGoesAwayFails() async {
    let line = #line + 3
    await withKnownIssue {
      let store = self.makeStore()
      await store.send(.startTimerButtonTapped)
    } matching: { issue in
      issue.description.contains("An effect returned for this action is still running")
        && issue.sourceLocation?.line == line
    }
  }

  @Test func finishTimesOutWhenEffectsKeepRunning() async {
    let store = self.makeStore()
    await store.send(.startTimerButtonTapped)
    await withKnownIssue {
      await store.finish(timeout: .milliseconds(50))
    } matching: { issue in
      issue.description.contains("Expected effects to finish")
        && issue.description.contains("0.05 seconds")
    }
    await store.skipInFlightEffects()
  }

  @Test func aTaskFinishTimesOutWhenItsEffectKeepsRunning() async {
    let store = self.makeStore()
    let task = await store.send(.startTimerButtonTapped)
    await withKnownIssue {
      await task.finish(timeout: .milliseconds(50))
    } matching: { issue in
      issue.description.contains("Expected the effects of this action to finish")
    }
    await task.cancel()
  }

  @Test func sendingWithUnhandledReceivedActionsFailsAndKeepsThem() async {
    let store = self.makeStore()
    await store.send(.saveButtonTapped)
    await withKnownIssue {
      await store.send(.saveButtonTapped)
    } matching: { issue in
      issue.description.contains("Must handle 1 received action before sending an action.")
        && issue.description.contains("Unhandled actions: [")
        && issue.description.contains(".saved(count: 0)")
    }
    // The actions received before the second send are still there to assert.
    await store.receive(.delegate(.saved(count: 0)))
    await store.receive(.delegate(.saved(count: 0)))
  }

  @Test func skippingWhenNothingWasReceivedFails() async {
    let store = self.makeStore()
    await withKnownIssue {
      await store.skipReceivedActions()
    } matching: { issue in
      issue.description.contains("There were no received actions to skip")
    }
    await store.skipReceivedActions(strict: false)
  }

  @Test func skippingWhenNoEffectIsRunningFails() async {
    let store = self.makeStore()
    await withKnownIssue {
      await store.skipInFlightEffects()
    } matching: { issue in
      issue.description.contains("There were no in-flight effects to skip")
    }
    await store.skipInFlightEffects(strict: false)
  }

  @Test func aWrongAssertionStillFailsWhenNotExhaustive() async {
    let store = self.makeStore()
    store.exhaustivity = .off
    await withKnownIssue {
      await store.send(.incrementButtonTapped) {
        $0.count = 5
      }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
        && issue.description.contains("−   count: 5,")
        && issue.description.contains("+   count: 1,")
    }
  }

  @Test func assertFailsWhenTheCurrentStateDiffers() async {
    let store = self.makeStore()
    await store.send(.incrementButtonTapped) { $0.count = 1 }
    withKnownIssue {
      store.assert {
        $0.count = 3
      }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
        && issue.description.contains("−   count: 3,")
        && issue.description.contains("+   count: 1,")
    }
  }

  @Test func aThrowingAssertionClosureFails() async {
    struct Oops: Error {}
    let store = self.makeStore()
    await withKnownIssue {
      await store.send(.incrementButtonTapped) { _ in throw Oops() }
    } matching: { issue in
      issue.description.contains("Threw error")
    }
  }
}
