import ArgumentParser
import ComposableMigrate
import Foundation

/// `composable-migrate PATH...`: migrates legacy Composable Architecture code and lints scoping.
@main
struct ComposableMigrateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "composable-migrate",
    abstract: "Migrate Composable Architecture code to the current APIs and lint child scoping.",
    discussion: """
      Prints a unified diff of the changes by default. Exit status: 0 when nothing is left to \
      do, 1 when warnings (or pending changes) remain, 2 when a path cannot be read or is not \
      Swift source.
      """
  )

  @Argument(help: "Swift files or directories (searched recursively for *.swift).")
  var paths: [String]

  @Flag(help: "Rewrite the files in place instead of printing a diff.")
  var write = false

  @Flag(help: "Report lint rule violations and remaining legacy APIs; change nothing.")
  var lint = false

  @Option(help: "Oldest supported OS: ios16 wraps views in WithPerceptionTracking, ios17 does not.")
  var target: String = MigrationTarget.ios17.rawValue

  @Flag(
    name: .customLong("prepare-2.0"),
    help: """
      Also prepare for 2.0: rewrite 'scope(state:action:)' and 'Scope(state:action:)' to \
      'scope(_:action:)' and 'Scope(_:action:)'.
      """)
  var prepareFor2 = false

  func validate() throws {
    if write && lint { throw ValidationError("'--write' and '--lint' cannot be combined.") }
    if MigrationTarget(rawValue: target) == nil {
      throw ValidationError("'--target' must be 'ios16' or 'ios17'.")
    }
  }

  func run() throws {
    let mode: MigrationRun.Mode = write ? .write : (lint ? .lint : .diff)
    let run = MigrationRun(
      paths: paths, mode: mode, target: MigrationTarget(rawValue: target) ?? .ios17,
      prepareFor2: prepareFor2)
    let status = run.run()
    if status != .clean { throw ExitCode(status.rawValue) }
  }
}
