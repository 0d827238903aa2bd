import SwiftSyntax

/// Seed 000, "Store scoping with key paths" (case key paths replace case path literals): in tests,
/// `try (/Feature.State.child).modify(&$0) { … }` becomes `$0.modify(\.child) { … }`, which no
/// longer throws.
extension MigrationRewriter {
  func convertCasePathModify(_ node: TryExprSyntax) -> ExprSyntax? {
    guard node.questionOrExclamationMark == nil,
      let call = node.expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "modify",
      let tuple = member.base?.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let casePath = tuple.elements.first, casePath.label == nil,
      casePath.expression.is(PrefixOperatorExprSyntax.self),
      let path = ScopePath(state: casePath.expression), path.components.count == 1,
      call.arguments.count == 1, let root = call.arguments.first, root.label == nil,
      let inOut = root.expression.as(InOutExprSyntax.self),
      inOut.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "$0",
      let closure = call.trailingClosure, call.additionalTrailingClosures.isEmpty
    else { return nil }
    noteCaseKeyPath()
    let text = "$0.modify(\(path.keyPathText)) " + closure.trimmedDescription
    return SyntaxText.expression(text)
      .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
  }
}
