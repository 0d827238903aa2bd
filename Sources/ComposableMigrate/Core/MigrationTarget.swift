/// The oldest platform a migrated app still supports, which decides how views observe state.
public enum MigrationTarget: String, CaseIterable, Sendable {
  /// iOS 16 (and the matching macOS/tvOS/watchOS): views are wrapped in `WithPerceptionTracking`.
  case ios16
  /// iOS 17 and later: the Observation framework is available, no wrapper is needed.
  case ios17
}
