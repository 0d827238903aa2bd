import ComposableArchitecture
import ComposableViews

/// The tabs of one demo server: each gets its own ``DemoFeature`` store over the board they all
/// share (an in-memory storage of its own, so that servers do not share boards), and the stores
/// are held weakly so that tests can look at their state and see them released.
@MainActor
public final class DemoTabs {
  private let board = InMemoryStorage()
  private let keepsRecords: Bool
  private var entries: [Entry] = []

  private struct Entry {
    weak var store: StoreOf<DemoFeature>?
    let log: DemoLog
  }

  /// Tabs over a new, empty board; `recording` false keeps no record of the stores made (for
  /// a load test's thousands of tabs).
  public init(recording: Bool = true) {
    self.keepsRecords = recording
  }

  /// A new tab's view, over a new store: what the server serves for each tab.
  public func makeView() -> DemoView {
    DemoView(store: self.makeStore())
  }

  /// A new store over the board.
  public func makeStore() -> StoreOf<DemoFeature> {
    let log = DemoLog()
    let board = self.board
    let store = Store(initialState: DemoFeature.State()) {
      DemoFeature(log: log)
    } withDependencies: {
      $0.defaultInMemoryStorage = board
      // A served tab's timer ticks on the real clock, as in an app, not a test's.
      $0.continuousClock = ContinuousClock()
    }
    if self.keepsRecords { self.entries.append(Entry(store: store, log: log)) }
    return store
  }

  /// Every store made, in order (nil once released).
  public var stores: [StoreOf<DemoFeature>?] { self.entries.map(\.store) }
  /// The log of every store made, in order (kept after the store is released).
  public var logs: [DemoLog] { self.entries.map(\.log) }
  /// How many stores were made.
  public var count: Int { self.entries.count }
  /// How many of them are still alive.
  public var alive: Int { self.entries.count { $0.store != nil } }
}
