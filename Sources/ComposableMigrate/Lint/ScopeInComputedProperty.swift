import SwiftSyntax

extension LintRule {
  /// A store scoped inside a computed property.
  public static let scopeInComputedProperty = LintRule(
    id: "scope-in-computed-property",
    rationale: "a computed property creates a new scope on every access",
    fix: "scope inline where the child view is built: "
      + "'ChildView(store: store.scope(state: \\.child, action: \\.child))'",
    reference: .scopeInProperty)
}

extension LintVisitor {
  /// `var childStore: StoreOf<Child> { store.scope(…) }` fires; `var body: some View` with an
  /// inline scope, stored properties and functions do not.
  func checkScopeInComputedProperty(_ node: VariableDeclSyntax) {
    for binding in node.bindings {
      guard let accessors = binding.accessorBlock, let type = binding.typeAnnotation?.type,
        Self.isStoreType(type)
      else { continue }
      let body: Syntax
      switch accessors.accessors {
      case .getter(let statements): body = Syntax(statements)
      case .accessors(let list):
        guard let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
          let getterBody = getter.body
        else { continue }
        body = Syntax(getterBody)
      }
      guard let scope = Self.firstScopeCall(in: body) else { continue }
      let name = binding.pattern.trimmedDescription
      report(
        .scopeInComputedProperty, at: scope, "'\(name)' scopes the store in a computed property")
    }
  }

  /// `StoreOf<X>`, `Store<S, A>`, optionally optional.
  static func isStoreType(_ type: TypeSyntax) -> Bool {
    if let optional = type.as(OptionalTypeSyntax.self) { return isStoreType(optional.wrappedType) }
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return isStoreType(unwrapped.wrappedType)
    }
    guard let identifier = type.as(IdentifierTypeSyntax.self) else { return false }
    return identifier.name.text == "StoreOf" || identifier.name.text == "Store"
  }

  static func firstScopeCall(in node: Syntax) -> FunctionCallExprSyntax? {
    for descendant in node.children(viewMode: .sourceAccurate) {
      if let call = descendant.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "scope",
        call.arguments.contains(where: { $0.label?.text == "state" })
      {
        return call
      }
      if let found = firstScopeCall(in: descendant) { return found }
    }
    return nil
  }
}
