#if PostgreSQL
  import ComposableArchitecture
  import PostgresNIO

  extension SharedReaderKey {
    /// A key for the rows a query returns, as records, following the database.
    ///
    /// ```swift
    /// @SharedReader(.fetchAll(sql: "SELECT id, title FROM item ORDER BY title", tables: ["item"]))
    /// var items: [Item]
    /// ```
    ///
    /// Values interpolated in `sql` are sent as parameters (`WHERE id = \(id)`), never as text.
    ///
    /// - Parameters:
    ///   - sql: The query.
    ///   - tables: The tables it reads, whose changes make it run again; empty for any change.
    ///   - database: The database to read; ``Dependencies/DependencyValues/defaultPostgresDatabase``
    ///     when `nil`.
    public static func fetchAll<Record: PostgresRecord>(
      sql: PostgresQuery,
      tables: Set<String> = [],
      database: PostgresSharedDatabase? = nil,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Self where Self == PostgresFetchKey<[Record]>.Default {
      Self[
        PostgresFetchKey(
          request: FetchAllRequest<Record>(sql: sql, tables: tables),
          database: database,
          location: FetchLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        ),
        default: []
      ]
    }

    /// A key for the first column of the first row a query returns (a count, a name),
    /// following the database.
    ///
    /// ```swift
    /// @SharedReader(.fetchOne(sql: "SELECT count(*) FROM item", tables: ["item"])) var count = 0
    /// ```
    ///
    /// When the query returns no row or `NULL`, the value is the one the shared value was created
    /// with.
    public static func fetchOne<Value: PostgresDecodable & Sendable>(
      sql: PostgresQuery,
      tables: Set<String> = [],
      database: PostgresSharedDatabase? = nil,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Self where Self == PostgresFetchKey<Value> {
      PostgresFetchKey(
        request: FetchOneRequest<Value>(sql: sql, tables: tables),
        database: database,
        location: FetchLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }

    /// A key for what a ``PostgresFetchRequest`` fetches, following the database.
    ///
    /// ```swift
    /// @SharedReader(.fetch(OpenItems())) var items: [Item] = []
    /// ```
    public static func fetch<Request: PostgresFetchRequest>(
      _ request: Request,
      database: PostgresSharedDatabase? = nil,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Self where Self == PostgresFetchKey<Request.Value> {
      PostgresFetchKey(
        request: SomeValueRequest(base: request),
        database: database,
        location: FetchLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }
  }

  /// `SELECT …` fetched as records.
  struct FetchAllRequest<Record: PostgresRecord>: PostgresFetchRequest, CustomStringConvertible {
    let sql: PostgresQuery
    let tables: Set<String>

    func fetch(_ connection: PostgresConnection) async throws -> [Record]? {
      try await connection.query(self.sql, logger: PostgresSharedDatabase.logger).collect().map {
        try Record(row: $0)
      }
    }

    var description: String { ".fetchAll(sql: \(String(reflecting: self.sql.sql)))" }
  }

  /// `SELECT …` fetched as one value; no row or `NULL` is `nil`.
  struct FetchOneRequest<Value: PostgresDecodable & Sendable>: PostgresFetchRequest,
    CustomStringConvertible
  {
    let sql: PostgresQuery
    let tables: Set<String>

    func fetch(_ connection: PostgresConnection) async throws -> Value? {
      let rows = try await connection.query(self.sql, logger: PostgresSharedDatabase.logger)
        .collect()
      guard let cell = rows.first?.first, cell.bytes != nil else { return nil }
      return try cell.decode(Value.self)
    }

    var description: String { ".fetchOne(sql: \(String(reflecting: self.sql.sql)))" }
  }

  /// A user's request, whose value is always there (never the initial value).
  struct SomeValueRequest<Base: PostgresFetchRequest>: PostgresFetchRequest,
    CustomStringConvertible
  {
    let base: Base

    var tables: Set<String> { self.base.tables }

    func fetch(_ connection: PostgresConnection) async throws -> Base.Value? {
      try await self.base.fetch(connection)
    }

    var description: String { ".fetch(\(String(reflecting: self.base)))" }
  }
#endif
