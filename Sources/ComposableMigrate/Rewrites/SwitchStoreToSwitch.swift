import SwiftSyntax

/// Seed 004, "Replacing SwitchStore and CaseLet with 'switch' and 'case'".
///
/// `SwitchStore(self.store) { switch $0 { case .a: CaseLet(/State.a, action: Action.a) { store in
/// AView(store: store) } } }` becomes `switch self.store.state { case .a: if let store =
/// self.store.scope(state: \.a, action: \.a) { AView(store: store) } }`.
extension MigrationRewriter {
  /// Returns the replacement statement text (without leading trivia), or `nil`.
  func convertSwitchStore(_ call: FunctionCallExprSyntax, original: FunctionCallExprSyntax)
    -> String?
  {
    guard call.arguments.count == 1, let storeArgument = call.arguments.first,
      storeArgument.label == nil, let closure = call.trailingClosure,
      call.additionalTrailingClosures.isEmpty
    else {
      warn(original, "'SwitchStore' has an unexpected shape; migrate it by hand", .switchStore)
      return nil
    }
    let storeText = storeArgument.expression.trimmedDescription
    guard
      let switchExpression = caseLetSwitch(in: closure, storeText: storeText, original: original)
    else { return nil }
    let outer = lineIndentation(of: original)
    let inner = SyntaxText.indentation(of: closure.statements.first?.leadingTrivia ?? [])
    let text = switchExpression.trimmedDescription
    return SyntaxText.dedent(text, by: max(0, inner.count - outer.count))
  }

  /// The closure's single `switch $0 { … }` (or `switch state { … }` over its parameter), with
  /// the subject turned into `storeText.state` and each `CaseLet` into `if let store = …`.
  func caseLetSwitch(
    in closure: ClosureExprSyntax, storeText: String, original: some SyntaxProtocol
  ) -> SwitchExprSyntax? {
    let parameter = closure.signature == nil ? "$0" : SyntaxText.singleParameter(closure)
    guard let parameter, closure.statements.count == 1, let item = closure.statements.first,
      let switchExpression = Self.switchExpression(item),
      switchExpression.subject.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter
    else {
      warn(
        original,
        "expected a single 'switch' over the state in this closure; migrate the "
          + "'CaseLet's by hand", .switchStore)
      return nil
    }
    var cases: [SwitchCaseListSyntax.Element] = []
    for element in switchExpression.cases {
      guard case .switchCase(let switchCase) = element else {
        cases.append(element)
        continue
      }
      var statements: [CodeBlockItemSyntax] = []
      for statement in switchCase.statements {
        guard case .expr(let expression) = statement.item,
          let caseLet = expression.as(FunctionCallExprSyntax.self),
          caseLet.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "CaseLet"
        else {
          statements.append(statement)
          continue
        }
        guard let text = convertCaseLet(caseLet, storeText: storeText, original: original) else {
          return nil
        }
        let converted = SyntaxText.statements(text).first!
        statements.append(
          converted.with(\.leadingTrivia, statement.leadingTrivia)
            .with(\.trailingTrivia, statement.trailingTrivia))
      }
      cases.append(.switchCase(switchCase.with(\.statements, CodeBlockItemListSyntax(statements))))
    }
    let subject = SyntaxText.expression("\(storeText).state")
      .with(\.leadingTrivia, switchExpression.subject.leadingTrivia)
      .with(\.trailingTrivia, switchExpression.subject.trailingTrivia)
    return
      switchExpression
      .with(\.subject, subject)
      .with(\.cases, SwitchCaseListSyntax(cases))
  }

  private static func switchExpression(_ item: CodeBlockItemSyntax) -> SwitchExprSyntax? {
    switch item.item {
    case .expr(let expression): return expression.as(SwitchExprSyntax.self)
    case .stmt(let statement):
      return statement.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self)
    default: return nil
    }
  }

  /// `CaseLet(/State.a, action: Action.a) { store in … }` → `if let store = S.scope(…) { … }`.
  private func convertCaseLet(
    _ caseLet: FunctionCallExprSyntax, storeText: String, original: some SyntaxProtocol
  ) -> String? {
    let arguments = Array(caseLet.arguments)
    guard let stateArgument = arguments.first,
      stateArgument.label == nil || stateArgument.label?.text == "state",
      let actionArgument = arguments.first(where: { $0.label?.text == "action" }),
      let state = ScopePath(state: stateArgument.expression),
      let action = ScopePath(action: actionArgument.expression)
    else {
      warn(original, "a 'CaseLet' here does not use case paths; migrate it by hand", .switchStore)
      return nil
    }
    let scope = "\(storeText).scope(state: \(state.keyPathText), action: \(action.keyPathText))"
    if let closure = caseLet.trailingClosure {
      guard let name = SyntaxText.singleParameter(closure) else {
        warn(original, "name the 'CaseLet' closure's store parameter, then rerun", .switchStore)
        return nil
      }
      return "if let \(name) = \(scope) \(SyntaxText.bodyWithoutSignature(closure))"
    }
    if let then = arguments.first(where: { $0.label?.text == "then" }),
      let view = Self.initializerReference(then.expression)
    {
      let indentation = SyntaxText.indentation(of: caseLet.leadingTrivia)
      return "if let store = \(scope) {\n\(indentation)  \(view)(store: store)\n\(indentation)}"
    }
    warn(original, "a 'CaseLet' here has no content closure; migrate it by hand", .switchStore)
    return nil
  }
}
