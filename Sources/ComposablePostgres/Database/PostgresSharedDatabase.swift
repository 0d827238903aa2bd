#if PostgreSQL
  import Logging
  import PostgresNIO

  /// A PostgreSQL database that features read from and write to, and whose changes reach every
  /// process that uses it.
  ///
  /// ```swift
  /// let database = try PostgresSharedDatabase(url: "postgres://app@127.0.0.1:5432/app")
  /// try await database.installChangeNotifications(on: ["item"])
  /// prepareDependencies { $0.defaultPostgresDatabase = database }
  /// ```
  ///
  /// Reads and writes go through a pool of connections (postgres-nio's `PostgresClient`), which
  /// opens new ones after a restart. One more connection runs `LISTEN` on the change channel:
  /// a ``PostgresFetchKey`` reads again when a table it reads changes, in this process or in
  /// another. That connection is reopened after it is lost, waiting longer after each failed
  /// attempt, and every key reads again once it is back, catching up on what it missed.
  ///
  /// Writes are transactions at the `SERIALIZABLE` isolation level: of two that read and write
  /// the same rows at the same time, one commits and the other fails with
  /// ``PostgresDatabaseError/Kind/conflict`` and writes nothing.
  public final class PostgresSharedDatabase: Sendable {
    /// Where the database is; `nil` for the placeholder that tests get by default.
    public let configuration: Configuration?
    let pool: ClientPool?
    let changes: ChangeListener

    /// Connects to the database that `url` names (`postgres://user@host:port/database`).
    ///
    /// Nothing is sent to the server yet: the first read or write connects.
    ///
    /// - Throws: ``PostgresDatabaseError`` when `url` is not a PostgreSQL URL.
    public convenience init(url: String) throws(PostgresDatabaseError) {
      self.init(configuration: try Configuration(url: url))
    }

    /// Connects to the database that `configuration` describes (lazily, as ``init(url:)``).
    public init(configuration: Configuration) {
      self.configuration = configuration
      self.pool = ClientPool(configuration: configuration)
      self.changes = ChangeListener(configuration: configuration)
    }

    /// The placeholder: no server, no pool, no listener.
    private init() {
      self.configuration = nil
      self.pool = nil
      self.changes = ChangeListener(configuration: nil)
    }

    /// A database that is not there: every read and write fails with
    /// ``PostgresDatabaseError/Kind/notConfigured``. Tests get it unless they set one.
    public static var unconfigured: PostgresSharedDatabase {
      PostgresSharedDatabase()
    }

    deinit {
      self.pool?.close()
      self.changes.stop()
    }

    /// Runs `body` on a connection of the pool, outside of any transaction.
    ///
    /// - Throws: ``PostgresDatabaseError`` for the server's and the connection's failures; an
    ///   error of the body's own is thrown as it is.
    @discardableResult
    public func read<Result: Sendable>(
      _ body: @Sendable (PostgresConnection) async throws -> Result
    ) async throws -> Result {
      try await self.withConnection(body)
    }

    /// Runs `body` in a `SERIALIZABLE` transaction, committed when it returns and rolled back
    /// when it throws.
    ///
    /// ```swift
    /// try await database.write { db in
    ///   try await db.query("UPDATE item SET done = true WHERE id = \(id)", logger: db.logger)
    /// }
    /// ```
    ///
    /// - Throws: ``PostgresDatabaseError``: ``PostgresDatabaseError/Kind/conflict`` when a
    ///   concurrent transaction changed what this one read (nothing was written; read again and
    ///   retry if the change still makes sense), ``PostgresDatabaseError/Kind/unavailable`` when
    ///   the server cannot be reached. An error of the body's own is thrown as it is.
    @discardableResult
    public func write<Result: Sendable>(
      _ body: @Sendable (PostgresConnection) async throws -> Result
    ) async throws -> Result {
      try await self.withConnection { connection in
        try await connection.query("BEGIN ISOLATION LEVEL SERIALIZABLE", logger: Self.logger)
        let result: Result
        do {
          result = try await body(connection)
        } catch {
          _ = try? await connection.query("ROLLBACK", logger: Self.logger)
          throw error
        }
        try await connection.query("COMMIT", logger: Self.logger)
        return result
      }
    }

    /// Runs one statement in its own transaction (`write` with a single query).
    @discardableResult
    public func execute(_ query: PostgresQuery) async throws -> [PostgresRow] {
      try await self.write { connection in
        try await connection.query(query, logger: Self.logger).collect()
      }
    }

    /// Stops the change listener and closes every connection; reads and writes fail afterwards.
    public func close() {
      self.pool?.close()
      self.changes.stop()
    }

    /// The logger handed to postgres-nio's query methods: silent, failures are thrown.
    public static let logger = Logger(label: "ComposablePostgres") { _ in
      SwiftLogNoOpLogHandler()
    }

    private func withConnection<Result: Sendable>(
      _ body: @Sendable (PostgresConnection) async throws -> Result
    ) async throws -> Result {
      guard let pool = self.pool else {
        throw PostgresDatabaseError(
          kind: .notConfigured,
          message: """
            set one before the first store: 'prepareDependencies { $0.defaultPostgresDatabase = \
            try PostgresSharedDatabase(url: url) }'.
            """
        )
      }
      do {
        return try await pool.withConnection { connection in
          do {
            return try await body(connection)
          } catch {
            // The body's own errors cross the pool untouched; the server's are classified.
            throw PostgresDatabaseError(classifying: error) ?? BodyError(error: error)
          }
        }
      } catch let error as BodyError {
        throw error.error
      } catch {
        // The pool's own failures (no connection in time, a closed pool) are an outage.
        throw PostgresDatabaseError(classifying: error)
          ?? PostgresDatabaseError(kind: .unavailable, message: "\(error)")
      }
    }
  }

  extension PostgresSharedDatabase.Configuration {
    /// What every connection sends when it starts.
    var startupParameters: [(String, String)] {
      self.applicationName.map { [("application_name", $0)] } ?? []
    }
  }

  /// An error thrown by a feature's closure, carried through the pool unchanged.
  private struct BodyError: Error {
    let error: any Error
  }
#endif
