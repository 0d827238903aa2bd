#if PostgreSQL
  import ComposablePostgres
  import Testing

  /// What needs no server: URLs, and the placeholder database tests get by default.
  struct PostgresConfigurationTests {
    @Test func aURLNamesTheServerTheUserAndTheDatabase() throws {
      let configuration = try PostgresSharedDatabase.Configuration(
        url: "postgres://app:secret@127.0.0.1:5433/team")
      #expect(configuration.host == "127.0.0.1")
      #expect(configuration.port == 5433)
      #expect(configuration.username == "app")
      #expect(configuration.password == "secret")
      #expect(configuration.database == "team")
      #expect(configuration.redactedURL == "postgres://app@127.0.0.1:5433/team")
    }

    @Test func anApplicationNameNamesTheConnections() throws {
      let configuration = try PostgresSharedDatabase.Configuration(
        url: "postgres://app@127.0.0.1/team?application_name=web-1")
      #expect(configuration.port == 5432)
      #expect(configuration.applicationName == "web-1")
      #expect(
        configuration.redactedURL == "postgres://app@127.0.0.1:5432/team?application_name=web-1")
    }

    @Test func somethingElseIsNotAURL() {
      #expect(throws: PostgresDatabaseError.self) {
        try PostgresSharedDatabase.Configuration(url: "team.sqlite")
      }
      do {
        _ = try PostgresSharedDatabase.Configuration(url: "http://example.com/x")
        Issue.record("an http URL was taken for a database")
      } catch {
        #expect(error.kind == .notConfigured)
        #expect(error.description.contains("postgres://user@host:port/database"))
      }
    }

    @Test func theUnconfiguredDatabaseFailsWithAnErrorThatSaysWhatToDo() async {
      do {
        try await PostgresSharedDatabase.unconfigured.execute("SELECT 1")
        Issue.record("the unconfigured database answered")
      } catch let error as PostgresDatabaseError {
        #expect(error.kind == .notConfigured)
        #expect(error.description.contains("defaultPostgresDatabase"))
      } catch {
        Issue.record("unexpected error \(error)")
      }
    }
  }
#endif
