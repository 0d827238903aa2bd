import Observation
import Synchronization

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Counts the mutations of every shared value in the process as they start and as they finish.
///
/// `withObservationTracking` registers its observers only after its closure returns, so a shared
/// value changed on another thread (a database's subscription, a server's other tab) between a
/// read in the closure and that registration notifies nobody, and the reader keeps the old value.
/// ``withObservationTracking(_:onChange:)`` reads the clock before and after a tracked closure,
/// and calls `onChange` itself when a mutation may have fallen in between.
///
/// The clock is process-wide: a mutation of an unrelated value costs a concurrent render one more
/// pass, and a `withLock` held long on another thread keeps renders that overlap it going again
/// until it ends (keep `withLock` bodies short, as they must be anyway: readers wait on them).
@_spi(Internals) public enum SharedMutationClock {
  private static let started = Atomic<Int>(0)
  private static let finished = Atomic<Int>(0)
  /// The thread that last tracked observation (the main thread, where renders run), whose own
  /// mutations are not counted.
  private static let trackingThread = Atomic<UInt>(0)

  /// The clock's counts at one moment.
  struct Reading: Equatable {
    let finished: Int
    let started: Int
  }

  /// Observation's `withObservationTracking`, with its gap closed: when a shared value may have
  /// changed on another thread after `apply` read it and before the observation was registered,
  /// `onChange` is called as the change would have called it (once the closure has returned).
  public static func withObservationTracking<T>(
    _ apply: () -> T, onChange: @escaping @Sendable () -> Void
  ) -> T {
    Self.trackingThread.store(Self.currentThread, ordering: .relaxed)
    let before = Self.read()
    let result = Observation.withObservationTracking(apply, onChange: onChange)
    if !Self.isQuiet(from: before, to: Self.read()) { onChange() }
    return result
  }

  /// An id of the current thread (0 where there is no `pthread_self`: every mutation counts).
  private static var currentThread: UInt {
    #if canImport(Darwin)
      UInt(bitPattern: pthread_self())
    #elseif canImport(Glibc) || canImport(Musl)
      UInt(pthread_self())
    #else
      UInt.max
    #endif
  }

  /// The clock now. The finished count is read first, so a mutation under way at that moment
  /// shows as more started than finished.
  static func read() -> Reading {
    let finished = Self.finished.load(ordering: .sequentiallyConsistent)
    return Reading(
      finished: finished, started: Self.started.load(ordering: .sequentiallyConsistent))
  }

  /// Whether no shared value was being changed at `before`, at `after`, or in between: then a
  /// read made between the two saw every change that its observation will not be told of.
  static func isQuiet(from before: Reading, to after: Reading) -> Bool {
    before == after && before.started == before.finished
  }

  /// Runs a mutation of a shared value (from its observers' `willSet` to their `didSet`).
  ///
  /// A mutation on the thread that tracks (the main thread, where renders run) is not counted:
  /// the only one that can fall inside a render there is the render's own doing, and counting
  /// it would render again forever. (The thread is told by its id, a register read: asking
  /// Foundation whether this is the main thread doubled the cost of a shared write.)
  static func mutation<R>(_ body: () throws -> R) rethrows -> R {
    guard Self.currentThread != Self.trackingThread.load(ordering: .relaxed) else {
      return try body()
    }
    Self.started.add(1, ordering: .sequentiallyConsistent)
    defer { Self.finished.add(1, ordering: .sequentiallyConsistent) }
    return try body()
  }
}
