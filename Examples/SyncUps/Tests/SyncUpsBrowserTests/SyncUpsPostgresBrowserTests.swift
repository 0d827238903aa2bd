#if LiveServer && PostgreSQL
  import ComposablePostgres
  import Foundation
  import Testing

  import LiveServerTestSupport
  import SyncUpsFeatures

  /// Two SyncUpsWeb servers on one PostgreSQL database, each with its own connections (as two
  /// processes have), behind nginx as `Examples/SyncUps/two-servers.sh` runs them; a tab on each:
  /// a sync-up added in one appears in the other without a reload.
  @Suite(
    .enabled(
      if: ProxyEnvironment.isEnabled && PostgresEnvironment.isEnabled,
      Comment(rawValue: PostgresEnvironment.skipMessage)),
    .serialized
  )
  struct SyncUpsPostgresBrowserTests {
    @Test func aSyncUpAddedOnOneServerAppearsOnTheOther() async throws {
      let url = try await PostgresEnvironment.newDatabase()
      // Two names, so two storages (two pools, two listeners) rather than one shared value.
      let (first, second) = try await onAThread {
        (
          try SyncUpsStorage.postgres(url: url + "?application_name=syncups-a"),
          try SyncUpsStorage.postgres(url: url + "?application_name=syncups-b")
        )
      }
      try await withSyncUpsServer(first, node: "a") { firstAddress in
        try await withSyncUpsServer(second, node: "b") { secondAddress in
          let nodes: KeyValuePairs = [
            "a": try port(of: firstAddress), "b": try port(of: secondAddress),
          ]
          try await withNginx(routingTo: nodes) { address in
            try await withBrowser("syncups-postgres-a") { a in
              try await withBrowser("syncups-postgres-b") { b in
                // One address, two servers: each tab's page and socket on its own server.
                try await a.open(address, onNode: "a")
                try await b.open(address, onNode: "b")
                try await a.waitForPageText("No sync-ups yet")
                try await b.waitForPageText("No sync-ups yet")

                try await a.clickButton("New sync-up")
                try await a.waitUntil(
                  "the add sheet is open", "return !!document.querySelector('dialog[open]');")
                try await a.type("Cross-server review", into: try await a.field("Title"))
                try await a.waitUntil(
                  "the form holds the typing",
                  """
                  const t = document.querySelector('dialog[open] input[placeholder="Title"]');
                  return !!t && t.value === 'Cross-server review';
                  """)
                try await a.clickButton("Add")
                try await a.waitForPageText("Cross-server review")

                // The other server's page, untouched, shows it.
                try await b.waitForPageText("Cross-server review")
                try await b.waitForPageText("No sync-ups yet", present: false)
              }
            }
          }
        }
      }
    }
  }

  /// The server the tests use (`TCA_POSTGRES_URL`).
  enum PostgresEnvironment {
    static let url = ProcessInfo.processInfo.environment["TCA_POSTGRES_URL"].flatMap {
      $0.isEmpty ? nil : $0
    }
    static let isEnabled =
      url != nil || ProcessInfo.processInfo.environment["TCA_POSTGRES_TESTS"] == "required"
    static let skipMessage =
      "PostgreSQL browser test skipped: it needs chromedriver, nginx and TCA_POSTGRES_URL (eval \"$(.ci/postgres start)\"), or set TCA_BROWSER_TESTS=required and TCA_POSTGRES_TESTS=required to fail instead."

    /// The URL of a new, empty database on the server.
    static func newDatabase() async throws -> String {
      guard let url else {
        throw BrowserFailure("TCA_POSTGRES_TESTS=required, but TCA_POSTGRES_URL is not set")
      }
      let server = try PostgresSharedDatabase(url: url)
      defer { server.close() }
      let name = "syncups_" + UUID().uuidString.prefix(8).lowercased()
      try await server.read { connection in
        try await connection.query(
          "CREATE DATABASE \(unescaped: name)", logger: PostgresSharedDatabase.logger)
      }
      guard let slash = url.lastIndex(of: "/") else { return url }
      return url[...slash] + name
    }
  }

  /// The port of a server's address.
  private func port(of address: String) throws -> Int {
    guard let port = URL(string: address)?.port else {
      throw BrowserFailure("\(address) names no port")
    }
    return port
  }

  /// Runs blocking `work` (the storage waits for PostgreSQL) on a thread of its own, not on the
  /// cooperative pool.
  private func onAThread<Value: Sendable>(
    _ work: @escaping @Sendable () throws -> Value
  ) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Result { try work() }) }.start()
    }
  }
#endif
