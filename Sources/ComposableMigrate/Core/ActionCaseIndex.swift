import SwiftSyntax

/// Finds the cases of action enums declared in a file, with how many values each carries, so a
/// case path is only turned into a case key path when the case can have one.
enum ActionCaseIndex {
  /// Case name → number of associated values, over every enum whose name ends in `Action`.
  static func arities(in tree: SourceFileSyntax) -> [String: Int] {
    let collector = Collector(viewMode: .sourceAccurate)
    collector.walk(tree)
    return collector.arities
  }

  private final class Collector: SyntaxVisitor {
    var arities: [String: Int] = [:]
    private var actionDepth = 0

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
      if node.name.text.hasSuffix("Action") { actionDepth += 1 }
      return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) {
      if node.name.text.hasSuffix("Action") { actionDepth -= 1 }
    }

    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
      guard actionDepth > 0 else { return .skipChildren }
      let count = node.parameterClause?.parameters.count ?? 0
      arities[node.name.text] = max(arities[node.name.text] ?? 0, count)
      return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  }
}
