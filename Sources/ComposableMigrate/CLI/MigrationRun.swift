import Foundation
import SwiftParser
import SwiftSyntax

/// One invocation of `composable-migrate`: collects files, migrates or lints them, prints the
/// results and computes the exit status. Lives in the library so tests can drive it directly.
public struct MigrationRun: Sendable {
  /// What to do with the files.
  public enum Mode: String, Sendable {
    /// Print a unified diff of the changes (the default).
    case diff
    /// Rewrite files in place.
    case write
    /// Report rule violations and remaining legacy APIs without changing anything.
    case lint
  }

  /// Exit statuses.
  public enum ExitStatus: Int32, Sendable {
    /// Nothing left to do.
    case clean = 0
    /// Warnings remain (or, in diff and lint mode, changes are pending).
    case warnings = 1
    /// A path could not be read or is not Swift source.
    case badInput = 2
  }

  /// Files and directories to process.
  public var paths: [String]
  /// The mode.
  public var mode: Mode
  /// The deployment target for view rewrites.
  public var target: MigrationTarget
  /// Whether to also prepare for 2.0 (see ``Migrator/prepareFor2``).
  public var prepareFor2: Bool

  /// Creates a run.
  public init(
    paths: [String], mode: Mode = .diff, target: MigrationTarget = .ios17,
    prepareFor2: Bool = false
  ) {
    self.paths = paths
    self.mode = mode
    self.target = target
    self.prepareFor2 = prepareFor2
  }

  /// What one file produced.
  struct FileOutcome: Sendable {
    var path: String
    var diff = ""
    var diagnostics: [MigrationDiagnostic] = []
    var error: String?
    var changed = false
  }

  /// Runs, writing results with `output` (stdout) and diagnostics with `errorOutput` (stderr).
  public func run(
    output: (String) -> Void = { print($0, terminator: "") },
    errorOutput: (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
  ) -> ExitStatus {
    let (files, problems) = SourceFiles.collect(paths)
    var badInput = !problems.isEmpty
    for problem in problems {
      errorOutput("composable-migrate: error: \(problem.path): \(problem.reason)\n")
    }
    let outcomes = process(files)
    var warnings = false
    for outcome in outcomes {
      if let error = outcome.error {
        badInput = true
        errorOutput("composable-migrate: error: \(outcome.path): \(error)\n")
        continue
      }
      if !outcome.diff.isEmpty { output(outcome.diff) }
      for diagnostic in outcome.diagnostics { errorOutput(diagnostic.formatted + "\n") }
      if !outcome.diagnostics.isEmpty || (mode != .write && outcome.changed) { warnings = true }
    }
    if badInput { return .badInput }
    return warnings ? .warnings : .clean
  }

  private func process(_ files: [String]) -> [FileOutcome] {
    let sources = ParallelMap.map(files) { path -> (String, Result<String, SourceFiles.Problem>) in
      (path, SourceFiles.read(path))
    }
    let trees = ParallelMap.map(sources) { entry -> SourceFileSyntax? in
      guard case .success(let text) = entry.1 else { return nil }
      return Parser.parse(source: text)
    }
    var plan = MigrationPlan()
    for tree in trees.compactMap({ $0 }) { plan.merge(MigrationPlan.scan(tree)) }
    let runPlan = plan
    var index = FeatureIndex()
    if mode == .lint {
      for tree in trees.compactMap({ $0 }) { index.add(tree) }
    }
    let lintIndex = index
    let migrator = Migrator(target: target, prepareFor2: prepareFor2)
    let mode = self.mode
    return ParallelMap.map(Array(sources.indices)) { position -> FileOutcome in
      let (path, read) = sources[position]
      var outcome = FileOutcome(path: path)
      switch read {
      case .failure(let problem):
        outcome.error = problem.reason
        return outcome
      case .success(let text):
        guard let tree = trees[position] else { return outcome }
        let result = migrator.migrate(tree: tree, source: text, path: path, plan: runPlan)
        outcome.changed = result.changed
        outcome.diagnostics = result.diagnostics
        switch mode {
        case .diff:
          outcome.diff = UnifiedDiff.make(old: text, new: result.source, path: path)
        case .write:
          if result.changed {
            do {
              try result.source.write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
              outcome.error = "cannot write file (\(error.localizedDescription))"
            }
          }
        case .lint:
          var diagnostics = Linter(index: lintIndex).lint(tree, path: path)
          if result.changed {
            diagnostics.append(Self.pendingMigration(path: path, old: text, new: result.source))
          }
          outcome.diagnostics = (diagnostics + result.diagnostics).sorted {
            ($0.line, $0.column) < ($1.line, $1.column)
          }
        }
        return outcome
      }
    }
  }

  /// The warning for a file the migrator would change, at the first changed line.
  static func pendingMigration(path: String, old: String, new: String) -> MigrationDiagnostic {
    let oldLines = old.split(separator: "\n", omittingEmptySubsequences: false)
    let newLines = new.split(separator: "\n", omittingEmptySubsequences: false)
    var line = 0
    while line < oldLines.count, line < newLines.count, oldLines[line] == newLines[line] {
      line += 1
    }
    return MigrationDiagnostic(
      path: path, line: line + 1, column: 1, ruleID: "legacy-api",
      message: "this file uses APIs that 'composable-migrate --write' updates automatically",
      reference: SeedReference(guide: "Migrating to 1.6", section: "Overview"))
  }
}
