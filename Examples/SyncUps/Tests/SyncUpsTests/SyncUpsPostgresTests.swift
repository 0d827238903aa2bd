#if PostgreSQL
  import ComposableArchitecture
  import ComposablePostgres
  import ComposableViews
  import Foundation
  import TestSupport
  import Testing

  @testable import SyncUpsFeatures
  @testable import SyncUpsViews

  /// The sync-ups in PostgreSQL: `--database postgres://…`. Each test has a database of its own.
  // These ran beside the rest of SyncUpsTests once hung every run: the storage's blocking calls
  // waited for work on Swift's global executor, which had no thread left to run it. The work
  // now runs on the storage's own thread (`StorageThread`).
  @Suite(.enabled(if: SyncUpsPostgresServer.isEnabled, SyncUpsPostgresServer.skipMessage))
  struct SyncUpsPostgresTests {
    @Test func aNewDatabaseHoldsNothingThenRoundTrips() async throws {
      let url = try await SyncUpsPostgresServer.newDatabase()
      var syncUp = SyncUp.fixture()
      syncUp.meetings = [
        Meeting(id: uuid(5), date: Date(timeIntervalSince1970: 1_700_000_000.25), transcript: "hi")
      ]
      let stored = syncUp
      let storage = try await offThePool { try SyncUpsStorage.postgres(url: url) }
      try await offThePool {
        #expect(try storage.load() == nil)
        #expect(try storage.save([stored, .fixture(id: 200, title: "Ops")]) == nil)
        let reopened = try SyncUpsStorage.postgres(url: url)
        #expect(try reopened.load() == [stored, .fixture(id: 200, title: "Ops")])
        #expect(try reopened.save([.fixture(id: 200, title: "Ops")]) == nil)
        #expect(try SyncUpsStorage.postgres(url: url).load() == [.fixture(id: 200, title: "Ops")])
      }
    }

    @Test func aSaveInOneProcessReachesTheSharedValueOfAnother() async throws {
      let url = try await SyncUpsPostgresServer.newDatabase()
      let (mine, theirs) = try await offThePool {
        (try SyncUpsStorage.postgres(url: url), try SyncUpsStorage.postgres(url: url))
      }
      let syncUps = await MainActor.run {
        withDependencies {
          $0.syncUpsStorage = mine
        } operation: {
          Shared(.syncUps)
        }
      }
      try await offThePool {
        _ = try theirs.load()
        _ = try theirs.save([.fixture(id: 300, title: "Theirs")])
      }
      try await eventually("the other process's sync-up is shown") {
        syncUps.wrappedValue == [.fixture(id: 300, title: "Theirs")]
      }
      // A deletion there is one here too.
      try await offThePool { _ = try theirs.save([]) }
      try await eventually("the other process's deletion is shown") {
        syncUps.wrappedValue.isEmpty
      }
    }

    /// A rename made by another server reaches a served tab as the renamed card: the list is
    /// read again from the database as new values, but the unchanged sync-ups are kept as they
    /// were, so their cards are kept by the page (`tca-keep`), not sent again.
    @Test func anotherServersRenameSendsOnlyTheRenamedCard() async throws {
      let url = try await SyncUpsPostgresServer.newDatabase()
      let seed: IdentifiedArrayOf<SyncUp> = [
        .fixture(), .fixture(id: 200, title: "Retro"), .fixture(id: 300, title: "Planning"),
      ]
      let (mine, theirs) = try await offThePool {
        let theirs = try SyncUpsStorage.postgres(url: url)
        _ = try theirs.load()
        _ = try theirs.save(seed)
        return (try SyncUpsStorage.postgres(url: url), theirs)
      }
      let (store, host) = await MainActor.run {
        let store = Store(initialState: AppFeature.State()) {
          AppFeature()
        } withDependencies: {
          $0.syncUpsStorage = mine
        }
        let host = ViewHost(AppView(store: store))
        // As a server keeps it: units let their HTML go once it is sent.
        host.keepsHTML = false
        return (store, host)
      }
      let page = await host.render()
      #expect(page.contains(">Retro<") && page.contains(">Planning<"))

      var renamed = seed
      renamed[0].title = "Renamed"
      let save = renamed
      try await offThePool { _ = try theirs.save(save) }
      try await eventually("the rename reaches the store") {
        store.syncUpsList.syncUps.first?.title == "Renamed"
      }
      let html = await MainActor.run { host.takePatches().map { $0.html }.joined() }
      expectOnlyTheRenamedCard(in: html)
    }

    @Test func twoSyncUpsOnOneDatabaseSeeEachOthersChanges() async throws {
      let url = try await SyncUpsPostgresServer.newDatabase()
      let first = try AppProcess(storage: ["--database", url], terminal: true)
      let second = try AppProcess(storage: ["--database", url], terminal: true)
      defer {
        first.signal(SIGKILL)
        second.signal(SIGKILL)
      }
      #expect(await first.waitFor("No sync-ups yet"), "\(first.text)")
      #expect(await second.waitFor("No sync-ups yet"), "\(second.text)")
      let mark = second.text.count
      first.send("add\rtitle Standup\rsave\r")
      #expect(await first.waitFor("Standup"))
      #expect(
        await second.waitFor("Standup", after: mark),
        "the second SyncUps did not show the first's new sync-up: \(second.text.suffix(400))")
      first.send("quit\r")
      second.send("quit\r")
      #expect(await first.waitForExit() == 0)
      #expect(await second.waitForExit() == 0)
    }

    @Test func anUnreachableDatabaseIsAnErrorThatSaysSo() async throws {
      // A port nothing listens on (the discard port's neighbour on loopback).
      let error = await #expect(throws: SyncUpsDataFileError.self) {
        try await offThePool {
          try SyncUpsStorage.forDatabaseURL("postgres://nobody@127.0.0.1:1/none")
        }
      }
      #expect(error?.description.contains("PostgreSQL is unavailable") == true)
    }
  }

  /// The server the tests use (`TCA_POSTGRES_URL`), and a new database on it for each test.
  enum SyncUpsPostgresServer {
    static let url = ProcessInfo.processInfo.environment["TCA_POSTGRES_URL"].flatMap {
      $0.isEmpty ? nil : $0
    }
    static let isEnabled =
      url != nil || ProcessInfo.processInfo.environment["TCA_POSTGRES_TESTS"] == "required"
    static let skipMessage: Comment =
      "PostgreSQL tests skipped: TCA_POSTGRES_URL is not set. Start a server with 'eval \"$(.ci/postgres start)\"', or set TCA_POSTGRES_TESTS=required to fail instead."

    /// The URL of a new, empty database.
    static func newDatabase() async throws -> String {
      guard let url else {
        throw Missing()
      }
      let server = try PostgresSharedDatabase(url: url)
      defer { server.close() }
      let name = "syncups_" + UUID().uuidString.prefix(8).lowercased()
      // `CREATE DATABASE` runs outside of a transaction: a read.
      try await server.read { connection in
        try await connection.query(
          "CREATE DATABASE \(unescaped: name)", logger: PostgresSharedDatabase.logger)
      }
      return url[...(url.lastIndex(of: "/") ?? url.endIndex)] + name
    }

    struct Missing: Error, CustomStringConvertible {
      var description: String {
        "TCA_POSTGRES_TESTS=required, but TCA_POSTGRES_URL is not set: start a server with 'eval \"$(.ci/postgres start)\"'."
      }
    }
  }
#endif
