#if PostgreSQL
  import PostgresNIO

  /// A query that a ``PostgresFetchKey`` runs, and runs again whenever one of the tables it
  /// names changes, in any process.
  ///
  /// ```swift
  /// struct OpenItems: PostgresFetchRequest {
  ///   var tables: Set<String> { ["item"] }
  ///   func fetch(_ connection: PostgresConnection) async throws -> [Item] {
  ///     try await connection.query("SELECT id, title FROM item WHERE NOT done", logger: PostgresSharedDatabase.logger)
  ///       .collect().map { try Item(row: $0) }
  ///   }
  /// }
  /// @SharedReader(.fetch(OpenItems())) var items: [Item] = []
  /// ```
  ///
  /// Two requests that are equal are one shared value: give a request the parameters that make
  /// it differ as stored properties.
  public protocol PostgresFetchRequest<Value>: Hashable, Sendable {
    /// The type of value the request fetches.
    associatedtype Value: Sendable

    /// The tables whose changes make the request run again; empty (the default) for a change
    /// to any table (that has ``PostgresSharedDatabase/installChangeNotifications(on:)``).
    var tables: Set<String> { get }

    /// Fetches the value on a connection of the pool.
    func fetch(_ connection: PostgresConnection) async throws -> Value
  }

  extension PostgresFetchRequest {
    /// Every table: the request runs again after any change.
    public var tables: Set<String> { [] }
  }
#endif
