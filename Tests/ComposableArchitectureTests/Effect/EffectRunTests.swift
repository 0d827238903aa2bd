import ComposableArchitecture
import Testing

private struct Failure: Error, Equatable {
  let message: String
}

/// A feature whose effects succeed, throw, or get cancelled.
private struct Worker: Reducer {
  struct State: Equatable {}

  @CasePathable
  enum Action: Equatable {
    case work
    case workWithCatch
    case workWithoutCatch
    case throwCancellation
    case workAtLowPriority
    case done(String)
    case failed(String)
    case priority(TaskPriority)
  }

  static let unhandledLine: UInt = #line + 18
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .work:
        return .run { send in
          await send(.done("one"))
          await send(.done("two"))
        }
      case .workWithCatch:
        return .run { send in
          await send(.done("before"))
          throw Failure(message: "boom")
        } catch: { error, send in
          await send(.failed((error as? Failure)?.message ?? "?"))
        }
      case .workWithoutCatch:
        // The line below is `unhandledLine`.
        return .run { _ in throw Failure(message: "unhandled") }
      case .throwCancellation:
        return .run { _ in throw CancellationError() }
      case .workAtLowPriority:
        return .run(priority: .low) { send in
          await send(.priority(Task.currentPriority))
        }
      case .done, .failed, .priority:
        return .none
      }
    }
  }
}

@MainActor
struct EffectRunTests {
  @Test func runFeedsEveryActionItSendsBack() async {
    let store = TestStore(initialState: Worker.State()) {
      Worker()
    }
    await store.send(.work)
    await store.receive(.done("one"))
    await store.receive(.done("two"))
  }

  @Test func aThrownErrorGoesToTheCatchHandler() async {
    let store = TestStore(initialState: Worker.State()) {
      Worker()
    }
    await store.send(.workWithCatch)
    await store.receive(.done("before"))
    await store.receive(.failed("boom"))
  }

  @Test func anUnhandledErrorReportsAnIssueNamingWhereTheEffectWasCreated() async {
    let store = TestStore(initialState: Worker.State()) {
      Worker()
    }
    await withKnownIssue {
      await store.send(.workWithoutCatch)
      await store.finish()
    } matching: { issue in
      issue.description.contains(
        """
        An "Effect.run" returned from \
        "ComposableArchitectureTests/EffectRunTests.swift:\(Worker.unhandledLine)" threw an \
        unhandled error.
        """
      )
        && issue.description.contains("unhandled")
        && issue.sourceLocation?.line == Int(Worker.unhandledLine)
    }
  }

  @Test func aCancellationErrorIsIgnored() async {
    let store = TestStore(initialState: Worker.State()) {
      Worker()
    }
    await store.send(.throwCancellation)
    await store.finish()
  }

  @Test func thePriorityIsTheTasks() async {
    let store = TestStore(initialState: Worker.State()) {
      Worker()
    }
    await store.send(.workAtLowPriority)
    await store.receive(.priority(.low))
  }

  @Test func anEffectRunsWithTheDependenciesOfTheReducerThatCreatedIt() async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, Int> { state, action in
        state = action
        guard action == 1 else { return .none }
        return .run { send in
          @Dependency(\.continuousClock) var clock
          try await clock.sleep(for: .seconds(1))
          await send(2)
        }
      }
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    await store.send(1) { $0 = 1 }
    await store.receive(2) { $0 = 2 }
  }
}
