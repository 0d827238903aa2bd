/// Checks `condition` until it holds or `timeout` passes, suspending between checks (never
/// blocking a thread): a few yields first, then 1 ms sleeps. Returns whether it held.
///
/// For what has no event to wait on (a weak reference going nil, a background task's counter).
/// A loaded 2-core machine can take seconds to schedule a task: keep the timeout generous.
@MainActor
public func eventually(
  timeout: Duration = .seconds(10),
  _ condition: @MainActor () -> Bool
) async -> Bool {
  let deadline = ContinuousClock.now.advanced(by: timeout)
  var checks = 0
  while !condition() {
    guard ContinuousClock.now < deadline else { return false }
    checks += 1
    if checks < 50 {
      await Task.yield()
    } else {
      try? await Task.sleep(for: .milliseconds(1))
    }
  }
  return true
}

/// Like ``eventually(timeout:_:)``, but throws ``ConditionTimedOut`` naming `what` when the
/// condition does not hold in time.
@MainActor
public func eventually(
  _ what: String,
  timeout: Duration = .seconds(10),
  _ condition: @MainActor () -> Bool
) async throws {
  guard await eventually(timeout: timeout, condition) else {
    throw ConditionTimedOut(what: what, timeout: timeout)
  }
}

/// A condition waited for with ``eventually(_:timeout:_:)`` did not hold in time.
public struct ConditionTimedOut: Error, CustomStringConvertible {
  /// What was waited for.
  public let what: String
  /// How long.
  public let timeout: Duration

  public var description: String { "\(self.what): not within \(self.timeout)" }
}
