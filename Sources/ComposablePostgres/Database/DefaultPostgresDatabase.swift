#if PostgreSQL
  import Dependencies
  import IssueReporting

  extension DependencyValues {
    /// The database that ``PostgresFetchKey``s read and that features write to.
    ///
    /// Set it once, before the first store is created:
    ///
    /// ```swift
    /// let database = try PostgresSharedDatabase(url: url)
    /// try await database.installChangeNotifications(on: ["item"])
    /// prepareDependencies { $0.defaultPostgresDatabase = database }
    /// ```
    ///
    /// Write in an effect, and send the error back to the feature:
    ///
    /// ```swift
    /// @Dependency(\.defaultPostgresDatabase) var database
    /// return .run { send in
    ///   await send(.saved(Result { try await database.execute("DELETE FROM item") }))
    /// }
    /// ```
    ///
    /// Tests get ``PostgresSharedDatabase/unconfigured``, whose reads and writes fail: a test that
    /// needs a server sets one.
    public var defaultPostgresDatabase: PostgresSharedDatabase {
      get { self[DefaultPostgresDatabaseKey.self] }
      set { self[DefaultPostgresDatabaseKey.self] = newValue }
    }
  }

  private enum DefaultPostgresDatabaseKey: DependencyKey {
    static var liveValue: PostgresSharedDatabase {
      reportIssue(
        """
        A feature read '@Dependency(\\.defaultPostgresDatabase)', but no database was set: its \
        reads and writes fail. Set one at launch, before the first store: \
        'prepareDependencies { $0.defaultPostgresDatabase = try PostgresSharedDatabase(url: url) }'.
        """
      )
      return .unconfigured
    }

    static var testValue: PostgresSharedDatabase { .unconfigured }
  }
#endif
