import Foundation

/// Runs blocking work (waiting for a child process, reading a pipe to its end, sleeping between
/// polls) on a thread of its own and awaits its result.
///
/// Every test of the package runs in one process on Swift's cooperative thread pool, which has one
/// thread per core. A test that blocks one of those threads starves the others: on a 2-core
/// machine two blocked threads stop every other test, and timing-sensitive ones (a `TestStore`
/// waiting a second for an effect) fail. Blocking work goes here instead.
public func offThePool<Value: Sendable>(
  _ work: @escaping @Sendable () throws -> Value
) async throws -> Value {
  try await withCheckedThrowingContinuation { continuation in
    let thread = Thread { continuation.resume(with: Result { try work() }) }
    thread.start()
  }
}
