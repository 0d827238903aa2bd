import ComposableArchitecture
import Foundation

/// A `TestClock` whose `advance` first waits for something to sleep on it.
///
/// A test that sends `.onTask` and then advances a plain `TestClock` races the effect: on a
/// loaded machine the timer may not have started sleeping yet, so the advance passes it by and
/// the tick never comes. This clock counts its sleepers, and ``advance(by:)`` waits (up to five
/// seconds) until one is asleep before it moves time on.
final class SettledTestClock: Clock, Sendable {
  typealias Instant = TestClock<Duration>.Instant

  private let base = TestClock<Duration>()
  private let sleepers = LockIsolated(0)

  var now: Instant { self.base.now }
  var minimumResolution: Duration { self.base.minimumResolution }

  // sleep-ok: the clock's own sleep, on test time; it waits for no process.
  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    self.sleepers.withValue { $0 += 1 }
    defer { self.sleepers.withValue { $0 -= 1 } }
    try await self.base.sleep(until: deadline, tolerance: tolerance)
  }

  /// Waits until an effect sleeps on the clock, then moves time on by `duration`, waking every
  /// sleeper whose deadline has come.
  func advance(by duration: Duration) async {
    let deadline = ContinuousClock.now + .seconds(5)
    while self.sleepers.value == 0, ContinuousClock.now < deadline {
      // sleep-ok: the poll interval of a loop bounded by the 5 s deadline above.
      try? await Task.sleep(for: .milliseconds(1))
    }
    await self.base.advance(by: duration)
  }
}
