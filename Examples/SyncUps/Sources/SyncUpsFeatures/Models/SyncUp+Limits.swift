/// Bounds that keep a sync-up safe to run: its duration multiplies with the number of
/// attendees when a meeting schedules speakers, so an unbounded value could overflow.
extension SyncUp {
  /// The longest meeting: one day.
  public static let maximumDuration = Duration.seconds(24 * 60 * 60)

  /// The most attendees a sync-up holds.
  public static let maximumAttendees = 1_000
}
