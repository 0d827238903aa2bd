#if LiveServer
  import Foundation
  import Logging

  /// `live-load`: measures the live server on loopback, bounded in sessions and time.
  ///
  ///     swift run -c release --traits LiveServer live-load \\
  ///       [--screen syncups|demo] [--sessions 1000] [--seconds 20]
  ///     swift run -c release --traits LiveServer,PostgreSQL live-load \\
  ///       --propagation [--floor] --database postgres://user@host:port/db [--sessions 500] \\
  ///       [--seconds 20]
  ///
  /// The server runs in this process; the tabs are simulated by a child process of this same
  /// program (`--client`), so that the server's resident memory is its own: the memory per idle
  /// session is (resident memory with N idle sessions − with none) / N. Then every session sends
  /// one event a second and the client reports event-to-patch latency, errors and order.
  ///
  /// `--propagation` measures how long a change committed to PostgreSQL takes to reach the tabs
  /// of two other servers (``LoadPropagation``); with `--floor`, those servers are floor servers
  /// (``FloorServer``), which fetch once and write one frame to all their tabs.
  @main
  struct LiveLoad {
    static func main() async throws {
      let arguments = Arguments(CommandLine.arguments.dropFirst())
      LoggingSystem.bootstrap { label in
        var handler = StreamLogHandler.standardError(label: label)
        handler.logLevel = .error
        return handler
      }
      let screen = arguments.string("--screen", default: LoadScenario.syncups.rawValue)
      guard let scenario = LoadScenario(rawValue: screen) else {
        print("live-load: unknown --screen \(screen) (syncups or demo)")
        return
      }
      if arguments.flag("--serve") || arguments.flag("--propagation") {
        #if PostgreSQL
          let database = arguments.string("--database", default: "")
          guard !database.isEmpty else {
            print("live-load: --propagation needs --database postgres://user@host:port/db")
            return
          }
          if arguments.flag("--serve") && arguments.flag("--floor") {
            try await FloorServer(database: database).run()
          } else if arguments.flag("--serve") {
            try await PropagationServer(database: database).run()
          } else {
            try await LoadPropagation(
              database: database, floor: arguments.flag("--floor"),
              sessionsPerServer: arguments.int("--sessions", default: 500, range: 1...1000),
              writes: arguments.int("--seconds", default: 20, range: 1...60)
            ).run()
          }
        #else
          print(
            "live-load: --propagation needs the PostgreSQL trait (--traits LiveServer,PostgreSQL)")
        #endif
      } else if arguments.flag("--client") {
        try await LoadClient(
          scenario: scenario,
          port: arguments.int("--port", default: 8080, range: 1...65535),
          sessions: arguments.int("--sessions", default: 1000, range: 1...2000),
          seconds: arguments.int("--seconds", default: 20, range: 1...60)
        ).run()
      } else {
        try await LoadServer(
          scenario: scenario,
          sessions: arguments.int("--sessions", default: 1000, range: 1...2000),
          seconds: arguments.int("--seconds", default: 20, range: 1...60)
        ).run()
      }
    }
  }

  /// Command-line options: `--name value` pairs and flags.
  struct Arguments {
    let values: [String]
    init(_ values: ArraySlice<String>) { self.values = Array(values) }

    func flag(_ name: String) -> Bool { self.values.contains(name) }

    /// A string option.
    func string(_ name: String, default value: String) -> String {
      guard let index = self.values.firstIndex(of: name), index + 1 < self.values.count else {
        return value
      }
      return self.values[index + 1]
    }

    /// An integer option, clamped to `range` (the tool stays bounded whatever it is told).
    func int(_ name: String, default value: Int, range: ClosedRange<Int>) -> Int {
      guard let index = self.values.firstIndex(of: name), index + 1 < self.values.count,
        let number = Int(self.values[index + 1])
      else { return value }
      return min(max(number, range.lowerBound), range.upperBound)
    }
  }

  /// The lines a file handle yields, read on a thread of their own (a blocking read must not hold
  /// one of the few threads async code runs on).
  func lines(of handle: FileHandle) -> AsyncStream<String> {
    let (stream, continuation) = AsyncStream<String>.makeStream()
    let thread = Thread {
      var buffer = Data()
      while true {
        let chunk = handle.availableData
        if chunk.isEmpty { break }
        buffer.append(chunk)
        while let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
          continuation.yield(String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self))
          buffer.removeSubrange(buffer.startIndex...newline)
        }
      }
      continuation.finish()
    }
    thread.start()
    return stream
  }

  /// Writes a line to standard output at once (no buffering between the two processes).
  func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
  }

  /// Runs blocking `work` (the storage waits for PostgreSQL) on a thread of its own, off the few
  /// threads that run the tabs.
  func onAThread<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws
    -> Value
  {
    try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Result { try work() }) }.start()
    }
  }

  /// The `p` quantile of `durations` in milliseconds, as text.
  func milliseconds(_ durations: [Duration], _ p: Double) -> String {
    let sorted = durations.sorted()
    guard !sorted.isEmpty else { return "n/a" }
    let value = sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
    return String(
      format: "%.2f ms",
      Double(value.components.attoseconds) / 1e15 + Double(value.components.seconds) * 1000)
  }

  /// This process's resident memory in bytes (Linux: /proc/self/status).
  func residentBytes() -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
    else { return 0 }
    let kilobytes = line.split(separator: " ").compactMap { Int($0) }.first ?? 0
    return kilobytes * 1024
  }
#else
  @main
  struct LiveLoad {
    static func main() {
      print(
        "live-load needs the LiveServer trait: swift run -c release --traits LiveServer live-load")
    }
  }
#endif
