import SwiftSyntax

/// Seed 000, "Store scoping with key paths": closure and case-path scopes become key paths.
///
/// `action: { .child($0) }`, `action: Feature.Action.child` and `action: /Action.child` become
/// `action: \.child`; `{ .rows(.element(id: id, action: $0)) }` becomes `\.rows[id: id]`; a state
/// case path `/State.loggedIn` given to `Scope`/`ifCaseLet` becomes `\.loggedIn`.
extension MigrationRewriter {
  /// Calls whose `action:` (and case-path `state:`) arguments name a child domain.
  static let scopingCallees: Set<String> = [
    "scope", "Scope", "ifLet", "ifCaseLet", "forEach", "IfLetStore", "ForEachStore",
    "NavigationStackStore", "sheet", "popover", "fullScreenCover", "navigationDestination",
    "alert", "confirmationDialog",
  ]

  func convertScopeArguments(
    _ call: FunctionCallExprSyntax, original: FunctionCallExprSyntax
  ) -> FunctionCallExprSyntax {
    guard let name = SyntaxText.calleeName(call), Self.scopingCallees.contains(name),
      call.arguments.contains(where: { $0.label?.text == "action" }),
      !call.arguments.contains(where: { $0.label?.text == "environment" })
    else { return call }
    var arguments = Array(call.arguments)
    let originals = Array(original.arguments)
    for index in arguments.indices {
      let argument = arguments[index]
      let label = argument.label?.text
      let path: ScopePath?
      if label == "action" {
        guard !argument.expression.is(KeyPathExprSyntax.self) else { continue }
        path = ScopePath(action: argument.expression)
        if path == nil, argument.expression.is(ClosureExprSyntax.self) {
          warn(
            originals[index].expression,
            "this action closure is not a plain case embedding; rewrite it as a case key path "
              + "by hand (e.g. `action: \\.child`)", .scopingWithKeyPaths)
        }
      } else if label == "state" || (label == nil && index == 0 && name != "scope") {
        guard argument.expression.is(PrefixOperatorExprSyntax.self) else { continue }
        path = ScopePath(state: argument.expression)
      } else {
        continue
      }
      guard let path else { continue }
      if label == "action", let arity = actionCaseArity(path.components[0]), arity > 1 {
        warn(
          originals[index].expression,
          "action case '\(path.components[0])' carries \(arity) values, so it has no case key path; "
            + "model it with 'IdentifiedActionOf<Element>' first, then use 'action: \\."
            + "\(path.components[0])'", .scopingWithKeyPaths)
        continue
      }
      let replacement = SyntaxText.expression(path.keyPathText)
        .with(\.leadingTrivia, argument.expression.leadingTrivia)
        .with(\.trailingTrivia, argument.expression.trailingTrivia)
      arguments[index] = argument.with(\.expression, replacement)
      noteCaseKeyPath()
    }
    return call.with(\.arguments, LabeledExprListSyntax(arguments))
  }
}
