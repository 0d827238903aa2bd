#if SQLite
  import ComposableArchitecture
  import ComposableSQLite
  import Foundation
  import TestSupport
  import Testing

  @Reducer
  private struct Groceries {
    @ObservableState
    struct State: Equatable {
      @ObservationStateIgnored
      @SharedReader(.fetchAll(sql: "SELECT * FROM item ORDER BY title")) var items: [Item]
      var error: String?
    }
    enum Action: Equatable {
      case addButtonTapped(String)
      case added(error: String?)
    }
    @Dependency(\.defaultDatabase) var database
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .addButtonTapped(let title):
          return .run { [database] send in
            do {
              try await insert(title, into: database)
              await send(.added(error: nil))
            } catch {
              await send(.added(error: (error as? DatabaseError)?.message ?? "\(error)"))
            }
          }
        case .added(let error):
          state.error = error
          return .none
        }
      }
    }
  }

  @MainActor
  struct FetchKeyTestStoreTests {
    @Test func aTestStoreWithAnInMemoryDatabaseStaysExhaustive() async throws {
      let database = try itemsDatabase()
      let store = TestStore(initialState: Groceries.State()) {
        Groceries()
      } withDependencies: {
        $0.defaultDatabase = database
      }
      #expect(store.state.items == [])
      await store.send(.addButtonTapped("Milk"))
      await store.receive(.added(error: nil))
      try await eventually("the store's state reads the new row") {
        store.state.items == [Item(title: "Milk")]
      }
      // The database is the test's own: nothing else wrote to it.
      let count = try await database.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM item") }
      #expect(count == 1)
    }

    @Test func aFailedWriteReachesTheFeatureAsAValue() async throws {
      // No migrations: the table is missing, so the write fails, and so does the read.
      let database = try openDatabase(at: nil, migrator: DatabaseMigrator())
      await withKnownIssue {
        let store = TestStore(initialState: Groceries.State()) {
          Groceries()
        } withDependencies: {
          $0.defaultDatabase = database
        }
        await store.send(.addButtonTapped("Milk"))
        await store.receive(.added(error: "no such table: item")) {
          $0.error = "no such table: item"
        }
      } matching: { issue in
        issue.description.contains("no such table: item")
          && issue.description.contains("run its migrations")
      }
    }
  }
#endif
