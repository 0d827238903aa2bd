#if LiveServer
  import Foundation
  import Logging

  #if canImport(Glibc)
    import Glibc
  #endif

  @_spi(LiveScreen) import ComposableLiveServer

  /// The server side of `live-load`: serves the scenario's screen, starts the client, measures
  /// memory.
  struct LoadServer {
    let scenario: LoadScenario
    let sessions: Int
    let seconds: Int

    func run() async throws {
      let (ports, portContinuation) = AsyncStream<Int>.makeStream()
      var logger = Logger(label: "live-load.server")
      // Stopping the server at the end logs its cancellation as an error: not news here.
      logger.logLevel = .critical
      let server = await self.scenario.server(configuration: .forLoad, logger: logger)
      let app = server.makeApplication { port in portContinuation.yield(port) }

      try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask { try await app.run() }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next() else { return }
        try await self.measure(port: port, app: app)
        group.cancelAll()
      }
    }

    private func measure(port: Int, app: LiveApplication) async throws {
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
      try await self.measureAfterTheBurst(app: app, baseline: before)
    }

    /// Resident memory once every session of the burst has ended (each tab sent `leave`), and
    /// again after the allocator returned the memory it keeps free (`malloc_trim`): the first
    /// minus the second is the allocator's, the second minus the baseline what the server kept.
    private func measureAfterTheBurst(app: LiveApplication, baseline: Int) async throws {
      let deadline = ContinuousClock.now + .seconds(30)
      var left = await app.sessionCount()
      while left > 0, ContinuousClock.now < deadline {
        try await Task.sleep(for: .milliseconds(100))
        left = await app.sessionCount()
      }
      try await Task.sleep(for: .seconds(1))
      let ended = residentBytes()
      returnFreeMemoryToTheSystem()
      let trimmed = residentBytes()
      say(
        "after the burst (\(left) sessions left): \(ended / 1024) KiB, \((ended - baseline) / 1024) KiB above 0 sessions; after malloc_trim: \(trimmed / 1024) KiB, \((trimmed - baseline) / 1024) KiB above"
      )
    }
  }

  extension LiveServerConfiguration {
    /// The server's limits under load: every simulated tab comes from this machine's one
    /// address, so there is no cap on sessions; a session outlives a slow reconnection.
    static var forLoad: Self {
      var configuration = Self()
      configuration.gracePeriod = .seconds(600)
      configuration.eventsPerSecond = 100
      configuration.maxSessionsPerClient = .max
      configuration.maxSessions = .max
      return configuration
    }
  }

  /// The load tool's failure.
  struct LoadFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }

  /// glibc's `malloc_trim(0)`: the allocator gives the system back the free memory it keeps
  /// (looked up at run time: Swift's Glibc module does not export this GNU extension).
  func returnFreeMemoryToTheSystem() {
    #if canImport(Glibc)
      typealias MallocTrim = @convention(c) (Int) -> Int32
      guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") else { return }
      _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
    #endif
  }
#endif
