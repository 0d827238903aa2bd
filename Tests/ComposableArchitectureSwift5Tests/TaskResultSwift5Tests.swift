import ComposableArchitecture
import Testing

// `TaskResult` as pre-1.4 features use it, compiled in Swift 5 language mode: an `@Reducer`
// whose action carries a result that an effect builds from a throwing call.

private struct FetchFailed: Error, Equatable {}

@Reducer
private struct Trivia {
  struct State: Equatable {
    var answer: String?
    var failed = false
  }
  @available(*, deprecated)
  enum Action: Equatable {
    case ask(Int)
    case answered(TaskResult<String>)
  }
  var answer: @Sendable (Int) async throws -> String

  @available(*, deprecated)
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .ask(let number):
        return .run { send in
          await send(.answered(TaskResult { try await self.answer(number) }))
        }
      case .answered(.success(let answer)):
        state.answer = answer
        return .none
      case .answered(.failure):
        state.failed = true
        return .none
      }
    }
  }
}

@MainActor
struct TaskResultSwift5Tests {
  @available(*, deprecated)
  @Test func anEffectsResultReachesTheReducer() async {
    let store = TestStore(initialState: Trivia.State()) {
      Trivia { number in number == 42 ? "Life" : "?" }
    }
    await store.send(.ask(42))
    await store.receive(.answered(.success("Life"))) {
      $0.answer = "Life"
    }
  }

  @available(*, deprecated)
  @Test func aThrownErrorReachesTheReducerAsAFailure() async {
    let store = TestStore(initialState: Trivia.State()) {
      Trivia { _ in throw FetchFailed() }
    }
    await store.send(.ask(1))
    await store.receive(\.answered.failure) {
      $0.failed = true
    }
  }
}
