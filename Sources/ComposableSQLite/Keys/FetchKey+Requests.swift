#if SQLite
  import ComposableArchitecture
  import GRDB

  extension SharedReaderKey {
    /// A key for the rows a SQL query returns, as records, following the database.
    ///
    /// ```swift
    /// @SharedReader(.fetchAll(sql: "SELECT * FROM player ORDER BY score DESC"))
    /// var players: [Player]
    /// ```
    ///
    /// - Parameters:
    ///   - sql: The query.
    ///   - arguments: Its arguments.
    ///   - database: The database to read; ``Dependencies/DependencyValues/defaultDatabase`` when
    ///     `nil`.
    public static func fetchAll<Record: FetchableRecord & Sendable>(
      sql: String,
      arguments: StatementArguments = StatementArguments(),
      database: (any DatabaseReader)? = nil,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Self where Self == FetchKey<[Record]>.Default {
      Self[
        FetchKey(
          request: FetchAllSQLRequest<Record>(sql: sql, arguments: arguments),
          database: database,
          location: FetchKeyLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        ),
        default: []
      ]
    }

    /// A key for the single value a SQL query returns (a count, a name), following the database.
    ///
    /// ```swift
    /// @SharedReader(.fetchOne(sql: "SELECT count(*) FROM player")) var count = 0
    /// ```
    ///
    /// When the query returns no row or `NULL`, the value is the one the shared value was created
    /// with.
    public static func fetchOne<Value: DatabaseValueConvertible & Sendable>(
      sql: String,
      arguments: StatementArguments = StatementArguments(),
      database: (any DatabaseReader)? = nil,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Self where Self == FetchKey<Value> {
      FetchKey(
        request: FetchOneSQLRequest<Value>(sql: sql, arguments: arguments),
        database: database,
        location: FetchKeyLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }

    /// A key for what a ``FetchKeyRequest`` fetches, following the database.
    ///
    /// ```swift
    /// @SharedReader(.fetch(Totals())) var totals = Totals.Value()
    /// ```
    public static func fetch<Request: FetchKeyRequest>(
      _ request: Request,
      database: (any DatabaseReader)? = nil,
      fileID: StaticString = #fileID,
      filePath: StaticString = #filePath,
      line: UInt = #line,
      column: UInt = #column
    ) -> Self where Self == FetchKey<Request.Value> {
      FetchKey(
        request: SomeValueRequest(base: request),
        database: database,
        location: FetchKeyLocation(fileID: fileID, filePath: filePath, line: line, column: column)
      )
    }
  }

  /// `SELECT …` fetched as records.
  struct FetchAllSQLRequest<Record: FetchableRecord & Sendable>: FetchKeyRequest,
    CustomStringConvertible
  {
    let sql: String
    let arguments: StatementArguments

    func fetch(_ db: Database) throws -> [Record]? {
      try Record.fetchAll(db, sql: self.sql, arguments: self.arguments)
    }

    var description: String { ".fetchAll(sql: \(String(reflecting: self.sql)))" }
  }

  /// `SELECT …` fetched as one value; no row or `NULL` is `nil`.
  struct FetchOneSQLRequest<Value: DatabaseValueConvertible & Sendable>: FetchKeyRequest,
    CustomStringConvertible
  {
    let sql: String
    let arguments: StatementArguments

    func fetch(_ db: Database) throws -> Value? {
      try Value.fetchOne(db, sql: self.sql, arguments: self.arguments)
    }

    var description: String { ".fetchOne(sql: \(String(reflecting: self.sql)))" }
  }

  /// A user's request, whose value is always there (never the initial value).
  struct SomeValueRequest<Base: FetchKeyRequest>: FetchKeyRequest, CustomStringConvertible {
    let base: Base

    func fetch(_ db: Database) throws -> Base.Value? {
      try self.base.fetch(db)
    }

    var description: String { ".fetch(\(String(reflecting: self.base)))" }
  }
#endif
