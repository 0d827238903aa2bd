import ComposableMigrate
import Foundation
import TestSupport
import Testing

/// The executable's modes, exit statuses and bad-input handling.
@Suite(.serialized) struct CommandLineTests {
  let legacy = Fixtures.text("Compilable", "ReducerProtocolLeaf.before.swift.txt")!
  let migrated = Fixtures.text("Compilable", "ReducerProtocolLeaf.after.swift.txt")!

  @Test func executableIsBuilt() {
    #expect(Executable.url != nil)
  }

  @Test func diffModePrintsAUnifiedDiffAndChangesNothing() async throws {
    try await withTemporaryDirectory("composable-migrate-tests") { directory in
      let nested = directory.appendingPathComponent("Sources/Feature")
      try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
      let file = nested.appendingPathComponent("Feature.swift")
      try legacy.write(to: file, atomically: true, encoding: .utf8)
      let output = try await Executable.run([directory.path])
      #expect(output.status == 1)
      #expect(output.stdout.contains("--- a/"))
      #expect(
        output.stdout.contains("-struct Feature: ReducerProtocol {\n+struct Feature: Reducer {"))
      #expect(try String(contentsOf: file, encoding: .utf8) == legacy)
    }
  }

  @Test func writeModeRewritesInPlaceAndASecondRunIsClean() async throws {
    try await withTemporaryDirectory("composable-migrate-tests") { directory in
      let file = directory.appendingPathComponent("Feature.swift")
      try legacy.write(to: file, atomically: true, encoding: .utf8)
      let first = try await Executable.run(["--write", file.path])
      #expect(first.status == 0, "\(first.stderr)")
      #expect(try String(contentsOf: file, encoding: .utf8) == migrated)
      let second = try await Executable.run([file.path])
      #expect(second.status == 0)
      #expect(second.stdout.isEmpty)
    }
  }

  @Test func warningsGiveExitStatusOne() async throws {
    try await withTemporaryDirectory("composable-migrate-tests") { directory in
      let file = directory.appendingPathComponent("Env.swift")
      try Fixtures.text("Warnings", "EnvironmentReducer.swift.txt")!
        .write(to: file, atomically: true, encoding: .utf8)
      let output = try await Executable.run(["--write", file.path])
      #expect(output.status == 1)
      #expect(output.stderr.contains("\(file.path):6:22: warning: "))
      #expect(
        output.stderr.contains("(see: Migrating to the reducer protocol, \"Leaf node features\")"))
    }
  }

  @Test func badInputGivesExitStatusTwoAndOtherFilesAreStillProcessed() async throws {
    try await withTemporaryDirectory("composable-migrate-tests") { directory in
      let good = directory.appendingPathComponent("Good.swift")
      try legacy.write(to: good, atomically: true, encoding: .utf8)
      let binary = directory.appendingPathComponent("Binary.swift")
      try Data([0xCF, 0xFA, 0xED, 0xFE, 0x00, 0x01, 0xFF]).write(to: binary)
      let latin1 = directory.appendingPathComponent("Latin1.swift")
      try Data([0x6C, 0x65, 0x74, 0x20, 0xE9]).write(to: latin1)
      let text = directory.appendingPathComponent("notes.txt")
      try "hello".write(to: text, atomically: true, encoding: .utf8)
      let missing = directory.appendingPathComponent("Missing.swift").path
      let output = try await Executable.run([
        "--write", missing, binary.path, text.path, good.path, latin1.path,
      ])
      #expect(output.status == 2)
      #expect(output.stderr.contains("\(missing): no such file or directory"))
      #expect(output.stderr.contains("\(binary.path): not Swift source (binary data)"))
      #expect(output.stderr.contains("\(latin1.path): not Swift source (not valid UTF-8)"))
      #expect(output.stderr.contains("\(text.path): not a Swift source file"))
      #expect(try String(contentsOf: good, encoding: .utf8) == migrated)
    }
  }

  @Test func lintModeReportsRulesAndPendingMigrations() async throws {
    try await withTemporaryDirectory("composable-migrate-tests") { directory in
      let clean = directory.appendingPathComponent("Clean.swift")
      try Fixtures.text("Lint", "child-feature-not-integrated.clean.swift.txt")!
        .write(to: clean, atomically: true, encoding: .utf8)
      #expect(try await Executable.run(["--lint", clean.path]).status == 0)

      let fires = directory.appendingPathComponent("Fires.swift")
      try Fixtures.text("Lint", "child-reducer-before-parent.fires.swift.txt")!
        .write(to: fires, atomically: true, encoding: .utf8)
      let legacyFile = directory.appendingPathComponent("Legacy.swift")
      try legacy.write(to: legacyFile, atomically: true, encoding: .utf8)
      let output = try await Executable.run(["--lint", fires.path, legacyFile.path])
      #expect(output.status == 1)
      #expect(output.stderr.contains("\(fires.path):17:7: warning: [child-reducer-before-parent]"))
      #expect(output.stderr.contains("\(legacyFile.path):4:1: warning: [legacy-api]"))
      #expect(output.stdout.isEmpty)
      #expect(try String(contentsOf: legacyFile, encoding: .utf8) == legacy)
    }
  }

  @Test func targetOptionIsValidated() async throws {
    let output = try await Executable.run(["--target", "ios15", "x.swift"])
    #expect(output.status != 0 && output.status != 1 && output.status != 2)
    #expect(output.stderr.contains("ios16"))
  }

  @Test func libraryRunMatchesTheExecutable() async throws {
    try await withTemporaryDirectory("composable-migrate-tests") { directory in
      let file = directory.appendingPathComponent("Feature.swift")
      try legacy.write(to: file, atomically: true, encoding: .utf8)
      var stdout = ""
      var stderr = ""
      let status = MigrationRun(paths: [file.path, directory.appendingPathComponent("nope").path])
        .run(output: { stdout += $0 }, errorOutput: { stderr += $0 })
      #expect(status == .badInput)
      #expect(stdout.contains("+struct Feature: Reducer {"))
      #expect(stderr.contains("no such file or directory"))
    }
  }
}
