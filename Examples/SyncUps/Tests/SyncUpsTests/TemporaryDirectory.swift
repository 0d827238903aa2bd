import Foundation
import Testing

/// A fresh temporary directory for each test of a suite marked `@Suite(.temporaryDirectory)`,
/// removed when the test ends, whether it passed or failed. ``SyncUpsFile/temporary()`` and
/// ``SyncUpsFile/unwritable()`` put their files in it.
struct TemporaryDirectoryTrait: SuiteTrait, TestTrait, TestScoping {
  /// The directory of the test running now.
  @TaskLocal static var current: URL?

  var isRecursive: Bool { true }

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    guard testCase != nil else {
      try await function()
      return
    }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("SyncUpsTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try await Self.$current.withValue(directory) {
      try await function()
    }
  }
}

extension Trait where Self == TemporaryDirectoryTrait {
  /// Gives each test a temporary directory that is removed when it ends.
  static var temporaryDirectory: Self { Self() }
}

/// A new path in the running test's temporary directory (`@Suite(.temporaryDirectory)`).
func temporaryPath(_ name: String = UUID().uuidString) -> URL {
  guard let directory = TemporaryDirectoryTrait.current else {
    Issue.record("The suite needs the .temporaryDirectory trait, so that its files are removed.")
    return FileManager.default.temporaryDirectory.appendingPathComponent("SyncUpsTests-" + name)
  }
  return directory.appendingPathComponent(name)
}
