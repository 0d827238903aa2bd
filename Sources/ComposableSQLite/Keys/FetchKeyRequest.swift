#if SQLite
  import GRDB

  /// A query that a ``FetchKey`` runs, and runs again whenever the tables it read change.
  ///
  /// ```swift
  /// struct Totals: FetchKeyRequest {
  ///   func fetch(_ db: Database) throws -> Int {
  ///     try Int.fetchOne(db, sql: "SELECT count(*) FROM item") ?? 0
  ///   }
  /// }
  /// @SharedReader(.fetch(Totals())) var total = 0
  /// ```
  ///
  /// Two requests that are equal are one shared value: give a request the parameters that make it
  /// differ as stored properties.
  public protocol FetchKeyRequest<Value>: Hashable, Sendable {
    /// The type of value the request fetches.
    associatedtype Value: Sendable

    /// Fetches the value. The tables it reads are the ones observed.
    func fetch(_ db: Database) throws -> Value
  }
#endif
