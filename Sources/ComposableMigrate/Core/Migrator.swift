import SwiftParser
import SwiftSyntax

/// The result of migrating one file's source text.
public struct MigrationResult: Sendable {
  /// The migrated source (equal to the input when nothing changed).
  public var source: String
  /// Places the migrator could not migrate by itself.
  public var diagnostics: [MigrationDiagnostic]
  /// Whether `source` differs from the input.
  public var changed: Bool
}

/// Applies every mechanical migration of the seeds to Swift source, in one parse and one pass.
public struct Migrator: Sendable {
  /// Which observation wrapper views get.
  public var target: MigrationTarget
  /// Whether to also prepare for 2.0: scoping without the `state:` label (`--prepare-2.0`).
  public var prepareFor2: Bool

  /// Creates a migrator for `target`; with `prepareFor2`, it also rewrites
  /// `scope(state:action:)` and `Scope(state:action:)` to `scope(_:action:)` and
  /// `Scope(_:action:)`, the spellings of the original's 2.0 preparation.
  public init(target: MigrationTarget = .ios17, prepareFor2: Bool = false) {
    self.target = target
    self.prepareFor2 = prepareFor2
  }

  /// Migrates `source` on its own; `path` is used in diagnostics only. A view migrated here marks
  /// its feature's `State` `@ObservableState` when that `State` is declared in `source`.
  public func migrate(source: String, path: String = "<input>") -> MigrationResult {
    migrate(tree: Parser.parse(source: source), source: source, path: path)
  }

  /// Migrates an already parsed file on its own (so a caller that also lints parses only once).
  public func migrate(tree: SourceFileSyntax, source: String, path: String) -> MigrationResult {
    let plan = MigrationPlan.scan(tree)
    return migrate(tree: tree, source: source, path: path, plan: plan)
  }

  /// Migrates one file of a run, using the run's `plan` to know which features are observed.
  func migrate(tree: SourceFileSyntax, source: String, path: String, plan: MigrationPlan)
    -> MigrationResult
  {
    guard Self.mightNeedMigration(source) else {
      return MigrationResult(source: source, diagnostics: [], changed: false)
    }
    let rewriter = MigrationRewriter(path: path, target: target, tree: tree, plan: plan)
    var rewritten = rewriter.rewrite(tree).cast(SourceFileSyntax.self)
    rewritten = MigrationRewriter.removingViewProperties(
      rewriter.removedViewProperties, from: rewritten)
    rewritten = MigrationRewriter.removingMappingExtensions(
      rewriter.removedMappingExtensions, from: rewritten)
    rewritten = MigrationRewriter.insertingStateExtensions(
      rewriter.stateExtensions, into: rewritten)
    if rewriter.convertedPublisherSubscriptions {
      rewritten = CombineImportRemoval.removingUnusedImport(from: rewritten)
    }
    if prepareFor2 {
      rewritten = Prepare2Scoping().rewrite(rewritten).cast(SourceFileSyntax.self)
    }
    let output = rewritten.description
    let diagnostics = rewriter.diagnostics.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    return MigrationResult(source: output, diagnostics: diagnostics, changed: output != source)
  }

  /// Words at least one rewrite or warning looks for; a file without any is skipped cheaply.
  static let triggers = [
    "scope", "Scope", "ifLet", "ifCaseLet", "forEach", "Store", "ReducerProtocol", "EffectTask",
    "Reducer", "State", "sheet", "popover", "fullScreenCover", "navigationDestination", "alert",
    "confirmationDialog", "pullback", "combine", "binding", "modify", "publisher", "viewStore",
  ]

  static func mightNeedMigration(_ source: String) -> Bool {
    triggers.contains { source.contains($0) }
  }
}
