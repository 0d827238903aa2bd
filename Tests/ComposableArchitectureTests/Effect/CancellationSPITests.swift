@_spi(Internals) import ComposableArchitecture
import ConcurrencyExtras
import Testing

/// The original library's view of the cancellable effects in flight outside a store, which its
/// own tests check after every test.
@MainActor
struct CancellationSPITests {
  @Test func aCancelledEffectStopsCountingAtOnceEvenBeforeItsTaskEnds() async throws {
    struct SlowToStop: Hashable, Sendable {}
    let started = LockIsolated(false)
    let release = LockIsolated(false)
    // An operation that ignores cancellation until released: its task outlives the cancel.
    let effect = Effect<Void>.run { _ in
      started.setValue(true)
      while !release.value { await Task.yield() }
    }
    .cancellable(id: SlowToStop())
    let consumer = Task { for await _ in effect.actions {} }
    try await waitUntil { started.value }
    let isInFlight = {
      _cancellationCancellables.withValue {
        $0.exists(at: SlowToStop(), path: NavigationIDPath())
      }
    }
    #expect(isInFlight())
    Task.cancel(id: SlowToStop())
    #expect(!isInFlight())
    release.setValue(true)
    await consumer.value
  }

  /// The original's `testCancellationWithoutThrowingCancellationError`, without the network: an
  /// operation that answers cancellation with an error of its own (as a URL session throws
  /// `URLError.cancelled`) is cancelled by id from outside any store; nothing is reported, and
  /// nothing is counted in flight once cancelled.
  @Test func anErrorThrownBecauseOfCancellationIsNotReported() async throws {
    struct Download: Hashable, Sendable {}
    struct Aborted: Error {}
    let started = LockIsolated(false)
    let effect = Effect<Void>.run { _ in
      started.setValue(true)
      while !Task.isCancelled { await Task.yield() }
      throw Aborted()
    }
    .cancellable(id: Download())
    let consumer = Task { for await _ in effect.actions {} }
    try await waitUntil { started.value }
    Task.cancel(id: Download())
    #expect(
      !_cancellationCancellables.withValue { $0.exists(at: Download(), path: NavigationIDPath()) }
    )
    await consumer.value
  }

  @Test func anEffectThatFinishesLeavesNothingBehind() async {
    struct Quick: Hashable, Sendable {}
    let effect = Effect<Int>.run { send in await send(1) }.cancellable(id: Quick())
    for await _ in effect.actions {}
    #expect(
      !_cancellationCancellables.withValue { $0.exists(at: Quick(), path: NavigationIDPath()) }
    )
  }
}

/// Yields until `condition` holds, failing the test after ten seconds.
@MainActor
private func waitUntil(_ condition: () -> Bool) async throws {
  let deadline = ContinuousClock.now.advanced(by: .seconds(10))
  while !condition() {
    guard ContinuousClock.now < deadline else {
      Issue.record("Timed out")
      throw CancellationError()
    }
    // sleep-ok: poll interval of a loop bounded by its 10 s deadline.
    try await Task.sleep(for: .milliseconds(1))
  }
}
