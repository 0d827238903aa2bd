#if LiveServer
  import Logging
  import NIOConcurrencyHelpers

  /// Counts what the server refuses (requests, sockets, messages, events) and logs the counts
  /// once per period, a line for all of them: a flood of bad input writes one line a period,
  /// not one per refusal.
  final class RefusalLog: Sendable {
    /// What was refused, as the log line names it.
    enum Reason: String, Sendable, CaseIterable {
      case foreignHost = "requests naming a host not served"
      case foreignOrigin = "sockets from another origin"
      case protocolVersion = "sockets of another protocol version"
      case sessionCap = "pages over the session limit"
      case uriTooLong = "request lines over the limit (414)"
      case headersTooLarge = "header sections over the limit (431)"
      case slowHead = "connections that sent no whole request in time"
      case idleConnection = "idle connections"
      case malformedMessage = "sockets closed over a malformed message"
      case oversizedMessage = "sockets closed over a message over the limit"
      case rateLimited = "events over a tab's rate limit"
      case unknownAddress = "addresses that name no screen (the root was shown)"
    }

    private struct Counts: Sendable {
      var byReason: [Reason: Int] = [:]
      /// Whether a summary is due (its task is sleeping).
      var isScheduled = false
    }

    private let counts = NIOLockedValueBox(Counts())
    private let interval: Duration
    private let logger: Logger

    init(interval: Duration, logger: Logger) {
      self.interval = interval
      self.logger = logger
    }

    /// Counts one refusal; the first after a summary schedules the next one.
    func record(_ reason: Reason) {
      let schedules = self.counts.withLockedValue { counts in
        counts.byReason[reason, default: 0] += 1
        defer { counts.isScheduled = true }
        return !counts.isScheduled
      }
      guard schedules else { return }
      let interval = self.interval
      Task { [self] in
        try? await Task.sleep(for: interval)
        self.flush()
      }
    }

    /// Logs the counts since the last summary, if any, and starts over.
    func flush() {
      let counted = self.counts.withLockedValue { counts in
        defer { counts = Counts() }
        return counts.byReason
      }
      guard !counted.isEmpty else { return }
      let total = counted.values.reduce(0, +)
      let parts = Reason.allCases.compactMap { reason in
        counted[reason].map { "\($0) \(reason.rawValue)" }
      }
      self.logger.warning(
        "Refused \(total) in the last \(self.interval): \(parts.joined(separator: ", "))")
    }
  }
#endif
