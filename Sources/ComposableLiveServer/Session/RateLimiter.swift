#if LiveServer
  /// A token bucket: `rate` events a second on average, `burst` at once.
  struct RateLimiter: Sendable {
    let rate: Double
    let burst: Double
    private var tokens: Double
    private var last: ContinuousClock.Instant

    init(rate: Double, burst: Double, now: ContinuousClock.Instant = .now) {
      self.rate = rate
      self.burst = burst
      self.tokens = burst
      self.last = now
    }

    /// Takes one token if there is one.
    mutating func allow(now: ContinuousClock.Instant = .now) -> Bool {
      let elapsed = now - self.last
      self.last = now
      let seconds =
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      self.tokens = min(self.burst, self.tokens + seconds * self.rate)
      guard self.tokens >= 1 else { return false }
      self.tokens -= 1
      return true
    }
  }
#endif
