import SwiftSyntax

/// Runs every lint rule over a file in one walk.
public struct Linter: Sendable {
  /// Features known across all linted files.
  public var index: FeatureIndex

  /// Creates a linter using `index` to recognize child features.
  public init(index: FeatureIndex = FeatureIndex()) {
    self.index = index
  }

  /// The violations in `tree`, sorted by position.
  public func lint(_ tree: SourceFileSyntax, path: String) -> [MigrationDiagnostic] {
    var index = self.index
    if index.children.isEmpty { index.add(tree) }
    let visitor = LintVisitor(
      index: index, converter: SourceLocationConverter(fileName: path, tree: tree), path: path)
    visitor.walk(tree)
    return visitor.diagnostics.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
  }
}

/// The single visitor that lets each rule inspect the nodes it cares about.
final class LintVisitor: SyntaxVisitor {
  let index: FeatureIndex
  let converter: SourceLocationConverter
  let path: String
  var diagnostics: [MigrationDiagnostic] = []

  init(index: FeatureIndex, converter: SourceLocationConverter, path: String) {
    self.index = index
    self.converter = converter
    self.path = path
    super.init(viewMode: .sourceAccurate)
  }

  /// Records a violation of `rule` at `node`.
  func report(_ rule: LintRule, at node: some SyntaxProtocol, _ message: String) {
    let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
    diagnostics.append(
      MigrationDiagnostic(
        path: path, line: location.line, column: location.column, ruleID: rule.id,
        message: "\(message); \(rule.rationale). Fix: \(rule.fix)", reference: rule.reference))
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    checkScopeInComputedProperty(node)
    checkChildReducerOrder(node)
    return .visitChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    if FeatureIndex.isReducer(node) { checkChildFeaturesIntegrated(node) }
    checkParentReadsChildState(node)
    return .visitChildren
  }
}
