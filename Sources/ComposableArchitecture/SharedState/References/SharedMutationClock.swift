import Foundation
import Synchronization

/// Counts the mutations of every shared value in the process as they start and as they finish.
///
/// `withObservationTracking` registers its observers only after its closure returns, so a shared
/// value changed on another thread (a database's subscription, a server's other tab) between a
/// read in the closure and that registration notifies nobody, and the reader keeps the old value.
/// A reader that reads the clock before and after (``isQuiet(from:to:)``) knows when that may have
/// happened, and reads again.
///
/// The clock is process-wide: a mutation of an unrelated value costs a concurrent render one more
/// pass, and a `withLock` held long on another thread keeps renders that overlap it going again
/// until it ends (keep `withLock` bodies short, as they must be anyway: readers wait on them).
@_spi(Internals) public enum SharedMutationClock {
  private static let started = Atomic<Int>(0)
  private static let finished = Atomic<Int>(0)

  /// The clock's counts at one moment.
  public struct Reading: Equatable, Sendable {
    let finished: Int
    let started: Int
  }

  /// The clock now. The finished count is read first, so a mutation under way at that moment
  /// shows as more started than finished.
  public static func read() -> Reading {
    let finished = Self.finished.load(ordering: .sequentiallyConsistent)
    return Reading(
      finished: finished, started: Self.started.load(ordering: .sequentiallyConsistent))
  }

  /// Whether no shared value was being changed at `before`, at `after`, or in between: then a
  /// read made between the two saw every change that its observation will not be told of.
  public static func isQuiet(from before: Reading, to after: Reading) -> Bool {
    before == after && before.started == before.finished
  }

  /// Runs a mutation of a shared value (from its observers' `willSet` to their `didSet`).
  ///
  /// A mutation on the main thread is not counted: renders run there, so the only mutation that
  /// can fall inside one is the render's own doing, and counting it would render again forever.
  static func mutation<R>(_ body: () throws -> R) rethrows -> R {
    guard !Thread.isMainThread else { return try body() }
    Self.started.add(1, ordering: .sequentiallyConsistent)
    defer { Self.finished.add(1, ordering: .sequentiallyConsistent) }
    return try body()
  }
}
