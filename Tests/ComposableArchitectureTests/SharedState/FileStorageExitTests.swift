import ComposableArchitecture
import Foundation
import TestSupport
import Testing

/// The process exits right after a write: the file on disk must be complete and hold the last
/// value. The test runs its own test binary as a child process that writes and calls `exit(0)`.
struct FileStorageExitTests {
  static let childEnvironmentKey = "COMPOSABLE_ARCHITECTURE_FILE_STORAGE_EXIT_CHILD"

  private struct Payload: Codable, Equatable {
    var generation: Int
    var lines: [String]

    static func make(_ generation: Int) -> Self {
      Self(
        generation: generation, lines: (0..<5_000).map { "line \($0) of generation \(generation)" })
    }
  }

  @Test func exitingRightAfterAWriteLeavesACompleteFileWithTheLastValue() async throws {
    if let path = ProcessInfo.processInfo.environment[Self.childEnvironmentKey] {
      // The child: the first write goes out at once, the second waits for the save interval;
      // exiting must flush it, whole.
      withDependencies {
        $0.defaultFileStorage = .fileSystem(saveInterval: .seconds(60), pollInterval: .seconds(60))
      } operation: {
        let payload = Shared(
          wrappedValue: Payload.make(0), .fileStorage(URL(fileURLWithPath: path)))
        payload.withLock { $0 = .make(1) }
        payload.withLock { $0 = .make(2) }
        exit(0)
      }
    }

    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("shared-exit-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("payload.json")

    var environment = ProcessInfo.processInfo.environment
    environment[Self.childEnvironmentKey] = file.path
    let child = try await runProcess(
      URL(fileURLWithPath: CommandLine.arguments[0]),
      arguments: [
        "--testing-library", "swift-testing",
        "--filter", "exitingRightAfterAWriteLeavesACompleteFileWithTheLastValue",
      ],
      environment: environment
    )
    #expect(child.status == 0 && !child.endedBySignal)

    let data = try Data(contentsOf: file)
    #expect(try JSONDecoder().decode(Payload.self, from: data) == .make(2))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(leftovers == ["payload.json"])
  }
}
