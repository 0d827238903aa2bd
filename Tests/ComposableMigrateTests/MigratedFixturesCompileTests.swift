import Foundation
import TestSupport
import Testing

/// The migrated forms of the fixtures that need no SwiftUI must compile against the library.
///
/// Each `Fixtures/Compilable/*.after.swift.txt` is type-checked with `swiftc` against the modules
/// and macro plugins of this very build, as a user's package would be.
@Suite struct MigratedFixturesCompileTests {
  @Test(arguments: compilableFixtures())
  func migratedFixtureCompilesAgainstTheLibrary(_ fixture: URL) async throws {
    guard let build = buildDirectory() else {
      Issue.record("Could not find the build directory next to the test bundle.")
      return
    }
    let source = FileManager.default.temporaryDirectory
      .appendingPathComponent("migrated-\(UUID().uuidString)-\(fixture.lastPathComponent)")
      .deletingPathExtension()  // drop ".txt", keep ".swift"
    try FileManager.default.copyItem(at: fixture, to: source)
    defer { try? FileManager.default.removeItem(at: source) }

    let plugins = [
      "ComposableArchitectureMacros-tool#ComposableArchitectureMacros",
      "CasePathsMacros-tool#CasePathsMacros",
      "DependenciesMacrosPlugin-tool#DependenciesMacrosPlugin",
    ]
    var arguments = [
      "swiftc", "-typecheck", "-swift-version", "6", "-I",
      build.appendingPathComponent("Modules").path,
    ]
    let combineHelpers = build.appendingPathComponent("COpenCombineHelpers.build/module.modulemap")
    if FileManager.default.fileExists(atPath: combineHelpers.path) {
      arguments += ["-Xcc", "-fmodule-map-file=\(combineHelpers.path)"]
    }
    for plugin in plugins {
      arguments += ["-load-plugin-executable", build.appendingPathComponent(plugin).path]
    }
    arguments.append(source.path)

    let finished = try await runProcess(
      URL(fileURLWithPath: "/usr/bin/env"), arguments: arguments, timeLimit: .seconds(600))
    #expect(
      finished.status == 0, "\(fixture.lastPathComponent) failed to compile:\n\(finished.text)")
  }
}

private func compilableFixtures() -> [URL] {
  let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Compilable")
  let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
  return files.filter { $0.hasSuffix(".after.swift.txt") }.sorted()
    .map { directory.appendingPathComponent($0) }
}

/// The build products directory: the test bundle lives in it.
private func buildDirectory() -> URL? {
  var candidate = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  for _ in 0..<4 {
    if FileManager.default.fileExists(
      atPath: candidate.appendingPathComponent("Modules/ComposableArchitecture.swiftmodule").path
    ) {
      return candidate
    }
    candidate = candidate.deletingLastPathComponent()
  }
  return nil
}
