import SwiftSyntax

/// Seed 004, "Using @ObservableState" with view actions: a view that observed a view state built
/// by a `BindingViewStore` extension and sent view actions wrapped in the feature's `view` case,
///
/// ```swift
/// WithViewStore(store, observe: \.view, send: { .view($0) }) { viewStore in … }
/// extension BindingViewStore<Login.State> {
///   var view: LoginView.ViewState { LoginView.ViewState(email: self.$email, … ) }
/// }
/// ```
///
/// reads `store` like any other view state (see ``ViewStateInlining``) and sends
/// `store.send(.view(…))`. The feature's `Action` conforms to `ViewAction` (it already has the
/// `view` case the protocol asks for), which is what lets `$store.email` send the view's
/// binding actions. The extension and the view state go when nothing else uses them.
extension MigrationRewriter {
  /// The view state behind `observe: \.property`, when a `BindingViewStore` extension of this
  /// file builds it as a view state nested in the current view.
  func viewPropertyObservation(_ expression: ExprSyntax, storeText: String, projectedText: String?)
    -> (ViewStateInlining, name: String)?
  {
    guard let keyPath = expression.as(KeyPathExprSyntax.self),
      let path = ScopePath(keyPath: keyPath), path.components.count == 1,
      let view = typeStack.last?.name
    else { return nil }
    for item in root.statements {
      guard let declaration = item.item.as(ExtensionDeclSyntax.self),
        declaration.extendedType.as(IdentifierTypeSyntax.self)?.name.text == "BindingViewStore",
        declaration.memberBlock.members.count == 1,
        let property = declaration.memberBlock.members.first?.decl.as(VariableDeclSyntax.self),
        property.bindings.first?.pattern.trimmedDescription == path.components[0],
        let type = property.bindings.first?.typeAnnotation?.type.trimmedDescription,
        type.hasPrefix("\(view)."),
        let name = type.split(separator: ".").last.map(String.init),
        let viewState = ViewStateInlining.declaration(named: name, owner: view, in: root),
        let inlining = ViewStateInlining(
          property: property, in: declaration, viewState: viewState, storeText: storeText,
          projectedText: projectedText, stateMembers: { self.plan.members(ofState: $0) },
          lineIndentation: { self.lineIndentationCount($0) })
      else { continue }
      return (inlining, name)
    }
    return nil
  }

  /// `send: { .view($0) }` → `view`.
  static func sendWrapperCase(_ argument: LabeledExprSyntax?) -> String? {
    guard let closure = argument?.expression.as(ClosureExprSyntax.self),
      closure.signature == nil, closure.statements.count == 1,
      case .expr(let expression)? = closure.statements.first?.item,
      let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
      call.arguments.count == 1, call.arguments.first?.label == nil,
      call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "$0"
    else { return nil }
    return member.declName.baseName.text
  }

  /// `file` without the `extension BindingViewStore<…> { var name: … }` of `removed`.
  static func removingViewProperties(
    _ removed: [(state: String, property: String)], from file: SourceFileSyntax
  )
    -> SourceFileSyntax
  {
    guard !removed.isEmpty else { return file }
    let items: CodeBlockItemListSyntax = file.statements.filter { item in
      guard let declaration = item.item.as(ExtensionDeclSyntax.self),
        let type = declaration.extendedType.as(IdentifierTypeSyntax.self),
        type.name.text == "BindingViewStore",
        let state = type.genericArgumentClause?.arguments.first?.argument.trimmedDescription,
        declaration.memberBlock.members.count == 1,
        let property = declaration.memberBlock.members.first?.decl.as(VariableDeclSyntax.self)
      else { return true }
      let name = property.bindings.first?.pattern.trimmedDescription
      return !removed.contains { $0.state == state && $0.property == name }
    }
    return file.with(\.statements, items)
  }

  /// `Action: …, ViewAction` for a feature whose views now send `.view(…)` through `store`,
  /// when the enum has a `view` case and does not conform yet.
  func addingViewActionConformance(_ declaration: EnumDeclSyntax) -> EnumDeclSyntax {
    guard declaration.name.text == "Action", let owner = typeStack.last, owner.isReducer,
      plan.featuresSendingViewActions.contains(owner.qualifiedName),
      !(declaration.inheritanceClause?.inheritedTypes.contains {
        $0.type.trimmedDescription == "ViewAction"
      } ?? false),
      declaration.memberBlock.members.contains(where: {
        $0.decl.as(EnumCaseDeclSyntax.self)?.elements.contains { $0.name.text == "view" } ?? false
      })
    else { return declaration }
    if var clause = declaration.inheritanceClause {
      var types = Array(clause.inheritedTypes)
      let last = types.removeLast()
      types.append(
        last.with(\.type, last.type.with(\.trailingTrivia, []))
          .with(\.trailingComma, .commaToken(trailingTrivia: .space)))
      types.append(
        InheritedTypeSyntax(
          type: TypeSyntax(IdentifierTypeSyntax(name: .identifier("ViewAction")))
        ).with(\.trailingTrivia, last.trailingTrivia))
      clause.inheritedTypes = InheritedTypeListSyntax(types)
      return declaration.with(\.inheritanceClause, clause)
    }
    let clause = InheritanceClauseSyntax(
      colon: .colonToken(trailingTrivia: .space),
      inheritedTypes: InheritedTypeListSyntax([
        InheritedTypeSyntax(type: TypeSyntax(IdentifierTypeSyntax(name: .identifier("ViewAction"))))
          .with(\.trailingTrivia, .space)
      ]))
    return declaration.with(\.name, declaration.name.with(\.trailingTrivia, []))
      .with(\.inheritanceClause, clause)
  }
}
