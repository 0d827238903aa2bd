import Foundation

#if SQLite
  import ComposableSQLite
#endif

extension SyncUpsStorage {
  /// The storage for the data file a person named with `--data`: a SQLite database when its name
  /// ends in `.sqlite`, `.sqlite3` or `.db`, the JSON file otherwise.
  ///
  /// - Throws: ``SyncUpsDataFileError`` when the database cannot be opened, or when this build
  ///   has no SQLite (it was built without the `SQLite` trait).
  public static func forDataFile(_ url: URL) throws(SyncUpsDataFileError) -> Self {
    guard ["sqlite", "sqlite3", "db"].contains(url.pathExtension.lowercased()) else {
      return .file(url)
    }
    #if SQLite
      do {
        return try .sqlite(path: url.path)
      } catch {
        throw SyncUpsDataFileError(description: error.description)
      }
    #else
      throw SyncUpsDataFileError(
        description: """
          \(url.path) is a SQLite database, and this SyncUps was built without SQLite: run it \
          with 'swift run --traits SQLite SyncUps --data \(url.path)'.
          """
      )
    #endif
  }
}

extension SyncUpsStorage {
  /// The storage for the database a person named with `--database`: PostgreSQL, at a URL such as
  /// `postgres://user@127.0.0.1:5432/syncups`.
  ///
  /// - Throws: ``SyncUpsDataFileError`` when the URL is not one, the database cannot be reached,
  ///   or this build has no PostgreSQL (it was built without the `PostgreSQL` trait).
  public static func forDatabaseURL(_ url: String) throws(SyncUpsDataFileError) -> Self {
    #if PostgreSQL
      do {
        return try .postgres(url: url)
      } catch {
        throw SyncUpsDataFileError(description: "\(url): \(error)")
      }
    #else
      throw SyncUpsDataFileError(
        description: """
          \(url) is a PostgreSQL database, and this SyncUps was built without PostgreSQL: run it \
          with 'swift run --traits PostgreSQL SyncUps --database \(url)'.
          """
      )
    #endif
  }
}

/// The data file named with `--data` (or the database named with `--database`) cannot be used; nothing was written to it.
public struct SyncUpsDataFileError: Error, CustomStringConvertible {
  /// What is wrong and what to do, for the person who ran the app.
  public var description: String
}
