import SwiftSyntax

/// Views that turn into statements (`if let`, `switch`, or their own body) can only be replaced
/// where they stand as a statement of a view builder; this routes such statements to their
/// rewrite and reports the ones used inside a larger expression.
extension MigrationRewriter {
  /// Views that become statements.
  static let statementViews: Set<String> = ["IfLetStore", "SwitchStore", "WithViewStore"]

  func convertStatementLevelView(
    _ item: CodeBlockItemSyntax, original: CodeBlockItemSyntax
  ) -> [CodeBlockItemSyntax]? {
    if let replacement = convertEnvironmentReducer(item, original: original) {
      return statements(replacement, replacing: item)
    }
    if observationBlocked { return nil }
    if let replacement = convertPublisherSubscription(item, original: original) {
      return statements(replacement, replacing: item)
    }
    guard case .expr(let expression) = item.item,
      let call = expression.as(FunctionCallExprSyntax.self),
      case .expr(let originalExpression) = original.item,
      let originalCall = originalExpression.as(FunctionCallExprSyntax.self),
      let reference = call.calledExpression.as(DeclReferenceExprSyntax.self)
    else { return nil }
    let replacement: String?
    switch reference.baseName.text {
    case "IfLetStore": replacement = convertIfLetStore(call, original: originalCall)
    case "SwitchStore": replacement = convertSwitchStore(call, original: originalCall)
    case "WithViewStore": replacement = unwrapWithViewStoreStatements(call, original: originalCall)
    default: replacement = nil
    }
    guard let replacement else { return nil }
    return statements(replacement, replacing: item)
  }

  /// `replacement` parsed as statements that take `item`'s place and trivia.
  private func statements(_ replacement: String, replacing item: CodeBlockItemSyntax)
    -> [CodeBlockItemSyntax]?
  {
    let text = item.leadingTrivia.description + replacement
    var items = Array(SyntaxText.statements(text))
    guard !items.isEmpty else { return nil }
    items[items.count - 1] = items[items.count - 1].with(
      \.trailingTrivia, items[items.count - 1].trailingTrivia + item.trailingTrivia)
    return items
  }

  /// Reports `IfLetStore`/`SwitchStore` used where a statement cannot stand (e.g. with modifiers).
  func warnStatementOnlyView(_ original: FunctionCallExprSyntax) {
    guard let name = SyntaxText.calleeName(original),
      name == "IfLetStore" || name == "SwitchStore",
      original.calledExpression.is(DeclReferenceExprSyntax.self),
      original.parent?.is(CodeBlockItemSyntax.self) != true
    else { return }
    let reference: SeedReference = name == "IfLetStore" ? .ifLetStore : .switchStore
    warn(
      original,
      "'\(name)' is used inside an expression (e.g. with modifiers); wrap it in a 'Group { … }' "
        + "or move it into its own view, then rerun", reference)
  }
}
