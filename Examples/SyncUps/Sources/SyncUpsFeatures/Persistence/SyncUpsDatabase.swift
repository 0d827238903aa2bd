#if SQLite
  import ComposableArchitecture
  import ComposableSQLite
  import Foundation

  extension SyncUpsStorage {
    /// The sync-ups in the SQLite database at `path` (created if missing): one row per sync-up,
    /// and one per meeting in progress (its journal).
    ///
    /// A file that is not a database, or is damaged, is never written to: this throws, and the
    /// file stays as it was. Two SyncUps on one database each write their own changes in a
    /// transaction, row by row: a sync-up the other added is kept (and returned by the save as
    /// merged), one this process deleted is deleted.
    ///
    /// - Throws: ``DatabaseOpenError``.
    public static func sqlite(path: String) throws(DatabaseOpenError) -> Self {
      let database = SyncUpsDatabase(database: try openDatabase(at: path, migrator: .syncUps))
      return Self(
        id: "sqlite:\(path)",
        load: { try database.open() },
        save: { try database.save($0) },
        journalMeeting: { database.journal($0) },
        discardMeeting: { database.discard($0) },
        takeEvents: { database.takeEvents() }
      )
    }
  }

  extension DatabaseMigrator {
    /// The SyncUps schema.
    static var syncUps: Self {
      var migrator = DatabaseMigrator()
      migrator.registerMigration("Create sync-ups") { db in
        try db.create(table: "syncUp") { table in
          table.primaryKey("id", .text)
          table.column("position", .integer).notNull()
          table.column("json", .blob).notNull()
        }
        try db.create(table: "meetingInProgress") { table in
          table.primaryKey("id", .text)
          table.column("json", .blob).notNull()
        }
      }
      return migrator
    }
  }

  /// The sync-ups' tables in one database, and what this process last read or wrote of them.
  final class SyncUpsDatabase: Sendable {
    private let database: any DatabaseWriter
    /// The ids this process last read or wrote: only those may be deleted by a save.
    private let known = LockIsolated<Set<UUID>>([])
    private let events = LockIsolated<[SyncUpsStorageEvent]>([])

    init(database: any DatabaseWriter) {
      self.database = database
    }

    /// Reads the sync-ups (`nil` when none are stored), adding the meetings of SyncUps that
    /// stopped mid-meeting, saved at once.
    func open() throws -> IdentifiedArrayOf<SyncUp>? {
      let (stored, meetings) = try self.database.read { db in
        (try Self.syncUps(db), try Self.meetings(db))
      }
      self.known.setValue(Set(stored.ids))
      guard !meetings.isEmpty else { return stored.isEmpty ? nil : stored }
      var syncUps = stored
      for meeting in meetings {
        syncUps.addRecovered(meeting)
      }
      syncUps = (try? self.save(syncUps)) ?? syncUps
      self.events.withValue { $0.append(.recovered(meetings)) }
      return syncUps
    }

    /// Writes the list in one transaction; returns the stored list when another SyncUps's rows
    /// make it differ from `syncUps`.
    func save(_ syncUps: IdentifiedArrayOf<SyncUp>) throws -> IdentifiedArrayOf<SyncUp>? {
      try self.known.withValue { known in
        let encoder = JSONEncoder()
        let stored = try self.database.write { db in
          for id in known.subtracting(syncUps.ids) {
            try db.execute(sql: "DELETE FROM syncUp WHERE id = ?", arguments: [id.uuidString])
          }
          for (position, syncUp) in syncUps.enumerated() {
            try db.execute(
              sql: """
                INSERT INTO syncUp (id, position, json) VALUES (?, ?, ?)
                ON CONFLICT (id) DO UPDATE SET position = excluded.position, json = excluded.json
                """,
              arguments: [syncUp.id.uuidString, position, try encoder.encode(syncUp)]
            )
          }
          // A meeting the list holds is saved: its journal goes.
          for meeting in try Self.meetings(db)
          where syncUps[id: meeting.syncUp.id]?.meetings[id: meeting.id] != nil {
            try db.execute(
              sql: "DELETE FROM meetingInProgress WHERE id = ?", arguments: [meeting.id.uuidString])
          }
          return try Self.syncUps(db)
        }
        known = Set(stored.ids)
        return stored == syncUps ? nil : stored
      }
    }

    /// Journals the meeting in progress; a failure is kept as an event.
    func journal(_ meeting: MeetingInProgress) {
      do {
        let json = try JSONEncoder().encode(meeting)
        try self.database.write { db in
          try db.execute(
            sql: """
              INSERT INTO meetingInProgress (id, json) VALUES (?, ?)
              ON CONFLICT (id) DO UPDATE SET json = excluded.json
              """,
            arguments: [meeting.id.uuidString, json]
          )
        }
      } catch {
        self.events.withValue { $0.append(.journalFailed(reason: "\(error)")) }
      }
    }

    /// Forgets the journal of a discarded meeting.
    func discard(_ id: Meeting.ID) {
      try? self.database.write { db in
        try db.execute(
          sql: "DELETE FROM meetingInProgress WHERE id = ?", arguments: [id.uuidString])
      }
    }

    /// What the database did on its own since the last call, once.
    func takeEvents() -> [SyncUpsStorageEvent] {
      self.events.withValue { events in
        defer { events = [] }
        return events
      }
    }

    private static func syncUps(_ db: Database) throws -> IdentifiedArrayOf<SyncUp> {
      let decoder = JSONDecoder()
      let rows = try Row.fetchAll(db, sql: "SELECT id, json FROM syncUp ORDER BY position, rowid")
      return IdentifiedArray(
        uncheckedUniqueElements: try rows.map { row in
          do {
            return try decoder.decode(SyncUp.self, from: row["json"] as Data)
          } catch {
            throw SyncUpsStorageError.corrupt(
              path: "the row \(row["id"] as String? ?? "?") of the syncUp table",
              reason: "\(error)")
          }
        }
      )
    }

    private static func meetings(_ db: Database) throws -> [MeetingInProgress] {
      let decoder = JSONDecoder()
      return try Data.fetchAll(db, sql: "SELECT json FROM meetingInProgress ORDER BY rowid").map {
        try decoder.decode(MeetingInProgress.self, from: $0)
      }
    }
  }
#endif
