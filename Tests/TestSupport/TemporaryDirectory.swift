import Foundation

/// A directory of its own under the system's temporary directory, made at once and removed by
/// ``remove()``.
public struct TemporaryDirectory: Sendable {
  /// Where it is.
  public let url: URL

  /// Makes a new directory whose name starts with `prefix`.
  public init(_ prefix: String = "tca-test") {
    self.url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
    try? FileManager.default.createDirectory(at: self.url, withIntermediateDirectories: true)
  }

  /// The file `name` in it (not created).
  public func file(_ name: String) -> URL { self.url.appendingPathComponent(name) }

  /// Removes it and everything in it.
  public func remove() { try? FileManager.default.removeItem(at: self.url) }
}

/// Runs `body` with a new temporary directory, removed with its contents when `body` ends,
/// returning or throwing.
public func withTemporaryDirectory<Result>(
  _ prefix: String = "tca-test",
  _ body: (URL) async throws -> Result
) async rethrows -> Result {
  let directory = TemporaryDirectory(prefix)
  defer { directory.remove() }
  return try await body(directory.url)
}
