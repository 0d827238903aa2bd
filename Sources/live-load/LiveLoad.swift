import Foundation
import Logging

/// `live-load`: measures the live server on loopback, bounded in sessions and time.
///
///     swift run -c release live-load [--sessions 1000] [--seconds 20]
///
/// The server runs in this process; the tabs are simulated by a child process of this same
/// program (`--client`), so that the server's resident memory is its own: the memory per idle
/// session is (resident memory with N idle sessions − with none) / N. Then every session sends
/// one event a second and the client reports event-to-patch latency, errors and order.
@main
struct LiveLoad {
  static func main() async throws {
    let arguments = Arguments(CommandLine.arguments.dropFirst())
    LoggingSystem.bootstrap { label in
      var handler = StreamLogHandler.standardError(label: label)
      handler.logLevel = .error
      return handler
    }
    if arguments.flag("--client") {
      try await LoadClient(
        port: arguments.int("--port", default: 8080, range: 1...65535),
        sessions: arguments.int("--sessions", default: 1000, range: 1...2000),
        seconds: arguments.int("--seconds", default: 20, range: 1...60)
      ).run()
    } else {
      try await LoadServer(
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

  /// An integer option, clamped to `range` (the tool stays bounded whatever it is told).
  func int(_ name: String, default value: Int, range: ClosedRange<Int>) -> Int {
    guard let index = self.values.firstIndex(of: name), index + 1 < self.values.count,
      let number = Int(self.values[index + 1])
    else { return value }
    return min(max(number, range.lowerBound), range.upperBound)
  }
}

/// This process's resident memory in bytes (Linux: /proc/self/status).
func residentBytes() -> Int {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
  else { return 0 }
  let kilobytes = line.split(separator: " ").compactMap { Int($0) }.first ?? 0
  return kilobytes * 1024
}
