import Foundation
import TestSupport
import Testing

/// The README's `Package.swift`, as a user would paste it, resolves: every package it names
/// exists, and the products it asks for are there.
///
/// The manifest comes from README.md itself (the `readme-snippets` plugin); only the placeholder
/// address of this repository is replaced, by a clone of this repository whose `main` is the
/// commit under test. Dependencies resolve through the machine's usual sources.
struct ReadmePackageManifestTests {
  static let placeholder = "https://github.com/<you>/swift-composable-architecture"

  @Test(.timeLimit(.minutes(10)))
  func theReadmeManifestResolvesInAScratchPackage() async throws {
    let root = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("ReadmeConsumer-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let library = scratch.appendingPathComponent("swift-composable-architecture")
    let consumer = scratch.appendingPathComponent("App")

    #expect(readmePackageManifest.contains(Self.placeholder))
    try await run("git", "clone", "--quiet", "--no-hardlinks", root.path, library.path)
    try await run("git", "-C", library.path, "checkout", "--quiet", "-B", "main")

    for folder in ["Sources/App", "Tests/AppTests"] {
      try FileManager.default.createDirectory(
        at: consumer.appendingPathComponent(folder), withIntermediateDirectories: true
      )
    }
    try "import ComposableArchitecture\n".write(
      to: consumer.appendingPathComponent("Sources/App/App.swift"), atomically: true,
      encoding: .utf8
    )
    try "import App\n".write(
      to: consumer.appendingPathComponent("Tests/AppTests/AppTests.swift"), atomically: true,
      encoding: .utf8
    )
    let manifest = readmePackageManifest.replacingOccurrences(
      of: Self.placeholder, with: library.absoluteString
    )
    try manifest.write(
      to: consumer.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8
    )
    // Resolving loads the whole package graph: it fails on an unknown package or product.
    // (`resolve` exits with 0 even then, so its output is checked.)
    // SwiftPM keeps lock files named after the scratch path in the temporary directory: it is
    // pointed inside the scratch folder, so that they go with it.
    let temporary = scratch.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    var environment = ProcessInfo.processInfo.environment
    environment["TMPDIR"] = temporary.path
    let output = try await run(
      "swift", "package", "--package-path", consumer.path, "--scratch-path",
      scratch.appendingPathComponent("build").path, "resolve", environment: environment
    )
    #expect(!output.contains("error:"), "\(output)")
    let resolved = try String(
      contentsOf: consumer.appendingPathComponent("Package.resolved"), encoding: .utf8
    )
    #expect(resolved.contains("\"identity\" : \"swift-composable-architecture\""))
    #expect(resolved.contains("\"identity\" : \"xctest-dynamic-overlay\""))
    // The live server is behind the `LiveServer` trait, SQLite behind `SQLite`, PostgreSQL
    // behind `PostgreSQL`: a core-only package fetches none of them.
    for server in [
      "hummingbird", "hummingbird-websocket", "swift-nio", "swift-log", "grdb.swift",
      "postgres-nio",
    ] {
      #expect(!resolved.contains("\"identity\" : \"\(server)\""), "\(server) was resolved")
    }
  }
}

/// Runs a command, returning its output, or throws with its output when it fails.
@discardableResult
private func run(_ arguments: String..., environment: [String: String]? = nil) async throws
  -> String
{
  let finished = try await runProcess(
    URL(fileURLWithPath: "/usr/bin/env"), arguments: arguments, environment: environment,
    timeLimit: .seconds(600))
  guard finished.status == 0, !finished.endedBySignal else {
    throw CommandFailure(command: arguments.joined(separator: " "), output: finished.text)
  }
  return finished.text
}

private struct CommandFailure: Error, CustomStringConvertible {
  var command: String
  var output: String
  var description: String { "`\(command)` failed:\n\(output)" }
}
