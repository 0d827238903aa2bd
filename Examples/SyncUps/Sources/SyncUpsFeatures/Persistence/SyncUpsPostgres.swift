#if PostgreSQL
  import ComposableArchitecture
  import ComposablePostgres
  import Foundation

  extension SyncUpsStorage {
    /// The sync-ups in the PostgreSQL database at `url` (`postgres://user@host:port/db`): one row
    /// per sync-up (its JSON), one per meeting in progress (its journal). The tables are created
    /// if missing.
    ///
    /// Every SyncUps on the database sees the others' changes as they commit (`LISTEN`/`NOTIFY`),
    /// and catches up after a lost connection. A save is one `SERIALIZABLE` transaction that
    /// writes this process's rows: a sync-up another process added is kept, one deleted here is
    /// deleted, and of two saves of one sync-up at the same moment the later one wins (a
    /// conflict between two transactions is retried). A save while the database is unreachable
    /// fails: the shared value's `saveError`, retried at the next change.
    ///
    /// - Throws: ``PostgresDatabaseError`` when the URL is not one or the database cannot be
    ///   reached.
    public static func postgres(url: String) throws -> Self {
      let configuration = try PostgresSharedDatabase.Configuration(url: url)
      let database = SyncUpsPostgres(database: PostgresSharedDatabase(configuration: configuration))
      try database.prepare()
      return Self(
        id: configuration.redactedURL,
        load: { try database.open() },
        save: { try database.save($0) },
        journalMeeting: { database.journal($0) },
        discardMeeting: { database.discard($0) },
        takeEvents: { database.takeEvents() },
        observe: { database.observe($0) }
      )
    }
  }

  /// The sync-ups' tables in one PostgreSQL database, and what this process last read or wrote.
  ///
  /// The storage's operations are synchronous (the shared key saves before a mutation returns):
  /// each blocks its caller, the stores' main actor, while the query runs on the storage's own
  /// thread (``StorageThread``) and postgres-nio's. It is never called from that thread.
  final class SyncUpsPostgres: Sendable {
    private struct Writes {
      /// Saves under way: a list read meanwhile may miss them.
      var inFlight = 0
      /// Counts saves started and ended: a read that saw it change may be older than a save.
      var generation = 0
    }

    private let database: PostgresSharedDatabase
    /// The ids this process last read or wrote: only those may be deleted by a save.
    private let known = LockIsolated<Set<UUID>>([])
    private let writes = LockIsolated(Writes())
    private let events = LockIsolated<[SyncUpsStorageEvent]>([])

    init(database: PostgresSharedDatabase) {
      self.database = database
    }

    /// Creates the tables if missing, and the triggers that announce their changes.
    func prepare() throws {
      let database = self.database
      try blocking {
        try await database.write { connection in
          // Two SyncUps starting at once: one creates, the other waits and finds the tables.
          try await connection.query(
            "SELECT pg_advisory_xact_lock(\(Self.schemaLock))",
            logger: PostgresSharedDatabase.logger)
          try await connection.query(
            """
            CREATE TABLE IF NOT EXISTS "syncUp" (
              id text PRIMARY KEY, position integer NOT NULL, json text NOT NULL)
            """,
            logger: PostgresSharedDatabase.logger)
          try await connection.query(
            """
            CREATE TABLE IF NOT EXISTS "meetingInProgress" (id text PRIMARY KEY, json text NOT NULL)
            """,
            logger: PostgresSharedDatabase.logger)
        }
        try await database.installChangeNotifications(on: ["syncUp"])
      }
    }

    /// Reads the sync-ups (`nil` when none are stored), adding the meetings of SyncUps that
    /// stopped mid-meeting, saved at once.
    func open() throws -> IdentifiedArrayOf<SyncUp>? {
      let database = self.database
      let (stored, meetings) = try blocking {
        try await database.read { connection in
          (try await Self.syncUps(connection), try await Self.meetings(connection))
        }
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
      self.writes.withValue {
        $0.inFlight += 1
        $0.generation += 1
      }
      defer {
        self.writes.withValue {
          $0.inFlight -= 1
          $0.generation += 1
        }
      }
      let database = self.database
      let deleted = self.known.value.subtracting(syncUps.ids)
      let rows = try syncUps.enumerated().map { position, syncUp in
        (id: syncUp.id.uuidString, position: position, json: try Self.json(syncUp))
      }
      let stored = try blocking {
        try await retryingConflicts {
          try await database.write { connection in
            for id in deleted {
              try await connection.query(
                #"DELETE FROM "syncUp" WHERE id = \#(id.uuidString)"#,
                logger: PostgresSharedDatabase.logger)
            }
            for row in rows {
              try await connection.query(
                #"""
                INSERT INTO "syncUp" (id, position, json) VALUES (\#(row.id), \#(row.position), \#(row.json))
                ON CONFLICT (id) DO UPDATE SET position = excluded.position, json = excluded.json
                """#,
                logger: PostgresSharedDatabase.logger)
            }
            // A meeting the list holds is saved: its journal goes.
            for meeting in try await Self.meetings(connection)
            where syncUps[id: meeting.syncUp.id]?.meetings[id: meeting.id] != nil {
              try await connection.query(
                #"DELETE FROM "meetingInProgress" WHERE id = \#(meeting.id.uuidString)"#,
                logger: PostgresSharedDatabase.logger)
            }
            return try await Self.syncUps(connection)
          }
        }
      }
      self.known.setValue(Set(stored.ids))
      return stored == syncUps ? nil : stored
    }

    /// Journals the meeting in progress; a failure is kept as an event.
    func journal(_ meeting: MeetingInProgress) {
      let database = self.database
      do {
        let json = try Self.json(meeting)
        try blocking {
          try await database.execute(
            #"""
            INSERT INTO "meetingInProgress" (id, json) VALUES (\#(meeting.id.uuidString), \#(json))
            ON CONFLICT (id) DO UPDATE SET json = excluded.json
            """#)
        }
      } catch {
        self.events.withValue { $0.append(.journalFailed(reason: "\(error)")) }
      }
    }

    /// Forgets the journal of a discarded meeting.
    func discard(_ id: Meeting.ID) {
      let database = self.database
      _ = try? blocking {
        try await database.execute(
          #"DELETE FROM "meetingInProgress" WHERE id = \#(id.uuidString)"#)
      }
    }

    /// What the database did on its own since the last call, once.
    func takeEvents() -> [SyncUpsStorageEvent] {
      self.events.withValue { events in
        defer { events = [] }
        return events
      }
    }

    /// Reads the list again after every change another process (or this one) commits, and
    /// after every reconnection, and hands it to `receive`.
    func observe(
      _ receive: @escaping @Sendable (IdentifiedArrayOf<SyncUp>) -> Void
    ) -> SharedSubscription {
      // Changes in a burst are read once: one read waits, the newest request.
      let (requests, request) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
      let observation = self.database.observeChanges(to: ["syncUp"]) { change in
        if case .interrupted = change { return }
        request.yield()
      }
      if self.database.isListening { request.yield() }
      let reader = Task { [database, writes, known] in
        for await _ in requests {
          let before = writes.value
          guard before.inFlight == 0,
            let syncUps = try? await database.read({ try await Self.syncUps($0) })
          else {
            // A save is under way (its result reaches the shared value), or the database is
            // unreachable (the listener's reconnection will ask again): try again shortly.
            try? await Task.sleep(for: .milliseconds(50))
            if before.inFlight > 0 { request.yield() }
            continue
          }
          // A save that started meanwhile may have written after this read: read again.
          guard writes.value.generation == before.generation else {
            request.yield()
            continue
          }
          known.setValue(Set(syncUps.ids))
          receive(syncUps)
        }
      }
      return SharedSubscription {
        observation.cancel()
        request.finish()
        reader.cancel()
      }
    }

    private static func syncUps(
      _ connection: PostgresConnection
    ) async throws -> IdentifiedArrayOf<SyncUp> {
      let decoder = JSONDecoder()
      let rows = try await connection.query(
        #"SELECT id, json FROM "syncUp" ORDER BY position, id"#,
        logger: PostgresSharedDatabase.logger
      ).collect()
      return IdentifiedArray(
        uncheckedUniqueElements: try rows.map { row in
          let (id, json) = try row.decode((String, String).self)
          do {
            return try decoder.decode(SyncUp.self, from: Data(json.utf8))
          } catch {
            throw SyncUpsStorageError.corrupt(
              path: "the row \(id) of the syncUp table", reason: "\(error)")
          }
        }
      )
    }

    private static func meetings(_ connection: PostgresConnection) async throws
      -> [MeetingInProgress]
    {
      let decoder = JSONDecoder()
      return try await connection.query(
        #"SELECT json FROM "meetingInProgress" ORDER BY id"#, logger: PostgresSharedDatabase.logger
      ).collect().map { row in
        try decoder.decode(MeetingInProgress.self, from: Data(row.decode(String.self).utf8))
      }
    }

    private static func json(_ value: some Encodable) throws -> String {
      // Dates as numbers (the default), which read back equal to the ones written.
      let encoder = JSONEncoder()
      return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// The advisory lock key of the schema's creation (any fixed number: "SYNC").
    private static let schemaLock = 0x53_59_4E_43
  }

  /// Runs `write` again, up to three times, when it conflicted with another SyncUps's save.
  private func retryingConflicts<Result: Sendable>(
    _ write: @Sendable () async throws -> Result
  ) async throws -> Result {
    var attempt = 1
    while true {
      do {
        return try await write()
      } catch let error as PostgresDatabaseError where error.kind == .conflict && attempt < 3 {
        attempt += 1
      }
    }
  }

  /// Runs `operation` to its end on the storage's own thread, blocking the calling thread, and
  /// returns its result.
  @discardableResult
  private func blocking<Result: Sendable>(
    _ operation: @escaping @Sendable () async throws -> Result
  ) throws -> Result {
    try StorageThread.shared.run(operation)
  }
#endif
