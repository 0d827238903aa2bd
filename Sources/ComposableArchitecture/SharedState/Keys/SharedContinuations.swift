import Synchronization

/// The continuation a ``SharedReaderKey`` resumes when it has loaded a value.
///
/// Resume it exactly once. A second resume is reported with `reportIssue` and ignored; a
/// continuation released without being resumed is reported too, and resumes with the initial
/// value so that nothing waits forever.
public struct LoadContinuation<Value>: Sendable {
  private let box: ContinuationBox<Value?>

  /// Creates a continuation that calls `callback` with the result of loading.
  ///
  /// - Parameters:
  ///   - description: The key, for the messages reported when the continuation is misused.
  ///   - callback: Receives the loaded value, `nil` for "use the initial value", or an error.
  public init(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    callback: @escaping @Sendable (Result<Value?, any Error>) -> Void
  ) {
    self.box = ContinuationBox(
      description: description, onLeak: { .success(nil) }, callback: callback)
  }

  /// Resumes with a loaded value.
  public func resume(returning value: Value) {
    self.resume(with: .success(value))
  }

  /// Resumes with an error: the shared value keeps its value and exposes the error as
  /// ``Shared/loadError``.
  public func resume(throwing error: any Error) {
    self.resume(with: .failure(error))
  }

  /// Resumes without a value: the shared value keeps its initial value.
  public func resumeReturningInitialValue() {
    self.resume(with: .success(nil))
  }

  /// Resumes with a result: a value, `nil` for the initial value, or an error.
  public func resume(with result: Result<Value?, any Error>) {
    self.box.resume(with: result)
  }
}

/// The continuation a ``SharedKey`` resumes when it has saved a value.
///
/// Resume it exactly once; misuse is reported as for ``LoadContinuation``.
public struct SaveContinuation: Sendable {
  private let box: ContinuationBox<Void>

  /// Creates a continuation that calls `callback` with the result of saving.
  ///
  /// - Parameters:
  ///   - description: The key, for the messages reported when the continuation is misused.
  ///   - callback: Receives success or the error that prevented the save.
  public init(
    _ description: @autoclosure @escaping @Sendable () -> String = "",
    callback: @escaping @Sendable (Result<Void, any Error>) -> Void
  ) {
    self.box = ContinuationBox(
      description: description, onLeak: { .success(()) }, callback: callback)
  }

  /// Resumes after a successful save.
  public func resume() {
    self.resume(with: .success(()))
  }

  /// Resumes with the error that prevented the save; it is exposed as ``Shared/saveError``.
  public func resume(throwing error: any Error) {
    self.resume(with: .failure(error))
  }

  /// Resumes with a result.
  public func resume(with result: Result<Void, any Error>) {
    self.box.resume(with: result)
  }
}

/// Delivers one result to a callback, and reports continuations resumed twice or never.
private final class ContinuationBox<Success>: Sendable {
  private let description: @Sendable () -> String
  private let onLeak: @Sendable () -> Result<Success, any Error>
  private let callback: Mutex<(@Sendable (Result<Success, any Error>) -> Void)?>

  init(
    description: @escaping @Sendable () -> String,
    onLeak: @escaping @Sendable () -> Result<Success, any Error>,
    callback: @escaping @Sendable (Result<Success, any Error>) -> Void
  ) {
    self.description = description
    self.onLeak = onLeak
    self.callback = Mutex(callback)
  }

  func resume(with result: Result<Success, any Error>) {
    guard let callback = self.callback.withLock({ $0.take() }) else {
      reportIssue(
        """
        \(self.name) resumed its continuation more than once; only the first result was used. \
        Call exactly one 'resume' method, once, on every path of 'load' or 'save'.
        """
      )
      return
    }
    callback(result)
  }

  private var name: String {
    let description = self.description()
    return description.isEmpty ? "A shared key" : "Shared key '\(description)'"
  }

  deinit {
    guard let callback = self.callback.withLock({ $0.take() }) else { return }
    reportIssue(
      """
      \(self.name) released its continuation without resuming it; it was resumed with the \
      initial value. Call exactly one 'resume' method on every path of 'load' or 'save'.
      """
    )
    callback(self.onLeak())
  }
}
