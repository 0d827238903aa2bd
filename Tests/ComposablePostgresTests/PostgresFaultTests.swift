#if PostgreSQL
  import ComposableArchitecture
  import ComposablePostgres
  import Foundation
  import TestSupport
  import Testing

  /// A feature that writes a note: its draft stays until the write succeeds.
  @Reducer
  private struct Notes {
    @ObservableState
    struct State: Equatable {
      var table: String
      var draft = ""
      var error: PostgresDatabaseError?
    }
    enum Action: Equatable {
      case saveButtonTapped
      case saved(error: PostgresDatabaseError?)
    }
    @Dependency(\.defaultPostgresDatabase) var database
    var body: some ReducerOf<Self> {
      Reduce { state, action in
        switch action {
        case .saveButtonTapped:
          state.error = nil
          return .run { [database, draft = state.draft, table = state.table] send in
            do {
              try await insert(draft, into: table, of: database)
              await send(.saved(error: nil))
            } catch {
              await send(
                .saved(
                  error: error as? PostgresDatabaseError
                    ?? PostgresDatabaseError(kind: .rejected, message: "\(error)")))
            }
          }
        case .saved(error: nil):
          state.draft = ""
          return .none
        case .saved(let error):
          state.error = error
          return .none
        }
      }
    }
  }

  /// Restarts, cuts and outages while keys are live.
  @MainActor
  @Suite(.enabled(if: PostgresTestServer.isEnabled, PostgresTestServer.skipMessage))
  struct PostgresFaultTests {
    @Test
    func afterARestartTheValueCatchesUpAndAWriteDuringTheOutageReachesTheFeature()
      async throws
    {
      _ = try PostgresTestServer.requireURL()
      let server = try await OwnPostgresServer.start()
      // This process's listener waits up to 2 s between attempts: the other process's write,
      // right after the restart, is most likely made while it is not listening.
      let here = try makeDatabase(url: server.url, maximumReconnectDelay: .seconds(2))
      let there = try makeDatabase(url: server.url)
      do {
        let table = try await makeItemsTable(in: there)
        let items = SharedReader(titles(in: table, of: here))
        try await insert("before", into: table, of: there)
        try await eventually("the first insert is read") { items.wrappedValue == ["before"] }

        try await server.halt()
        try await eventually("the outage is the load error") {
          (items.loadError as? PostgresDatabaseError)?.kind == .unavailable
        }
        #expect(items.wrappedValue == ["before"])

        let store = Store(initialState: Notes.State(table: table, draft: "during")) {
          Notes()
        } withDependencies: {
          $0.defaultPostgresDatabase = here
        }
        store.send(.saveButtonTapped)
        try await eventually("the failed write reaches the feature", timeout: .seconds(30)) {
          store.error != nil
        }
        #expect(store.error?.kind == .unavailable)
        #expect(store.draft == "during", "the unsaved note is kept for the user to save again")

        try await server.resume()
        try await writeWhenBack { try await insert("after", into: table, of: there) }
        try await eventually("the value catches up after the restart", timeout: .seconds(30)) {
          items.wrappedValue == ["after", "before"] && items.loadError == nil
        }

        store.send(.saveButtonTapped)
        try await eventually("saving again works", timeout: .seconds(30)) {
          store.draft.isEmpty && store.error == nil
        }
        try await eventually("and is read") {
          items.wrappedValue == ["after", "before", "during"]
        }
      } catch {
        here.close()
        there.close()
        try? await server.stop()
        throw error
      }
      here.close()
      there.close()
      try await server.stop()
    }

    @Test func afterItsConnectionsAreCutTheValueCatchesUp() async throws {
      let url = try PostgresTestServer.requireURL()
      let name = "cut-\(UUID().uuidString)"
      let here = try makeDatabase(url: url, name: name, maximumReconnectDelay: .seconds(1))
      let there = try makeDatabase(url: url)
      defer {
        here.close()
        there.close()
      }
      let table = try await makeItemsTable(in: there)
      let items = SharedReader(titles(in: table, of: here))
      try await insert("one", into: table, of: there)
      try await eventually("the first insert is read") { items.wrappedValue == ["one"] }

      // Every connection of `here` (its listener and its pool) is ended by the server.
      let cut = try await there.execute(
        """
        SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = \(name)
        """)
      #expect(!cut.isEmpty)
      try await insert("two", into: table, of: there)
      try await eventually("the value catches up", timeout: .seconds(30)) {
        items.wrappedValue == ["one", "two"] && items.loadError == nil
      }
      // And it follows again.
      try await insert("three", into: table, of: there)
      try await eventually("a later change is read") {
        items.wrappedValue == ["one", "three", "two"]
      }
    }
  }

  /// Runs `write` until the server takes it (it has just started again).
  private func writeWhenBack(_ write: @Sendable () async throws -> Void) async throws {
    let deadline = ContinuousClock.now + .seconds(30)
    while true {
      do {
        return try await write()
      } catch let error as PostgresDatabaseError where error.kind == .unavailable {
        guard ContinuousClock.now < deadline else { throw error }
        // sleep-ok: the poll interval of a loop bounded by its 30 s deadline
        try await Task.sleep(for: .milliseconds(50))
      }
    }
  }
#endif
