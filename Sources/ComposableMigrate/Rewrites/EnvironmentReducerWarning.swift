import SwiftSyntax

/// Seed 001: reducers built from an environment (`Reducer<State, Action, Environment>` values,
/// `.pullback`, `.combine`, `AnyReducer`) need a design decision per feature, so they are reported
/// with the guide's steps instead of being rewritten.
extension MigrationRewriter {
  static let environmentSteps =
    "convert this environment reducer by hand: 1) create a type conforming to 'Reducer'; "
    + "2) nest 'State' and 'Action' in it; 3) move the environment's fields onto it (or use "
    + "'@Dependency') and delete the environment; 4) move the closure into "
    + "'reduce(into:action:)', composing children in 'body' with 'Scope', 'ifLet' or 'forEach'"

  static let legacyReducerNames: Set<String> = ["Reducer", "AnyReducer"]

  func warnEnvironmentReducerType(_ type: IdentifierTypeSyntax) {
    guard !isConvertingEnvironmentReducer, Self.legacyReducerNames.contains(type.name.text),
      type.genericArgumentClause?.arguments.count == 3
    else { return }
    warn(type, Self.environmentSteps, .leafNodeFeatures)
  }

  func warnEnvironmentReducerSpecialization(_ node: GenericSpecializationExprSyntax) {
    guard !isConvertingEnvironmentReducer, !Self.isBridge(node),
      let reference = node.expression.as(DeclReferenceExprSyntax.self),
      Self.legacyReducerNames.contains(reference.baseName.text),
      node.genericArgumentClause.arguments.count == 3
    else { return }
    warn(node, Self.environmentSteps, .leafNodeFeatures)
  }

  func warnEnvironmentReducerCall(_ call: FunctionCallExprSyntax) {
    guard !isConvertingEnvironmentReducer, let name = SyntaxText.calleeName(call) else { return }
    let labels = call.arguments.map { $0.label?.text }
    if labels.contains("environment") {
      let reference: SeedReference =
        name == "pullback" ? .optionalAndPullback : (name == "forEach" ? .forEachReducers : .stores)
      let advice =
        name == "pullback" || name == "forEach"
        ? "in the parent's 'body' it becomes 'Scope(state:action:)', '.ifLet' or '.forEach' "
          + "with the child reducer's dependencies as '@Dependency'"
        : "convert the environment reducer to a 'Reducer' conformance first"
      let site =
        call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.declName) }
        ?? Syntax(call.calledExpression)
      warn(site, "'\(name)' with an environment is a legacy-reducer API; " + advice, reference)
    } else if name == "AnyReducer" {
      warn(
        call.calledExpression,
        "'AnyReducer' bridges a protocol reducer into an environment reducer; once the parent "
          + "is a 'Reducer' conformance, compose the child in 'body' with 'Scope', 'ifLet' or "
          + "'forEach' instead", .compositionOfFeatures)
    } else if let advice = Self.legacyOperatorAdvice[name],
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
      isLegacyReducerChain(member.base)
    {
      warn(
        member.declName, "'.\(name)' is a legacy-reducer operator; \(advice)",
        name == "combine" ? .compositionOfFeatures : .optionalAndPullback)
    }
  }

  /// `AnyReducer<S, A, E> { _ in Feature() }`: the bridge a conversion leaves behind.
  static func isBridge(_ node: GenericSpecializationExprSyntax) -> Bool {
    guard let call = node.parent?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
      let closure = call.trailingClosure, closure.statements.count == 1,
      case .simpleInput(let names) = closure.signature?.parameterClause, names.count == 1,
      names.first?.name.text == "_",
      let body = closure.statements.first?.item.as(FunctionCallExprSyntax.self)
    else { return false }
    return body.arguments.isEmpty && body.calledExpression.is(DeclReferenceExprSyntax.self)
  }

  static let legacyOperatorAdvice = [
    "combine": "list the reducers one after another in the parent's 'body' instead",
    "optional": "use '.ifLet' on the parent's 'Reduce' instead",
    "binding": "put 'BindingReducer()' in 'body' instead",
  ]

  /// Whether `expression` is a chain ending in a value named like `featureReducer` or
  /// `Reducer<…>`/`AnyReducer`.
  private func isLegacyReducerChain(_ expression: ExprSyntax?) -> Bool {
    var current = expression
    while let expression = current {
      if let call = expression.as(FunctionCallExprSyntax.self) {
        current = call.calledExpression
      } else if let member = expression.as(MemberAccessExprSyntax.self) {
        current = member.base
      } else if let specialization = expression.as(GenericSpecializationExprSyntax.self) {
        current = specialization.expression
      } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
        let name = reference.baseName.text
        return Self.legacyReducerNames.contains(name)
          || name.hasSuffix("Reducer")
            && name.first?.isLowercase == true
      } else {
        return false
      }
    }
    return false
  }
}
