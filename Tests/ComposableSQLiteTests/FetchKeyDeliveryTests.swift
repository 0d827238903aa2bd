#if SQLite
  import ComposableArchitecture
  import ComposableSQLite
  import Dispatch
  import Foundation
  import Observation
  import TestSupport
  import Testing

  /// A shared value following a `DatabasePool` write after write, each waited for by a thread that
  /// blocks until the value shows it, as the benchmarks' `sqlite.fetchAll.write` does.
  struct FetchKeyDeliveryTests {
    /// A row of the counters table.
    struct Counter: Codable, Equatable, FetchableRecord, Sendable {
      var id: Int64
      var value: Int
    }

    static let rows = 100

    /// A new `DatabasePool` in `directory`, with `rows` counters at 0.
    /// The counters' pool, and a shared reader of all its rows in order.
    func counterReader(
      in directory: TemporaryDirectory
    ) throws -> (DatabasePool, SharedReader<[Counter]>) {
      let database = try self.counters(in: directory)
      let reader = SharedReader<[Counter]>(
        .fetchAll(sql: "SELECT id, value FROM counter ORDER BY id", database: database))
      return (database, reader)
    }

    func counters(in directory: TemporaryDirectory) throws -> DatabasePool {
      let database = try DatabasePool(path: directory.file("counters.sqlite").path)
      try database.write { db in
        try db.execute(
          sql: "CREATE TABLE counter (id INTEGER PRIMARY KEY, value INTEGER NOT NULL)")
        for id in 1...Self.rows {
          try db.execute(sql: "INSERT INTO counter (id, value) VALUES (?, 0)", arguments: [id])
        }
      }
      return database
    }

    func write(_ value: Int, id: Int, to database: DatabasePool) throws {
      try database.write { db in
        try db.execute(sql: "UPDATE counter SET value = ? WHERE id = ?", arguments: [value, id])
      }
    }

    /// Every write's value reaches the shared value (GRDB's concurrent observation of a pool, the
    /// key's delivery queue and the storage lose and reorder nothing). With a wait that judged the
    /// value by the read inside `withObservationTracking`'s closure, this lost a wake-up in 3 of 4
    /// runs (write 139, 87, 648…: the row already read the write's value, no signal came).
    @Test func everyWriteToAPoolReachesTheSharedValue() throws {
      let directory = TemporaryDirectory("tca-fetch-delivery")
      defer { directory.remove() }
      let (database, reader) = try self.counterReader(in: directory)
      #expect(reader.wrappedValue.count == Self.rows)
      // Bounded in time as well as in count: a loaded 2-core machine is slow.
      let start = ContinuousClock.now
      for written in 1...3_000 {
        let id = written % Self.rows + 1
        try self.write(written, id: id, to: database)
        guard waitFor(reader, timeout: .seconds(5), until: { $0[id - 1].value == written }) else {
          Issue.record(
            """
            Write \(written) did not reach the shared value in 5 s (row \(id) reads \
            \(reader.wrappedValue[id - 1].value); load error: \(String(describing: reader.loadError)))
            """)
          return
        }
        if ContinuousClock.now - start > .seconds(10) { break }
      }
    }

    /// A value that lands while the wait is subscribing, after it read the value and before
    /// `withObservationTracking` registered its observer (which it does only once its closure has
    /// returned), is still seen: the wait reads the value again after subscribing. A wait that
    /// decides on the read made inside the closure, as the benchmark's did, is never woken for it.
    @Test func aValueLandingWhileTheWaitSubscribesIsSeen() throws {
      let directory = TemporaryDirectory("tca-fetch-delivery")
      defer { directory.remove() }
      let (database, reader) = try self.counterReader(in: directory)
      #expect(reader.wrappedValue[0].value == 0)
      var landed = false
      let arrived = waitFor(
        reader, timeout: .seconds(5),
        whileSubscribing: {
          guard !landed else { return }
          landed = true
          try? self.write(1, id: 1, to: database)
          let deadline = ContinuousClock.now + .seconds(5)
          while reader.wrappedValue[0].value != 1 && ContinuousClock.now < deadline {
            // The value's own observation is not registered yet inside the tracking closure.
            // sleep-ok: poll interval of a loop bounded by its 5 s deadline.
            usleep(1_000)
          }
        },
        until: { $0[0].value == 1 })
      #expect(landed)
      #expect(arrived)
    }
  }

  /// Blocks the calling thread until `isDone` holds for the reader's value, or `timeout` passes:
  /// whether it held. The benchmarks' `waitFor`, with a deadline.
  ///
  /// `withObservationTracking` registers its observer only after its closure returns, so the
  /// closure only subscribes and the value is judged by a read made after it: a value that lands
  /// before the registration is seen by that read, one that lands after it signals.
  /// `whileSubscribing` runs inside the closure, after its read (for a test to land a value there).
  func waitFor<Value>(
    _ reader: SharedReader<Value>,
    timeout: Duration,
    whileSubscribing: () -> Void = {},
    until isDone: (Value) -> Bool
  ) -> Bool {
    let deadline = ContinuousClock.now + timeout
    while true {
      let changed = DispatchSemaphore(value: 0)
      withObservationTracking {
        _ = reader.wrappedValue
        whileSubscribing()
      } onChange: {
        changed.signal()
      }
      if isDone(reader.wrappedValue) { return true }
      let left = deadline - ContinuousClock.now
      guard left > .zero else { return false }
      let nanoseconds =
        left.components.seconds * 1_000_000_000
        + left.components.attoseconds / 1_000_000_000
      if changed.wait(timeout: .now() + .nanoseconds(Int(nanoseconds))) == .timedOut {
        return isDone(reader.wrappedValue)
      }
    }
  }
#endif
