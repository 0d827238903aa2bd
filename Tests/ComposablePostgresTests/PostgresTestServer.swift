#if PostgreSQL
  import ComposablePostgres
  import Foundation
  import TestSupport
  import Testing

  /// The server the tests use: `TCA_POSTGRES_URL` (`eval "$(.ci/postgres start)"` sets it).
  enum PostgresTestServer {
    static let url = ProcessInfo.processInfo.environment["TCA_POSTGRES_URL"].flatMap {
      $0.isEmpty ? nil : $0
    }
    /// `TCA_POSTGRES_TESTS=required` (set by `.ci/run`): a missing server fails the tests.
    static let isRequired = ProcessInfo.processInfo.environment["TCA_POSTGRES_TESTS"] == "required"
    static let isEnabled = url != nil || isRequired
    static let skipMessage: Comment =
      "PostgreSQL tests skipped: TCA_POSTGRES_URL is not set. Start a server with 'eval \"$(.ci/postgres start)\"', or set TCA_POSTGRES_TESTS=required to fail instead."

    /// The URL, or a failure saying that the tests require it.
    static func requireURL() throws -> String {
      guard let url else {
        throw Missing()
      }
      return url
    }

    struct Missing: Error, CustomStringConvertible {
      var description: String {
        "TCA_POSTGRES_TESTS=required, but TCA_POSTGRES_URL is not set: start a server with 'eval \"$(.ci/postgres start)\"'."
      }
    }
  }

  /// A database as one server process has it: its own pool and listener. Two of them on one URL
  /// behave as two processes.
  func makeDatabase(
    url: String, name: String = "test-\(UUID().uuidString)",
    maximumReconnectDelay: Duration = .milliseconds(200)
  ) throws -> PostgresSharedDatabase {
    var configuration = try PostgresSharedDatabase.Configuration(url: url)
    configuration.applicationName = name
    configuration.maximumReconnectDelay = maximumReconnectDelay
    configuration.connectTimeout = .seconds(2)
    return PostgresSharedDatabase(configuration: configuration)
  }

  /// A table of the test's own, `title text`, with change notifications.
  func makeItemsTable(in database: PostgresSharedDatabase) async throws -> String {
    let table = "item_" + UUID().uuidString.prefix(8).lowercased()
    try await database.execute("CREATE TABLE \(unescaped: table) (title text NOT NULL)")
    try await database.installChangeNotifications(on: [table])
    return table
  }

  func insert(_ title: String, into table: String, of database: PostgresSharedDatabase) async throws
  {
    try await database.execute("INSERT INTO \(unescaped: table) (title) VALUES (\(title))")
  }

  /// The key of every title in `table`, in order.
  func titles(in table: String, of database: PostgresSharedDatabase) -> SharedReaderKeyOfTitles {
    .fetchAll(
      sql: "SELECT title FROM \(unescaped: table) ORDER BY title", tables: [table],
      database: database)
  }
  typealias SharedReaderKeyOfTitles = PostgresFetchKey<[Item]>.Default

  struct Item: PostgresRecord, Equatable, ExpressibleByStringLiteral {
    var title: String
    init(stringLiteral title: String) { self.title = title }
    init(row: PostgresRow) throws { self.title = try row.decode(String.self) }
  }

  /// A server of the test's own (`.ci/postgres start`), for tests that stop and restart it.
  struct OwnPostgresServer: Sendable {
    let url: String
    let directory: String

    static let script = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent(".ci/postgres")

    static func start() async throws -> Self {
      let output = try await Self.run("start")
      var values: [String: String] = [:]
      for line in output.split(separator: "\n") where line.hasPrefix("export ") {
        let pair = line.dropFirst("export ".count).split(separator: "=", maxSplits: 1)
        if pair.count == 2 { values[String(pair[0])] = String(pair[1]) }
      }
      guard let url = values["TCA_POSTGRES_URL"], let directory = values["TCA_POSTGRES_DIR"]
      else {
        throw ScriptFailed(output: output)
      }
      return Self(url: url, directory: directory)
    }

    /// Stops the server, keeping its data: an outage.
    func halt() async throws { _ = try await Self.run("halt", self.directory) }
    /// Starts it again on the same port.
    func resume() async throws { _ = try await Self.run("resume", self.directory) }
    /// Stops it for good and removes its folder.
    func stop() async throws { _ = try await Self.run("stop", self.directory) }

    private static func run(_ arguments: String...) async throws -> String {
      let finished = try await runProcess(
        URL(fileURLWithPath: "/bin/bash"), arguments: [Self.script.path] + arguments,
        timeLimit: .seconds(120))
      guard finished.status == 0, !finished.endedBySignal else {
        throw ScriptFailed(output: finished.text)
      }
      return finished.text
    }

    struct ScriptFailed: Error, CustomStringConvertible {
      let output: String
      var description: String { ".ci/postgres failed: \(self.output)" }
    }
  }
#endif
