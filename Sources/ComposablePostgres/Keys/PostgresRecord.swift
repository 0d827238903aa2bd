#if PostgreSQL
  import PostgresNIO

  /// A type made from one row of a query's result, as
  /// ``SharedReaderKey/fetchAll(sql:tables:database:fileID:filePath:line:column:)``
  /// returns them.
  ///
  /// ```swift
  /// struct Item: PostgresRecord, Equatable {
  ///   var id: UUID
  ///   var title: String
  ///   init(row: PostgresRow) throws {
  ///     (self.id, self.title) = try row.decode((UUID, String).self)
  ///   }
  /// }
  /// ```
  public protocol PostgresRecord: Sendable {
    /// Decodes the row; a row that does not have the expected columns throws.
    init(row: PostgresRow) throws
  }
#endif
