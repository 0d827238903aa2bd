import SwiftSyntax

/// Rewrites code that received a state value as a parameter to read it from the store instead:
/// `state.rows.isEmpty` → `store.rows.isEmpty`. When the parameter is the whole state, a method
/// called on it or the bare value goes through `store.state`; otherwise (a value observed at a
/// path, `store.title`) the parameter is replaced as is.
final class ParameterSubstitution: SyntaxRewriter {
  let parameter: String
  let storeText: String
  let isWholeState: Bool
  private(set) var failed = false
  private(set) var replaced = false

  init(parameter: String, storeText: String, isWholeState: Bool) {
    self.parameter = parameter
    self.storeText = storeText
    self.isWholeState = isWholeState
    super.init(viewMode: .sourceAccurate)
  }

  static func substitute(
    _ node: some SyntaxProtocol, parameter: String, storeText: String, isWholeState: Bool
  ) -> String? {
    let rewriter = ParameterSubstitution(
      parameter: parameter, storeText: storeText, isWholeState: isWholeState)
    let result = rewriter.rewrite(Syntax(node))
    return rewriter.failed ? nil : result.trimmedDescription
  }

  override func visit(_ node: ClosureExprSyntax) -> ExprSyntax {
    if let signature = node.signature, signature.description.contains(parameter) {
      failed = true
      return ExprSyntax(node)
    }
    return super.visit(node)
  }

  /// A name bound again (`guard let value = value`) would be read wrongly after substitution.
  override func visit(_ node: IdentifierPatternSyntax) -> PatternSyntax {
    if node.identifier.text == parameter { failed = true }
    return PatternSyntax(node)
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
    guard node.baseName.text == parameter,
      node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != node.id
    else { return ExprSyntax(node) }
    replaced = true
    let member = node.parent?.as(MemberAccessExprSyntax.self)
    let readsProperty =
      member != nil && member?.base?.id == node.id
      && member?.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != member?.id
    if readsProperty, member?.declName.baseName.text.hasPrefix("$") == true {
      failed = true
      return ExprSyntax(node)
    }
    let text = readsProperty || !isWholeState ? storeText : "\(storeText).state"
    return SyntaxText.expression(text)
      .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
  }
}
