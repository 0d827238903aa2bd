#if SQLite
  import ComposableSQLite
  import Foundation
  import TestSupport
  import Testing

  struct OpenDatabaseTests {
    @Test func migrationsRunOnceAndTheDataStays() async throws {
      try await withTemporaryDirectory { directory in
        let path = directory.appendingPathComponent("items.sqlite").path
        let database = try openDatabase(at: path, migrator: itemsMigrator)
        try await insert("Kept", into: database)
        let reopened = try openDatabase(at: path, migrator: itemsMigrator)
        let titles = try await reopened.read {
          try String.fetchAll($0, sql: "SELECT title FROM item")
        }
        #expect(titles == ["Kept"])
        let applied = try await reopened.read { try itemsMigrator.appliedMigrations($0) }
        #expect(applied == ["Create items"])
      }
    }

    @Test func aFileThatIsNotADatabaseIsReportedAndLeftAsItWas() async throws {
      try await withTemporaryDirectory { directory in
        let url = directory.appendingPathComponent("team.sqlite")
        let garbage = Data(repeating: 0x5A, count: 8192)
        try garbage.write(to: url)
        #expect {
          _ = try openDatabase(at: url.path, migrator: itemsMigrator)
        } throws: { error in
          let description = String(describing: error)
          return error is DatabaseOpenError
            && description.contains("team.sqlite")
            && description.contains("It was not changed")
        }
        #expect(try Data(contentsOf: url) == garbage)
      }
    }

    @Test func aDatabaseDamagedInItsPagesIsReportedAndLeftAsItWas() async throws {
      try await withTemporaryDirectory { directory in
        let url = directory.appendingPathComponent("team.sqlite")
        let database = try openDatabase(at: url.path, migrator: itemsMigrator)
        try await database.write { db in
          for index in 0..<2000 {
            try db.execute(
              sql: "INSERT INTO item (title) VALUES (?)",
              arguments: [String(repeating: "x", count: 100) + "\(index)"])
          }
        }
        try (database as? DatabaseQueue)?.close()
        // Overwrite pages past the header with noise: SQLite opens the file, its pages are bad.
        var bytes = try Data(contentsOf: url)
        #expect(bytes.count > 20_000)
        for offset in stride(from: 5000, to: bytes.count - 1, by: 7) { bytes[offset] = 0xA5 }
        try bytes.write(to: url)
        #expect(throws: DatabaseOpenError.self) {
          _ = try openDatabase(at: url.path, migrator: itemsMigrator)
        }
        #expect(try Data(contentsOf: url) == bytes)
      }
    }
  }
#endif
