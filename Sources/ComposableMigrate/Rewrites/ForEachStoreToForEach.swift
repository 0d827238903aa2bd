import SwiftSyntax

/// Seed 004, "Replacing ForEachStore with ForEach": `ForEachStore(store.scope(…)) { childStore in … }`
/// becomes SwiftUI's `ForEach(store.scope(…)) { childStore in … }`.
extension MigrationRewriter {
  func convertForEachStore(_ call: FunctionCallExprSyntax) -> FunctionCallExprSyntax {
    guard let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
      reference.baseName.text == "ForEachStore"
    else { return call }
    let renamed = reference.with(
      \.baseName, reference.baseName.with(\.tokenKind, .identifier("ForEach")))
    return call.with(\.calledExpression, ExprSyntax(renamed))
  }
}
