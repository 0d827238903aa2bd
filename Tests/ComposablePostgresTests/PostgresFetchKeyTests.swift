#if PostgreSQL
  import ComposableArchitecture
  import ComposablePostgres
  import Foundation
  import TestSupport
  import Testing

  /// Keys against a real server: what they load, and what they follow.
  @MainActor
  @Suite(.enabled(if: PostgresTestServer.isEnabled, PostgresTestServer.skipMessage))
  struct PostgresFetchKeyTests {
    @Test func fetchAllLoadsTheRowsThere() async throws {
      let database = try makeDatabase(url: try PostgresTestServer.requireURL())
      defer { database.close() }
      let table = try await makeItemsTable(in: database)
      try await insert("Milk", into: table, of: database)
      try await insert("Bread", into: table, of: database)
      let items = SharedReader(titles(in: table, of: database))
      try await eventually("the rows are loaded") { items.wrappedValue == ["Bread", "Milk"] }
      #expect(items.loadError == nil)
    }

    @Test func aWriteInOneProcessReachesTheValueInAnother() async throws {
      let url = try PostgresTestServer.requireURL()
      let here = try makeDatabase(url: url)
      let there = try makeDatabase(url: url)
      defer {
        here.close()
        there.close()
      }
      let table = try await makeItemsTable(in: there)
      let items = SharedReader(titles(in: table, of: here))
      try await eventually("the empty table is loaded") { !items.isLoading }
      try await insert("Eggs", into: table, of: there)
      try await eventually("the other process's insert is read") { items.wrappedValue == ["Eggs"] }
      try await there.execute("DELETE FROM \(unescaped: table)")
      try await eventually("the other process's delete is read") { items.wrappedValue.isEmpty }
    }

    @Test func aChangeByAnyProgramIsSeenEvenPsql() async throws {
      let url = try PostgresTestServer.requireURL()
      let database = try makeDatabase(url: url)
      defer { database.close() }
      let table = try await makeItemsTable(in: database)
      let count = SharedReader(
        wrappedValue: -1,
        .fetchOne(
          sql: "SELECT count(*)::bigint FROM \(unescaped: table)", tables: [table],
          database: database))
      try await eventually("the count is loaded") { count.wrappedValue == 0 }
      let psql = try await runProcess(
        URL(fileURLWithPath: "/usr/bin/psql"),
        arguments: [url, "-c", "INSERT INTO \(table) VALUES ('from psql')"])
      #expect(psql.status == 0, "\(psql.text)")
      try await eventually("psql's insert is counted") { count.wrappedValue == 1 }
    }

    @Test func fetchOneOfNoRowKeepsTheInitialValue() async throws {
      let database = try makeDatabase(url: try PostgresTestServer.requireURL())
      defer { database.close() }
      let table = try await makeItemsTable(in: database)
      let first = SharedReader(
        wrappedValue: "none",
        .fetchOne(
          sql: "SELECT min(title) FROM \(unescaped: table)", tables: [table], database: database))
      try await eventually("the query ran") { !first.isLoading }
      #expect(first.wrappedValue == "none")
      try await insert("Tea", into: table, of: database)
      try await eventually("the row is read") { first.wrappedValue == "Tea" }
    }

    @Test func aFailingQueryIsReportedAndIsTheLoadError() async throws {
      let database = try makeDatabase(url: try PostgresTestServer.requireURL())
      defer { database.close() }
      try await withKnownIssue {
        let items = SharedReader<[Item]>(
          .fetchAll(sql: "SELECT title FROM no_such_table", database: database))
        try await eventually("the load failed") { items.loadError != nil }
        #expect((items.loadError as? PostgresDatabaseError)?.kind == .rejected)
        #expect(items.wrappedValue == [])
      } matching: { issue in
        issue.description.contains("no_such_table")
          && issue.description.contains("defaultPostgresDatabase")
      }
    }

    @Test func aConflictingWriteFailsAndWritesNothing() async throws {
      let url = try PostgresTestServer.requireURL()
      let first = try makeDatabase(url: url)
      let second = try makeDatabase(url: url)
      defer {
        first.close()
        second.close()
      }
      let table = "counter_" + UUID().uuidString.prefix(8).lowercased()
      try await first.execute("CREATE TABLE \(unescaped: table) (id int PRIMARY KEY, value int)")
      try await first.execute("INSERT INTO \(unescaped: table) VALUES (1, 0)")
      let (firstRead, readSignal) = AsyncStream<Void>.makeStream()
      let (secondCommitted, commitSignal) = AsyncStream<Void>.makeStream()

      // The first writer reads, waits for the second to commit, then writes what it read + 1.
      async let firstWrite: Void = first.write { connection in
        let value = try await connection.query(
          "SELECT value FROM \(unescaped: table) WHERE id = 1",
          logger: PostgresSharedDatabase.logger
        ).collect()[0].decode(Int.self)
        readSignal.yield()
        for await _ in secondCommitted { break }
        try await connection.query(
          "UPDATE \(unescaped: table) SET value = \(value + 1) WHERE id = 1",
          logger: PostgresSharedDatabase.logger)
      }
      for await _ in firstRead { break }
      try await second.write { connection in
        try await connection.query(
          "UPDATE \(unescaped: table) SET value = value + 1 WHERE id = 1",
          logger: PostgresSharedDatabase.logger)
      }
      commitSignal.yield()
      do {
        try await firstWrite
        Issue.record("both writers committed: one increment was lost")
      } catch let error as PostgresDatabaseError {
        #expect(error.kind == .conflict)
        #expect(error.sqlState == "40001")
      }
      let value = try await second.read { connection in
        try await connection.query(
          "SELECT value FROM \(unescaped: table) WHERE id = 1",
          logger: PostgresSharedDatabase.logger
        ).collect()[0].decode(Int.self)
      }
      #expect(value == 1)
    }
  }
#endif
