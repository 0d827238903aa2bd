/// The outcome of an asynchronous, throwing operation, as a value an action can carry: the
/// pre-1.4 way to feed an effect's result back into a reducer.
///
/// Unlike `Result`, the failure is any `Error`, and two results compare equal when their errors
/// do (when the error type is `Equatable`), so actions holding a `TaskResult` stay `Equatable`:
///
/// ```swift
/// enum Action: Equatable {
///   case factResponse(TaskResult<String>)
/// }
///
/// return .run { [count = state.count] send in
///   await send(.factResponse(TaskResult { try await fact.fetch(count) }))
/// }
/// ```
///
/// Prefer `Result<Success, any Error>` in new code.
@available(
  *, deprecated,
  message:
    "Use 'Result', instead: 'Result { try await … }' in an effect, 'Result<Value, any Error>' in an action"
)
public enum TaskResult<Success: Sendable>: Sendable {
  /// The operation returned a value.
  case success(Success)
  /// The operation threw an error.
  case failure(any Error)

  /// Runs a throwing operation and captures its value or its error.
  public init(catching body: @Sendable () async throws -> Success) async {
    do {
      self = .success(try await body())
    } catch {
      self = .failure(error)
    }
  }

  /// Converts a `Result`, keeping its value or its error.
  public init<Failure>(_ result: Result<Success, Failure>) {
    switch result {
    case .success(let value): self = .success(value)
    case .failure(let error): self = .failure(error)
    }
  }

  /// The success value; throws the error of a failure.
  public var value: Success {
    get throws {
      switch self {
      case .success(let value): return value
      case .failure(let error): throw error
      }
    }
  }

  /// Transforms the success value, keeping a failure as it is.
  public func map<NewSuccess>(_ transform: (Success) -> NewSuccess) -> TaskResult<NewSuccess> {
    switch self {
    case .success(let value): return .success(transform(value))
    case .failure(let error): return .failure(error)
    }
  }

  /// Transforms the success value into another result, keeping a failure as it is.
  public func flatMap<NewSuccess>(
    _ transform: (Success) -> TaskResult<NewSuccess>
  ) -> TaskResult<NewSuccess> {
    switch self {
    case .success(let value): return transform(value)
    case .failure(let error): return .failure(error)
    }
  }

  /// `Result`'s name for ``value``.
  @available(*, unavailable, renamed: "value")
  public func get() throws -> Success {
    try self.value
  }
}

@available(*, deprecated, message: "Use 'Result', instead")
extension TaskResult: CasePathable {
  /// The case paths of a result: `\.success` and `\.failure`.
  public static var allCasePaths: AllCasePaths { AllCasePaths() }

  /// The case paths of ``TaskResult``.
  public struct AllCasePaths: Sendable {
    /// The path to a success value.
    public var success: AnyCasePath<TaskResult, Success> {
      AnyCasePath(
        embed: { .success($0) },
        extract: {
          guard case .success(let value) = $0 else { return nil }
          return value
        }
      )
    }

    /// The path to a failure's error.
    public var failure: AnyCasePath<TaskResult, any Error> {
      AnyCasePath(
        embed: { .failure($0) },
        extract: {
          guard case .failure(let error) = $0 else { return nil }
          return error
        }
      )
    }
  }
}

extension Result where Success: Sendable, Failure == any Error {
  /// Converts a ``TaskResult``, keeping its value or its error.
  @available(*, deprecated, message: "Use 'Result', instead of 'TaskResult'")
  public init(_ result: TaskResult<Success>) {
    switch result {
    case .success(let value): self = .success(value)
    case .failure(let error): self = .failure(error)
    }
  }
}
