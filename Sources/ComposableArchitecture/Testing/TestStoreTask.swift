/// The type returned from ``TestStore/send(_:assert:fileID:file:line:column:)`` that represents
/// the lifecycle of the effect started from sending an action.
///
/// Use it to cancel a long-living effect, or to wait for it, before the test ends:
///
/// ```swift
/// let task = await store.send(.onAppear)
/// // ...
/// await task.cancel()
/// ```
public struct TestStoreTask: Hashable, Sendable {
  let rawValue: Task<Void, Never>?
  let timeout: Duration

  /// Creates a test store task from a task and a timeout (the original library's SPI, used by
  /// its tests).
  @_spi(Canary)
  public init(rawValue: Task<Void, Never>?, timeout: Duration) {
    self.rawValue = rawValue
    self.timeout = timeout
  }

  /// Cancels the underlying task and waits for it to finish.
  public func cancel() async {
    self.rawValue?.cancel()
    await self.rawValue?.cancellableValue
  }

  /// Asserts the underlying task finishes within the given timeout.
  ///
  /// - Parameter duration: The amount of time to wait before asserting; defaults to the test
  ///   store's ``TestStore/timeout``.
  public func finish(
    timeout duration: Duration? = nil,
    fileID: StaticString = #fileID,
    file filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    guard let task = self.rawValue else { return }
    let duration = duration ?? self.timeout
    // The task stands for the effect tree of the action; it ends when the tree does. Waiting
    // for it does not cancel it, and the watcher ends with it.
    let ended = EffectActivity()
    Task {
      await task.value
      ended.fire()
    }
    let finished = await waitUntil(ended, timeout: duration) { ended.generation > 0 }
    if !finished {
      reportIssue(
        """
        Expected the effects of this action to finish, but they were still running after \
        \(duration.formattedSeconds) seconds.

        Make sure long-living effects are cancelled, or advance the clocks they wait on.
        """,
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
      )
    }
  }

  /// A Boolean value that indicates whether the task should stop executing.
  public var isCancelled: Bool {
    self.rawValue?.isCancelled ?? true
  }
}

extension Duration {
  /// This duration in seconds, as a short decimal string.
  var formattedSeconds: String {
    let (seconds, attoseconds) = self.components
    let value = Double(seconds) + Double(attoseconds) / 1e18
    return String(value)
  }
}
