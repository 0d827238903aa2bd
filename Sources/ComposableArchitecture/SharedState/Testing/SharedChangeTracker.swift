import Dependencies
import Foundation
import Synchronization

/// What a ``TestStore`` needs to assert shared state exhaustively.
///
/// While a test store is alive, its reducers and effects run with its tracker in their
/// dependencies. The first mutation of a shared value records a snapshot of the value before it;
/// the test's assertion closure then mutates that snapshot instead of the value, and the test
/// store compares the snapshot (what the test expects) with the value (what happened). Apps never
/// have a tracker, so they never copy a shared value to snapshot it.
final class SharedChangeTracker: @unchecked Sendable {  // Safe: its state changes under `lock`.
  private let lock = NSLock()
  private var tracked: [ObjectIdentifier: any SharedRoot] = [:]
  private var assertedChange = false

  /// The tracker whose assertion closure or comparison is running in this task, if any.
  @TaskLocal static var asserting: SharedChangeTracker?

  /// How many trackers are alive, so that apps (none) skip looking for one.
  private static let liveCount = Atomic<Int>(0)

  /// Whether any tracker is alive in the process.
  static var isAnyAlive: Bool { liveCount.load(ordering: .relaxed) > 0 }

  init() {
    Self.liveCount.add(1, ordering: .relaxed)
  }

  deinit {
    Self.liveCount.subtract(1, ordering: .relaxed)
  }

  /// A tracker set for the duration of one synchronous operation (a reduce whose changes are
  /// printed), not inherited by the effects it starts.
  @TaskLocal static var local: SharedChangeTracker?

  /// The tracker that records mutations in the current context: the one a test store set in its
  /// dependencies, or a local one.
  static var current: SharedChangeTracker? {
    guard isAnyAlive else { return nil }
    @Dependency(\.sharedChangeTracker) var tracker
    return tracker ?? local
  }

  /// Remembers a root whose snapshot must be cleared after the next assertion.
  func track(_ root: any SharedRoot) {
    self.lock.withLock { self.tracked[ObjectIdentifier(root)] = root }
  }

  /// Records that an assertion closure mutated a shared value.
  func didAssertSharedChange() {
    self.lock.withLock { self.assertedChange = true }
  }

  /// Runs `body` in assertion mode: reads of shared values see snapshots, and mutations write
  /// them.
  func asserting<R>(_ body: () throws -> R) rethrows -> R {
    try Self.$asserting.withValue(self, operation: body)
  }

  /// Whether the assertion closure since the last reset mutated a shared value.
  var didAssertChange: Bool {
    self.lock.withLock { self.assertedChange }
  }

  /// Whether a shared value changed or was asserted since the last reset.
  var hasChanges: Bool {
    self.lock.withLock { !self.tracked.isEmpty }
  }

  /// Forgets all snapshots: shared values are asserted up to their current values.
  func resetSnapshots() {
    let roots: [any SharedRoot] = self.lock.withLock {
      guard !self.tracked.isEmpty || self.assertedChange else { return [] }
      defer {
        self.tracked.removeAll()
        self.assertedChange = false
      }
      return Array(self.tracked.values)
    }
    for root in roots { root.clearSnapshot() }
  }
}

extension DependencyValues {
  /// The shared change tracker of the test store running this code, if any.
  var sharedChangeTracker: SharedChangeTracker? {
    get { self[SharedChangeTrackerKey.self] }
    set { self[SharedChangeTrackerKey.self] = newValue }
  }
}

private enum SharedChangeTrackerKey: DependencyKey {
  static let liveValue: SharedChangeTracker? = nil
  static let testValue: SharedChangeTracker? = nil
}
