import Synchronization

/// The timing of the throttled effects of one store tree (see
/// ``Effect/throttle(id:for:scheduler:latest:)``): one table per clock and action type, each
/// keyed by cancellation key.
final class ThrottleTables: Sendable {
  private let tables = Mutex<[ObjectIdentifier: any AnyObject & Sendable]>([:])

  /// The table for throttled effects of `Action` timed by clocks whose instants are `Instant`.
  func table<Instant: InstantProtocol, Action>(
    of _: Instant.Type = Instant.self, _: Action.Type = Action.self
  ) -> ThrottleTable<Instant, Action> {
    self.tables.withLock { tables in
      let key = ObjectIdentifier(ThrottleTable<Instant, Action>.self)
      if let table = tables[key] {
        // Stored under its own type's identifier just below.
        return unsafeDowncast(table, to: ThrottleTable<Instant, Action>.self)
      }
      let table = ThrottleTable<Instant, Action>()
      tables[key] = table
      return table
    }
  }
}

/// The timing of one throttled identifier: when an action last went through, and the action
/// waiting for the current window to end.
///
/// The pending action is handed from the throttled effect that recorded it to the one that
/// emits it: both run in the same store tree, which only feeds actions back on the main actor.
struct ThrottleRecord<Instant: InstantProtocol, Action>: @unchecked Sendable {  // see above
  var lastEmission: Instant
  var pending: Action?
}

/// Throttle records of one clock and action type, by cancellation key.
final class ThrottleTable<Instant: InstantProtocol, Action>: Sendable {
  private let records = Mutex<[CancellationRegistry.Key: ThrottleRecord<Instant, Action>]>([:])

  /// Reads and updates the record kept for `key`.
  func withRecord<Result>(
    for key: CancellationRegistry.Key,
    _ body: (inout ThrottleRecord<Instant, Action>?) -> Result
  ) -> Result {
    self.records.withLock { records in body(&records[key]) }
  }
}
