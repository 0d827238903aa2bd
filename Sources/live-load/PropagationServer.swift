#if LiveServer && PostgreSQL
  import Foundation
  import Logging
  import SyncUpsFeatures

  @_spi(LiveScreen) import ComposableLiveServer

  /// `live-load --serve --database postgres://…`: one server of the propagation measurement.
  /// It serves SyncUps' list over the database, says `port N` once it listens, and stops when its
  /// standard input closes.
  struct PropagationServer {
    let database: String

    func run() async throws {
      var logger = Logger(label: "live-load.server")
      logger.logLevel = .critical
      let database = self.database
      let storage = try await onAThread { try SyncUpsStorage.postgres(url: database) }
      let server = await LoadScenario.syncups.server(
        configuration: .forLoad, logger: logger, storage: storage)
      let app = server.makeApplication { port in say("port \(port)") }
      try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask { try await app.run() }
        group.addTask { for await _ in lines(of: FileHandle.standardInput) {} }
        try await group.next()
        group.cancelAll()
      }
    }
  }

  /// A server of the propagation measurement in a process of its own (`live-load --serve`, or
  /// `--serve --floor` for a ``FloorServer``), ended when its standard input closes.
  final class ServerProcess: Sendable {
    private let process: Process
    private let input: Pipe
    private let output: Pipe

    init(database: String, name: String, floor: Bool = false) throws {
      self.process = Process()
      self.input = Pipe()
      self.output = Pipe()
      self.process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
      self.process.arguments = [
        "--serve", "--database", database + "?application_name=live-load-\(name)",
      ]
      if floor { self.process.arguments?.append("--floor") }
      self.process.standardInput = self.input
      self.process.standardOutput = self.output
      try self.process.run()
    }

    /// The port it serves on, once it says so.
    func port() async throws -> Int {
      for await line in lines(of: self.output.fileHandleForReading) {
        if line.hasPrefix("port "), let port = Int(line.dropFirst(5)) { return port }
      }
      throw LoadFailure("a server ended before it served")
    }

    /// Ends it: its standard input closes, and it stops serving.
    func stop() {
      try? self.input.fileHandleForWriting.close()
    }
  }
#endif
