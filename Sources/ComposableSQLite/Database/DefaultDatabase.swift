#if SQLite
  import Dependencies
  import GRDB
  import IssueReporting

  extension DependencyValues {
    /// The database that ``FetchKey``s read and that features write to.
    ///
    /// Set it once, before the first store is created, to a migrated database:
    ///
    /// ```swift
    /// prepareDependencies {
    ///   $0.defaultDatabase = try! openDatabase(at: path, migrator: .app)
    /// }
    /// ```
    ///
    /// Write in an effect, and catch the error to send it back to the feature:
    ///
    /// ```swift
    /// @Dependency(\.defaultDatabase) var database
    /// return .run { send in
    ///   await send(.saved(Result { try await database.write { try item.insert($0) } }))
    /// }
    /// ```
    ///
    /// In tests each test gets a new, empty in-memory database: migrate it in the test
    /// (``openDatabase(at:migrator:configuration:)`` with a `nil` path).
    public var defaultDatabase: any DatabaseWriter {
      get { self[DefaultDatabaseKey.self] }
      set { self[DefaultDatabaseKey.self] = newValue }
    }
  }

  private enum DefaultDatabaseKey: DependencyKey {
    static var liveValue: any DatabaseWriter {
      reportIssue(
        """
        A feature read '@Dependency(\\.defaultDatabase)', but no database was set: it is using a \
        new, empty in-memory database whose changes are lost. Set one at launch, before the first \
        store: 'prepareDependencies { $0.defaultDatabase = try openDatabase(at: path, migrator: \
        migrator) }'.
        """
      )
      return emptyDatabase()
    }

    static var testValue: any DatabaseWriter { emptyDatabase() }

    static var previewValue: any DatabaseWriter { emptyDatabase() }

    private static func emptyDatabase() -> any DatabaseWriter {
      do {
        return try DatabaseQueue()
      } catch {
        // An in-memory database fails to open only when SQLite cannot allocate it: nothing can
        // be stored then, and there is no database to hand back.
        preconditionFailure("SQLite could not open an in-memory database: \(error)")
      }
    }
  }
#endif
