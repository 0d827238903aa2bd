import ComposableArchitecture
import Testing

private struct Opaque: Error {
  var message: String
}

private enum KnownError: Error, Hashable {
  case message(String)
  case other
}

private struct FactClient: Sendable {
  var fetch: @Sendable (Int) async throws -> String
}

private struct FactState: Equatable {
  var fact: String?
  var failed = false
}

@available(*, deprecated)
private enum FactAction: Equatable {
  case fetch
  case response(TaskResult<String>)
}

@available(*, deprecated)
private func factReducer(_ client: FactClient) -> Reduce<FactState, FactAction> {
  Reduce { state, action in
    switch action {
    case .fetch:
      return .run { send in
        await send(.response(TaskResult { try await client.fetch(42) }))
      }
    case .response(.success(let fact)):
      state.fact = fact
      return .none
    case .response(.failure):
      state.failed = true
      return .none
    }
  }
}

@Suite struct TaskResultTests {
  @available(*, deprecated)
  @Test func catchingCapturesTheValueOrTheError() async throws {
    let success = await TaskResult { 42 }
    #expect(try success.value == 42)
    let failure = await TaskResult<Int> { throw Opaque(message: "boom") }
    #expect(throws: Opaque.self) { try failure.value }
  }

  @available(*, deprecated)
  @Test func convertsToAndFromResult() throws {
    let result = Result<Int, Opaque>.failure(Opaque(message: "boom"))
    let taskResult = TaskResult(result)
    #expect(throws: Opaque.self) { try taskResult.value }
    #expect(try Result(TaskResult.success(1)).get() == 1)
  }

  @available(*, deprecated)
  @Test func mapAndFlatMapTransformOnlySuccesses() throws {
    #expect(TaskResult.success(2).map { $0 * 10 } == .success(20))
    #expect(
      TaskResult.success(2).flatMap { _ in TaskResult<Int>.failure(KnownError.other) }
        == .failure(KnownError.other))
    let failure = TaskResult<Int>.failure(KnownError.other).map { $0 + 1 }
    #expect(failure == .failure(KnownError.other))
  }

  @available(*, deprecated)
  @Test func equatableErrorsCompareByValue() {
    #expect(
      TaskResult<Int>.failure(KnownError.message("a")) == .failure(KnownError.message("a")))
    #expect(
      TaskResult<Int>.failure(KnownError.message("a")) != .failure(KnownError.message("b")))
    #expect(TaskResult<Int>.failure(KnownError.other) != .success(1))
  }

  @available(*, deprecated)
  @Test func comparingErrorsThatAreNotEquatableReportsAnIssue() {
    withKnownIssue {
      #expect(
        TaskResult<Int>.failure(Opaque(message: "a")) != .failure(Opaque(message: "a")))
    } matching: { issue in
      issue.description.contains(#""Opaque" is not equatable."#)
        && issue.description.contains("extension Opaque: Equatable {}")
    }
  }

  @available(*, deprecated)
  @Test func errorsOfDifferentTypesAreUnequalWithoutAnIssue() {
    #expect(TaskResult<Int>.failure(Opaque(message: "a")) != .failure(KnownError.other))
  }

  @available(*, deprecated)
  @Test func hashableErrorsHashByValue() {
    let first = TaskResult<Int>.failure(KnownError.message("a"))
    let second = TaskResult<Int>.failure(KnownError.message("b"))
    let values = Dictionary([(first, 1), (second, 2), (.failure(KnownError.other), 3)]) { $1 }
    #expect(Set(values.values) == [1, 2, 3])
    #expect(values[.failure(KnownError.message("a"))] == 1)
  }

  @available(*, deprecated)
  @Test func hashingAnErrorThatIsNotHashableReportsAnIssue() {
    withKnownIssue {
      _ = TaskResult<Int>.failure(Opaque(message: "a")).hashValue
    } matching: { issue in
      issue.description.contains(#""Opaque" is not hashable."#)
    }
  }

  @available(*, deprecated)
  @Test func casePathsExtractTheCase() {
    let success = TaskResult<Int>.success(1)
    #expect(success[case: \.success] == 1)
    #expect(success[case: \.failure] == nil)
    #expect(TaskResult<Int>.failure(KnownError.other)[case: \.failure] != nil)
  }

  @MainActor
  @available(*, deprecated)
  @Test func anEffectFeedsItsResultBackIntoTheReducer() async {
    let store = TestStore(initialState: FactState()) {
      factReducer(FactClient { "\($0) is a good number" })
    }
    await store.send(.fetch)
    await store.receive(.response(.success("42 is a good number"))) {
      $0.fact = "42 is a good number"
    }

    let failing = TestStore(initialState: FactState()) {
      factReducer(FactClient { _ in throw KnownError.other })
    }
    await failing.send(.fetch)
    await failing.receive(.response(.failure(KnownError.other))) {
      $0.failed = true
    }
  }
}
