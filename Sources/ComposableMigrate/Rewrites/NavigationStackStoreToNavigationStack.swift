import SwiftSyntax

/// Seed 004, "Replacing NavigationStackStore with NavigationStack".
///
/// `NavigationStackStore(self.store.scope(state: \.path, action: \.path)) { Root() } destination:
/// { switch $0 { case .a: CaseLet(…) { store in … } } }` becomes
/// `NavigationStack(path: self.$store.scope(state: \.path, action: \.path)) { Root() }
/// destination: { store in switch store.state { case .a: if let store = store.scope(…) { … } } }`.
extension MigrationRewriter {
  func convertNavigationStackStore(
    _ call: FunctionCallExprSyntax, original: FunctionCallExprSyntax
  ) -> ExprSyntax? {
    guard let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
      reference.baseName.text == "NavigationStackStore"
    else { return nil }
    guard let pathArgument = call.arguments.first, pathArgument.label == nil,
      let projected = projectedScope(
        pathArgument.expression, extraState: ScopePath(components: []),
        extraAction: ScopePath(components: []), unwrap: false)
    else {
      warn(
        original,
        "'NavigationStackStore' can only be migrated when its store is "
          + "'store.scope(state: \\.path, action: \\.path)' on the view's 'store'; use "
          + "'NavigationStack(path: $store.scope(state:action:))'", .navigationStack)
      return nil
    }
    var arguments = Array(call.arguments)
    arguments[0] = LabeledExprSyntax(
      leadingTrivia: pathArgument.leadingTrivia, label: .identifier("path"), colon: .colonToken(),
      expression: projected.with(\.leadingTrivia, .space), trailingComma: pathArgument.trailingComma
    )
    var result = call.with(\.arguments, LabeledExprListSyntax(arguments))
    var destinations: [MultipleTrailingClosureElementSyntax] = []
    for trailing in call.additionalTrailingClosures {
      guard trailing.label.text == "destination" else {
        destinations.append(trailing)
        continue
      }
      guard let converted = convertDestinationClosure(trailing.closure, original: original) else {
        return nil
      }
      destinations.append(trailing.with(\.closure, converted))
    }
    requireBindableStore()
    result = result.with(
      \.additionalTrailingClosures, MultipleTrailingClosureElementListSyntax(destinations))
    let renamed = reference.with(
      \.baseName, reference.baseName.with(\.tokenKind, .identifier("NavigationStack")))
    return ExprSyntax(result.with(\.calledExpression, ExprSyntax(renamed)))
  }

  /// `{ switch $0 { … CaseLet … } }` → `{ store in switch store.state { … if let store … } }`;
  /// a closure already taking a store is kept.
  private func convertDestinationClosure(
    _ closure: ClosureExprSyntax, original: FunctionCallExprSyntax
  ) -> ClosureExprSyntax? {
    if let parameter = SyntaxText.singleParameter(closure), parameter == "store" {
      return closure
    }
    guard let switchExpression = caseLetSwitch(in: closure, storeText: "store", original: original)
    else { return nil }
    let item = closure.statements.first!
    let statement = CodeBlockItemSyntax(item: .expr(ExprSyntax(switchExpression)))
      .with(\.leadingTrivia, item.leadingTrivia).with(\.trailingTrivia, item.trailingTrivia)
    let text =
      "{ store in" + CodeBlockItemListSyntax([statement]).description
      + closure.rightBrace.with(\.trailingTrivia, []).description
    return SyntaxText.expression(text).as(ClosureExprSyntax.self)?
      .with(\.leadingTrivia, closure.leadingTrivia)
      .with(\.trailingTrivia, closure.trailingTrivia)
  }
}
