import SwiftSyntax

extension LintRule {
  /// `ifLet`/`forEach` applied apart from the parent `Reduce` and placed before it.
  public static let childReducerBeforeParent = LintRule(
    id: "child-reducer-before-parent",
    rationale: "'ifLet' and 'forEach' can only guarantee the child runs before the parent when "
      + "they are attached to the parent's 'Reduce'",
    fix: "chain the operator onto the parent: 'Reduce { … }.ifLet(\\.child, action: \\.child) "
      + "{ Child() }'",
    reference: .optionalAndPullback)
}

extension LintVisitor {
  static let childOperators: Set<String> = ["ifLet", "forEach", "ifCaseLet"]

  /// In a reducer `body`, a statement `X.ifLet(…)`/`X.forEach(…)` whose chain does not start at
  /// `Reduce` fires when a `Reduce { … }` statement follows it. `Reduce { … }.ifLet(…)` and
  /// `Scope(…)` before `Reduce` do not.
  func checkChildReducerOrder(_ node: VariableDeclSyntax) {
    guard node.bindings.count == 1, let binding = node.bindings.first,
      binding.pattern.trimmedDescription == "body",
      let type = binding.typeAnnotation?.type.trimmedDescription,
      type.contains("Reducer"),
      case .getter(let statements)? = binding.accessorBlock?.accessors
    else { return }
    let items = Array(statements)
    for (index, item) in items.enumerated() {
      guard let expression = item.item.as(ExprSyntax.self),
        let childOperator = Self.outermostChildOperator(expression),
        Self.rootCallee(expression) != "Reduce"
      else { continue }
      let parentFollows = items[(index + 1)...].contains {
        $0.item.as(ExprSyntax.self).map(Self.rootCallee) == "Reduce"
      }
      guard parentFollows else { continue }
      report(
        .childReducerBeforeParent, at: childOperator.period,
        "'.\(childOperator.declName.baseName.text)' is applied before the parent 'Reduce' instead of to it"
      )
    }
  }

  /// The `.ifLet`/`.forEach` member of the outermost call in a chain.
  static func outermostChildOperator(_ expression: ExprSyntax) -> MemberAccessExprSyntax? {
    var current: ExprSyntax? = expression
    while let expression = current {
      guard let call = expression.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
      else { return nil }
      if childOperators.contains(member.declName.baseName.text) { return member }
      current = member.base
    }
    return nil
  }

  /// The name at the start of a call chain: `Reduce` for `Reduce { … }.ifLet(…)`.
  static func rootCallee(_ expression: ExprSyntax) -> String? {
    var current = expression
    while true {
      if let call = current.as(FunctionCallExprSyntax.self) {
        current = call.calledExpression
      } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
        current = base
      } else if let reference = current.as(DeclReferenceExprSyntax.self) {
        return reference.baseName.text
      } else {
        return nil
      }
    }
  }
}
