#if PostgreSQL
  /// The waits between attempts to reconnect: 50 ms, doubling up to a maximum, back to 50 ms once
  /// a connection is made.
  struct Backoff: Sendable {
    static let first: Duration = .milliseconds(50)

    let maximum: Duration
    private var current: Duration = Self.first

    init(maximum: Duration) {
      self.maximum = maximum
    }

    /// The wait before the next attempt; the one after is twice as long.
    mutating func next() -> Duration {
      let wait = min(self.current, self.maximum)
      self.current = min(self.current * 2, self.maximum)
      return wait
    }

    /// Starts again from the shortest wait.
    mutating func reset() {
      self.current = Self.first
    }
  }
#endif
