import ConcurrencyExtras
import Observation

/// Counts how many times the state that `read` reads is reported changed.
///
/// `onChange` runs while the state is being mutated, so it must not read it; the counter re-arms
/// when asked (``rearm()``), on the main actor, as a view re-renders after a change.
@MainActor
public final class ChangeCounter {
  /// Bumped by `onChange`, which may run on any thread.
  private let fired = LockIsolated(0)
  private let read: @MainActor () -> Void

  /// The changes reported so far.
  public var count: Int { self.fired.value }

  /// Starts observing what `read` reads.
  public init(_ read: @escaping @MainActor () -> Void) {
    self.read = read
    self.rearm()
  }

  /// Observes again (an observation fires once).
  public func rearm() {
    let fired = self.fired
    withObservationTracking {
      self.read()
    } onChange: {
      fired.withValue { $0 += 1 }
    }
  }
}
