#if LiveServer
  import Foundation
  import Logging

  @_spi(LiveScreen) import ComposableLiveServer

  /// The server side of `live-load`: serves the scenario's screen, starts the client, measures
  /// memory.
  struct LoadServer {
    let scenario: LoadScenario
    let sessions: Int
    let seconds: Int

    func run() async throws {
      var configuration = LiveServerConfiguration()
      configuration.gracePeriod = .seconds(600)
      configuration.eventsPerSecond = 100
      // Every simulated tab comes from this machine's one address.
      configuration.maxSessionsPerClient = .max
      configuration.maxSessions = .max
      let (ports, portContinuation) = AsyncStream<Int>.makeStream()
      var logger = Logger(label: "live-load.server")
      // Stopping the server at the end logs its cancellation as an error: not news here.
      logger.logLevel = .critical
      let server = await self.scenario.server(configuration: configuration, logger: logger)
      let app = server.makeApplication { port in portContinuation.yield(port) }

      try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask { try await app.run() }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else { return }
        try await self.measure(port: port)
        group.cancelAll()
      }
    }

    private func measure(port: Int) async throws {
      let child = Process()
      child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
      child.arguments = [
        "--client", "--screen", self.scenario.rawValue, "--port", "\(port)", "--sessions",
        "\(self.sessions)", "--seconds",
        "\(self.seconds)",
      ]
      let toChild = Pipe()
      let fromChild = Pipe()
      child.standardInput = toChild
      child.standardOutput = fromChild
      try child.run()
      var output = lines(of: fromChild.fileHandleForReading).makeAsyncIterator()

      // Warm-up: the client opened and closed a few sessions; the memory before the idle ones.
      guard await output.next() == "warm" else {
        throw LoadFailure("the client did not warm up")
      }
      try await Task.sleep(for: .seconds(1))
      let before = residentBytes()
      toChild.fileHandleForWriting.write(Data("open\n".utf8))
      guard await output.next() == "connected" else {
        throw LoadFailure("the client did not connect its sessions")
      }
      try await Task.sleep(for: .seconds(2))
      let after = residentBytes()
      say("screen: \(self.scenario.rawValue); idle sessions: \(self.sessions)")
      say(
        "server resident memory: \(before / 1024) KiB with 0 sessions, \(after / 1024) KiB with \(self.sessions)"
      )
      say(
        "per idle session: \((after - before) / self.sessions / 1024) KiB (\((after - before) / self.sessions) bytes)"
      )
      toChild.fileHandleForWriting.write(Data("go\n".utf8))
      while let line = await output.next() { say(line) }
      child.waitUntilExit()
    }
  }

  /// The load tool's failure.
  struct LoadFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }
#endif
