/// The exhaustivity of assertions made by the test store.
public enum Exhaustivity: Equatable, Sendable {
  /// Exhaustive assertions.
  ///
  /// This setting requires a test store to assert on every state change and received action, and
  /// requires every effect to finish before the test ends. It is the default.
  case on

  /// Non-exhaustive assertions.
  ///
  /// This setting allows a test store to assert only the state and actions a test cares about.
  /// With `showSkippedAssertions: true`, what was skipped is reported as expected failures, so it
  /// is visible in test output without failing the test.
  case off(showSkippedAssertions: Bool)

  /// Non-exhaustive assertions that do not report what they skipped.
  public static let off = Self.off(showSkippedAssertions: false)
}
