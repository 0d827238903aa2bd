#if SQLite
  import ComposableSQLite
  import Foundation

  /// A row of the tests' one table.
  struct Item: Codable, Equatable, FetchableRecord, Sendable {
    var title: String
  }

  /// The tests' schema: one table of items.
  let itemsMigrator: DatabaseMigrator = {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("Create items") { db in
      try db.create(table: "item") { table in
        table.column("title", .text).notNull()
      }
    }
    return migrator
  }()

  /// A new in-memory database with the items table.
  func itemsDatabase() throws -> any DatabaseWriter {
    try openDatabase(at: nil, migrator: itemsMigrator)
  }

  /// Inserts an item with `title`.
  func insert(_ title: String, into database: any DatabaseWriter) async throws {
    try await database.write { db in
      try db.execute(sql: "INSERT INTO item (title) VALUES (?)", arguments: [title])
    }
  }
#endif
