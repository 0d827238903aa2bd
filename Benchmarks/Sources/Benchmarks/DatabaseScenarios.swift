// The SQLite scenarios: a `@SharedReader(.fetchAll(…))` of 1,000 rows following one row's write,
// against the same write and the same read done with GRDB directly.

import ComposableArchitecture
import ComposableSQLite
import Dispatch
import Foundation
import GRDB
import Observation

/// One row of the benchmark's `item` table, decoded by column index, the same way in every
/// scenario (the key's refetch and the direct read decode alike).
struct BenchmarkItem: FetchableRecord, Sendable, Equatable {
  var id: Int64
  var title: String
  var value: Int

  init(row: GRDB.Row) throws {
    self.id = row[0]
    self.title = row[1]
    self.value = row[2]
  }
}

/// The kind of database a pair of scenarios runs on.
enum BenchmarkDatabaseKind: CaseIterable {
  /// A `DatabasePool` on a new file in a temporary folder (WAL, readers beside the writer): what
  /// GRDB recommends an app keep its data in. The targeted pair.
  case pool
  /// An in-memory `DatabaseQueue`: no file at all, so the library's own part weighs the most.
  case memory

  /// Appended to the scenario names.
  var suffix: String {
    switch self {
    case .pool: ""
    case .memory: ".memory"
    }
  }
}

/// Databases made for the scenarios, and the temporary folder of their files.
final class BenchmarkDatabases {
  static let rowCount = 1_000
  static let selectAll = "SELECT id, title, value FROM item ORDER BY id"
  static let update = "UPDATE item SET value = ? WHERE id = ?"

  private let folder: URL

  init() {
    self.folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tca-benchmarks-\(UUID().uuidString)", isDirectory: true)
  }

  /// A new database of the given kind with `rowCount` rows (ids 1 through `rowCount`).
  func make(_ kind: BenchmarkDatabaseKind) -> any DatabaseWriter {
    do {
      let database: any DatabaseWriter
      switch kind {
      case .pool:
        try FileManager.default.createDirectory(
          at: self.folder, withIntermediateDirectories: true)
        let path = self.folder.appendingPathComponent("\(UUID().uuidString).sqlite").path
        database = try DatabasePool(path: path)
      case .memory:
        database = try DatabaseQueue()
      }
      try database.write { db in
        try db.execute(
          sql:
            "CREATE TABLE item (id INTEGER PRIMARY KEY, title TEXT NOT NULL, value INTEGER NOT NULL)"
        )
        for id in 1...Self.rowCount {
          try db.execute(
            sql: "INSERT INTO item (id, title, value) VALUES (?, ?, 0)",
            arguments: [id, "Item \(id)"])
        }
      }
      return database
    } catch {
      fatalError("The benchmark database could not be made: \(error)")
    }
  }

  /// Removes the files of the pools made (unlinking them is safe while they are still open).
  func removeFiles() {
    try? FileManager.default.removeItem(at: self.folder)
  }
}

/// Writes `value` into row `id`, in a transaction of its own.
func writeValue(_ value: Int, id: Int, to database: any DatabaseWriter) {
  do {
    try database.write { db in
      try db.execute(sql: BenchmarkDatabases.update, arguments: [value, id])
    }
  } catch {
    fatalError("The benchmark's update failed: \(error)")
  }
}

/// Blocks the calling thread until `isDone` holds for the shared reader's value.
///
/// Woken by the shared value's own observation (`withObservationTracking`, as a view is), which
/// fires on the thread that delivers the new value: no polling and no sleep.
///
/// `withObservationTracking` registers its observer only after its closure has returned, so a
/// value delivered between a read inside the closure and that registration signals nothing. The
/// closure therefore only subscribes, and the value is judged by a read made after it: a value
/// that lands before the registration is seen by that read, one that lands after it signals
/// (`onChange` runs as the value is about to change, while the storage holds the lock its reads
/// take, so the read after waking sees the new value). Judging the read made inside the closure,
/// as this did before, lost a write's wake-up in 3 of 20 whole `--check` runs (2026-11-29): the
/// run waited forever for a value the shared reader already held.
///
/// A value that never comes stops the run loudly after 10 seconds rather than hanging it.
func waitFor<Value>(_ reader: SharedReader<Value>, until isDone: (Value) -> Bool) {
  let deadline = DispatchTime.now() + .seconds(10)
  while true {
    let changed = DispatchSemaphore(value: 0)
    withObservationTracking {
      _ = reader.wrappedValue
    } onChange: {
      changed.signal()
    }
    if isDone(reader.wrappedValue) { return }
    if changed.wait(timeout: deadline) == .timedOut {
      fatalError("A database scenario waited 10 s for the shared value to show a write.")
    }
  }
}

/// Times `sqlite.fetchAll.write` and `grdb.write.read`, on each kind of database.
@MainActor
func measureDatabaseScenarios(_ harness: Harness) {
  let databases = BenchmarkDatabases()
  defer { databases.removeFiles() }
  let rows = BenchmarkDatabases.rowCount
  for kind in BenchmarkDatabaseKind.allCases {
    // The key's database is its own: a write to the direct scenario's database would otherwise
    // make this key fetch in the background while the direct read is timed.
    do {
      let database = databases.make(kind)
      let reader = SharedReader<[BenchmarkItem]>(
        .fetchAll(sql: BenchmarkDatabases.selectAll, database: database))
      precondition(reader.wrappedValue.count == rows, "the key did not load the rows")
      var written = 0
      harness.measure("sqlite.fetchAll.write\(kind.suffix)") {
        written += 1
        let id = written % rows + 1
        let value = written
        writeValue(value, id: id, to: database)
        waitFor(reader) { $0[id - 1].value == value }
      }
    }
    do {
      let database = databases.make(kind)
      var written = 0
      harness.measure("grdb.write.read\(kind.suffix)") {
        written += 1
        let id = written % rows + 1
        let value = written
        writeValue(value, id: id, to: database)
        do {
          let items = try database.read { db in
            try BenchmarkItem.fetchAll(db, sql: BenchmarkDatabases.selectAll)
          }
          precondition(items[id - 1].value == value, "the read missed the write")
        } catch {
          fatalError("The benchmark's read failed: \(error)")
        }
      }
    }
  }
}
