import Synchronization

/// What a ``DemoFeature`` was sent, in order, and how many of its timers run: the tests read it
/// to see which events reached the store and that a session's end stops its effects.
public final class DemoLog: Sendable {
  private let state = Mutex(Recorded())

  private struct Recorded {
    var actions: [DemoFeature.Action] = []
    var timersStarted = 0
    var timersEnded = 0
  }

  /// An empty log.
  public init() {}

  /// Every action the feature was sent, oldest first.
  public var actions: [DemoFeature.Action] { self.state.withLock { $0.actions } }

  /// How many timer effects started.
  public var timersStarted: Int { self.state.withLock { $0.timersStarted } }

  /// How many timer effects are running: started and not yet ended (cancelled).
  public var runningTimers: Int {
    self.state.withLock { $0.timersStarted - $0.timersEnded }
  }

  func record(_ action: DemoFeature.Action) {
    self.state.withLock { $0.actions.append(action) }
  }

  func timerStarted() {
    self.state.withLock { $0.timersStarted += 1 }
  }

  func timerEnded() {
    self.state.withLock { $0.timersEnded += 1 }
  }
}
