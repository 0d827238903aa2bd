import Testing

/// Groups the alert and dialog suites so that `swift test --filter Alerts` selects them.
@Suite enum Alerts {
  /// Compiles only when `value` is `Sendable`.
  static func requireSendable<T: Sendable>(_ value: T) {}
}
