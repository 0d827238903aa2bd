#if SQLite
  import ComposableArchitecture
  import ComposableSQLite
  import Foundation
  import TestSupport
  import Testing

  @MainActor
  struct FetchKeyTests {
    @Test func fetchAllLoadsTheRowsThere() async throws {
      let database = try itemsDatabase()
      try await insert("Milk", into: database)
      try await insert("Bread", into: database)
      let items = withDependencies {
        $0.defaultDatabase = database
      } operation: {
        SharedReader<[Item]>(.fetchAll(sql: "SELECT * FROM item ORDER BY title"))
      }
      #expect(items.wrappedValue == [Item(title: "Bread"), Item(title: "Milk")])
      #expect(items.loadError == nil)
    }

    @Test func fetchAllFollowsAWrite() async throws {
      let database = try itemsDatabase()
      let items = withDependencies {
        $0.defaultDatabase = database
      } operation: {
        SharedReader<[Item]>(.fetchAll(sql: "SELECT * FROM item ORDER BY title"))
      }
      #expect(items.wrappedValue == [])
      try await insert("Eggs", into: database)
      try await eventually("the inserted row is read") {
        items.wrappedValue == [Item(title: "Eggs")]
      }
      try await database.write { db in try db.execute(sql: "DELETE FROM item") }
      try await eventually("the deleted row is gone") { items.wrappedValue.isEmpty }
    }

    @Test func aWriteThroughTheDependencyIsSeenByEveryReaderOfTheKey() async throws {
      try await withDependencies {
        $0.defaultDatabase = try itemsDatabase()
      } operation: {
        @SharedReader(.fetchAll(sql: "SELECT * FROM item")) var first: [Item]
        @SharedReader(.fetchAll(sql: "SELECT * FROM item")) var second: [Item]
        @SharedReader(.fetchOne(sql: "SELECT count(*) FROM item")) var count = -1
        #expect(count == 0)
        @Dependency(\.defaultDatabase) var database
        try await insert("Tea", into: database)
        try await eventually("both readers and the count see the row") {
          first == [Item(title: "Tea")] && second == [Item(title: "Tea")] && count == 1
        }
        // One request on one database is one shared value.
        #expect($first.loadError == nil)
      }
    }

    @Test func fetchOneKeepsItsInitialValueWhenThereIsNoRow() async throws {
      let database = try itemsDatabase()
      let title = withDependencies {
        $0.defaultDatabase = database
      } operation: {
        SharedReader(wrappedValue: "none", .fetchOne(sql: "SELECT title FROM item LIMIT 1"))
      }
      #expect(title.wrappedValue == "none")
      try await insert("Jam", into: database)
      try await eventually("the row's title is read") { title.wrappedValue == "Jam" }
    }

    @Test func fetchRunsARequestAndFollowsIt() async throws {
      struct Titles: FetchKeyRequest {
        var prefix: String
        func fetch(_ db: Database) throws -> [String] {
          try String.fetchAll(
            db, sql: "SELECT title FROM item WHERE title LIKE ? ORDER BY title",
            arguments: ["\(self.prefix)%"])
        }
      }
      let database = try itemsDatabase()
      try await insert("Apple", into: database)
      let titles = withDependencies {
        $0.defaultDatabase = database
      } operation: {
        SharedReader(wrappedValue: [], .fetch(Titles(prefix: "A")))
      }
      #expect(titles.wrappedValue == ["Apple"])
      try await insert("Apricot", into: database)
      try await insert("Banana", into: database)
      try await eventually("the matching rows are read") {
        titles.wrappedValue == ["Apple", "Apricot"]
      }
    }

    @Test func aFailingQueryIsReportedAndExposedNotACrash() async throws {
      let database = try itemsDatabase()
      withKnownIssue {
        let items = withDependencies {
          $0.defaultDatabase = database
        } operation: {
          SharedReader<[Item]>(.fetchAll(sql: "SELECT * FROM missing"))
        }
        #expect(items.wrappedValue == [])
        #expect(items.loadError != nil)
      } matching: { issue in
        issue.description.contains(#".fetchAll(sql: "SELECT * FROM missing") failed"#)
          && issue.description.contains("no such table: missing")
          && issue.description.contains("run its migrations")
          && issue.sourceLocation?.fileName == "FetchKeyTests.swift"
      }
    }

    @Test func aReadOfAnotherDatabaseIsAnotherValue() async throws {
      let one = try itemsDatabase()
      let two = try itemsDatabase()
      try await insert("One", into: one)
      let first = SharedReader<[Item]>(.fetchAll(sql: "SELECT * FROM item", database: one))
      let second = SharedReader<[Item]>(.fetchAll(sql: "SELECT * FROM item", database: two))
      #expect(first.wrappedValue == [Item(title: "One")])
      #expect(second.wrappedValue == [])
    }
  }
#endif
