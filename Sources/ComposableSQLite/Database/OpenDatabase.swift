#if SQLite
  import Foundation
  import GRDB

  /// Opens the SQLite database at `path` (creating it if it is missing) and brings its schema up to
  /// date with `migrator`; `nil` opens a new in-memory database, as a test wants.
  ///
  /// ```swift
  /// var migrator = DatabaseMigrator()
  /// migrator.registerMigration("Create items") { db in
  ///   try db.create(table: "item") { t in
  ///     t.primaryKey("id", .text)
  ///     t.column("title", .text).notNull()
  ///   }
  /// }
  /// prepareDependencies { $0.defaultDatabase = try! openDatabase(at: path, migrator: migrator) }
  /// ```
  ///
  /// A file that is not a SQLite database, or is damaged, is never written to: the error says so,
  /// and the file is left as it was, for the person to move it away or repair it.
  ///
  /// - Throws: ``DatabaseOpenError``.
  public func openDatabase(
    at path: String?,
    migrator: DatabaseMigrator,
    configuration: Configuration = Configuration()
  ) throws(DatabaseOpenError) -> any DatabaseWriter {
    do {
      let database =
        if let path {
          try DatabaseQueue(path: path, configuration: configuration)
        } else {
          try DatabaseQueue(configuration: configuration)
        }
      // A damaged file can open and fail later, when a page is read: check it before any write.
      let problems = try database.read { db in
        try String.fetchAll(db, sql: "PRAGMA quick_check").filter { $0 != "ok" }
      }
      if !problems.isEmpty {
        throw DatabaseOpenError(path: path, reason: problems.joined(separator: "; "))
      }
      try migrator.migrate(database)
      return database
    } catch let error as DatabaseOpenError {
      throw error
    } catch {
      throw DatabaseOpenError(path: path, reason: "\(error)")
    }
  }

  /// The database could not be opened or migrated; the file was not changed.
  public struct DatabaseOpenError: Error, CustomStringConvertible {
    /// The file, or `nil` for an in-memory database.
    public let path: String?

    /// What SQLite said.
    public let reason: String

    /// A description for the person who reads the error, with what to do.
    public var description: String {
      let place = self.path.map { "\"\($0)\"" } ?? "An in-memory database"
      return """
        \(place) could not be opened as a SQLite database: \(self.reason). It was not changed. \
        Move it away (to keep it) or repair it with 'sqlite3 .recover', then open again.
        """
    }
  }
#endif
