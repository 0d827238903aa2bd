import SwiftSyntax

/// Seed 004, "Using @ObservableState": a view that split its body into helper methods passed
/// the view store along (`func rowView(row: Int, viewStore: ViewStore<ViewState, Action>)`,
/// called as `rowView(row: 0, viewStore: viewStore)`). Once the body reads `store`, the helpers
/// do too: the parameter and the arguments passing it go, and the helpers' bodies are rewritten
/// like the `WithViewStore` body.
extension MigrationRewriter {
  /// A helper method of the view that takes the view store.
  struct ViewStoreHelper {
    /// The method's name.
    var name: String
    /// The parameter's label at call sites (`viewStore`), or `nil` when it has none (`_`).
    var label: String?
    /// The parameter's name inside the method.
    var parameter: String
  }

  /// The methods of the view enclosing `original` with a parameter of type
  /// `ViewStore<viewStateName, …>`.
  func viewStoreHelpers(around original: some SyntaxProtocol, viewStateName: String)
    -> [ViewStoreHelper]
  {
    var ancestor = original.parent
    while let current = ancestor, !current.is(StructDeclSyntax.self) { ancestor = current.parent }
    guard let view = ancestor?.as(StructDeclSyntax.self) else { return [] }
    return view.memberBlock.members.compactMap { member in
      guard let function = member.decl.as(FunctionDeclSyntax.self) else { return nil }
      let matching = function.signature.parameterClause.parameters.filter {
        guard let type = $0.type.as(IdentifierTypeSyntax.self), type.name.text == "ViewStore",
          let first = type.genericArgumentClause?.arguments.first
        else { return false }
        return first.argument.trimmedDescription == viewStateName
      }
      guard matching.count == 1, let parameter = matching.first else { return nil }
      let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
      return ViewStoreHelper(
        name: function.name.text, label: label,
        parameter: (parameter.secondName ?? parameter.firstName).text)
    }
  }

  /// `function` without its view store parameter, its body reading `store` through `rewriter`
  /// (made for the helper's parameter); `nil` when the body cannot be translated.
  static func convertingHelper(
    _ function: FunctionDeclSyntax, _ helper: ViewStoreHelper,
    rewriter: ViewStoreReferenceRewriter
  ) -> FunctionDeclSyntax? {
    guard let body = function.body else { return nil }
    let statements = rewriter.rewrite(body.statements).cast(CodeBlockItemListSyntax.self)
    guard !rewriter.untranslatable, rewriter.unsupported.isEmpty else { return nil }
    var parameters = Array(function.signature.parameterClause.parameters)
    guard
      let index = parameters.firstIndex(where: {
        ($0.secondName ?? $0.firstName).text == helper.parameter
      })
    else { return nil }
    let removed = parameters.remove(at: index)
    if index == parameters.count, index > 0 {
      parameters[index - 1] = parameters[index - 1].with(\.trailingComma, nil)
        .with(\.trailingTrivia, removed.trailingTrivia)
    }
    var clause = function.signature.parameterClause
    clause.parameters = FunctionParameterListSyntax(parameters)
    if parameters.isEmpty { clause.rightParen.leadingTrivia = [] }
    return function.with(\.signature, function.signature.with(\.parameterClause, clause))
      .with(\.body, body.with(\.statements, statements))
  }

  /// The view's members with each helper converted (see ``convertingHelper(_:_:rewriter:)``).
  func convertingHelpers(
    _ helpers: [ViewStoreHelper], in members: MemberBlockSyntax,
    makeRewriter: (ViewStoreHelper) -> ViewStoreReferenceRewriter
  ) -> MemberBlockSyntax? {
    var items: [MemberBlockItemSyntax] = []
    for member in members.members {
      guard let function = member.decl.as(FunctionDeclSyntax.self),
        let helper = helpers.first(where: { $0.name == function.name.text })
      else {
        items.append(member)
        continue
      }
      guard
        let converted = Self.convertingHelper(function, helper, rewriter: makeRewriter(helper))
      else { return nil }
      items.append(member.with(\.decl, DeclSyntax(converted)))
    }
    return members.with(\.members, MemberBlockItemListSyntax(items))
  }
}

extension ViewStoreReferenceRewriter {
  /// `call` without the argument passing the view store to a helper, or `nil` when `call` is
  /// not such a call.
  func droppingViewStoreArgument(_ call: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
    let name: String?
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      name = member.declName.baseName.text
    } else {
      name = nil
    }
    guard let name, let helper = helpers.first(where: { $0.name == name }) else { return nil }
    var arguments = Array(call.arguments)
    guard
      let index = arguments.firstIndex(where: {
        $0.label?.text == helper.label
          && $0.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter
      })
    else { return nil }
    let removed = arguments.remove(at: index)
    if index == arguments.count, index > 0 {
      arguments[index - 1] = arguments[index - 1].with(\.trailingComma, nil)
        .with(\.trailingTrivia, removed.trailingTrivia)
    }
    var result = call.with(\.arguments, LabeledExprListSyntax(arguments))
    if arguments.isEmpty { result.rightParen = result.rightParen?.with(\.leadingTrivia, []) }
    return result
  }
}
