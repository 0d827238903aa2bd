import SwiftSyntax

/// Seed 001, "Stores" and "Testing": `Store(initialState: s, reducer: Feature())` and the same
/// `TestStore` call become `Store(initialState: s) { Feature() }`.
extension MigrationRewriter {
  func convertStoreInitializer(
    _ call: FunctionCallExprSyntax, original: FunctionCallExprSyntax
  ) -> FunctionCallExprSyntax {
    guard let name = SyntaxText.calleeName(call), name == "Store" || name == "TestStore",
      call.calledExpression.is(DeclReferenceExprSyntax.self),
      call.trailingClosure == nil, call.leftParen != nil,
      let reducerIndex = call.arguments.firstIndex(where: { $0.label?.text == "reducer" }),
      call.arguments.first?.label?.text == "initialState"
    else { return call }
    let reducer = call.arguments[reducerIndex]
    if call.arguments.contains(where: { $0.label?.text == "environment" }) {
      return call  // Reported by the environment-reducer warning.
    }
    guard call.arguments.index(after: reducerIndex) == call.arguments.endIndex,
      !reducer.expression.is(ClosureExprSyntax.self)
    else {
      warn(
        original.arguments[reducerIndex],
        "pass the reducer as a trailing closure: '\(name)(initialState: …) { Feature() }'",
        name == "TestStore"
          ? SeedReference(
            guide: "Migrating to the reducer protocol", section: "Testing") : .stores)
      return call
    }
    let indentation = lineIndentation(of: original)
    var kept = Array(call.arguments.prefix(upTo: reducerIndex))
    let lastIndex = kept.count - 1
    kept[lastIndex] = kept[lastIndex].with(\.trailingComma, nil).with(\.trailingTrivia, [])
    if kept.count == 1 {
      kept[0] = kept[0].with(\.leadingTrivia, [])
    }
    let body = reducer.expression.trimmed.with(
      \.leadingTrivia, .newline + .spaces(indentation.count + 2))
    let closure = ClosureExprSyntax(
      leftBrace: .leftBraceToken(leadingTrivia: .space),
      statements: CodeBlockItemListSyntax([CodeBlockItemSyntax(item: .expr(body))]),
      rightBrace: .rightBraceToken(leadingTrivia: .newline + .spaces(indentation.count))
    )
    var rightParen = call.rightParen?.with(\.leadingTrivia, [])
    if kept.count > 1, let paren = call.rightParen {
      rightParen = paren
    }
    return
      call
      .with(\.arguments, LabeledExprListSyntax(kept))
      .with(\.rightParen, rightParen?.with(\.trailingTrivia, []))
      .with(
        \.trailingClosure, closure.with(\.trailingTrivia, call.rightParen?.trailingTrivia ?? []))
  }

  /// The indentation of the line on which `node` starts, from the original source.
  func lineIndentation(of node: some SyntaxProtocol) -> String {
    let line = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    return sourceLineIndentation(line)
  }
}
