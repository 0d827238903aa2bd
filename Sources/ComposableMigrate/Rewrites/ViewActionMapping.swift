import SwiftSyntax

/// Seed 002, "UIKitの場合": a view store made with `send: Feature.Action.init` sends view actions
/// that an `extension Feature.Action { init(action: Controller.ViewAction) { switch action { … } } }`
/// maps to the feature's actions. Once the view sends through `store`, each
/// `viewStore.send(.viewCase(value))` becomes `store.send(<the mapped action>)`, the mapping's
/// `case` body with `value` in place of the bound name, which is what the view store sent.
struct ViewActionMapping {
  /// One `case` of the mapping: the names it binds, in order, and the action it produces.
  struct Case {
    var bindings: [String]
    var value: ExprSyntax
  }

  var cases: [String: Case] = [:]
  /// The feature's action type, as the extension writes it (`Feature.Action`).
  var actionType: String

  /// The view action enum's name (`ViewAction`).
  var viewAction = ""

  /// Finds the `extension actionType { init(action: …viewAction) { switch action { … } } }` at
  /// the top level of `root` (`viewAction` `nil`: any `init(action: owner.X)`); `nil` unless
  /// every case has the shape `case .a: self = …` or `case let .a(x, …): self = …`.
  init?(actionType: String, viewAction: String?, owner: String? = nil, in root: SourceFileSyntax) {
    self.actionType = actionType
    var found: InitializerDeclSyntax?
    for item in root.statements {
      guard let declaration = item.item.as(ExtensionDeclSyntax.self),
        declaration.extendedType.trimmedDescription == actionType,
        declaration.memberBlock.members.count == 1,
        let initializer = declaration.memberBlock.members.first?.decl
          .as(InitializerDeclSyntax.self),
        initializer.signature.parameterClause.parameters.count == 1,
        let parameter = initializer.signature.parameterClause.parameters.first,
        parameter.firstName.text == "action",
        let name = parameter.type.trimmedDescription.split(separator: ".").last.map(String.init),
        viewAction == nil || name == viewAction,
        owner == nil || parameter.type.trimmedDescription == "\(owner!).\(name)"
      else { continue }
      found = initializer
      self.viewAction = name
    }
    guard let initializer = found, let body = initializer.body,
      body.statements.count == 1, let statement = body.statements.first
    else { return nil }
    let expression =
      statement.item.as(ExprSyntax.self)
      ?? statement.item.as(ExpressionStmtSyntax.self)?.expression
    guard let switchExpression = expression?.as(SwitchExprSyntax.self),
      switchExpression.subject.as(DeclReferenceExprSyntax.self)?.baseName.text == "action"
    else { return nil }
    for element in switchExpression.cases {
      guard let switchCase = element.as(SwitchCaseSyntax.self),
        case .case(let label) = switchCase.label, label.caseItems.count == 1,
        let item = label.caseItems.first, item.whereClause == nil,
        switchCase.statements.count == 1,
        let value = Self.selfAssignment(switchCase.statements.first!)
      else { return nil }
      let patternText = item.pattern.trimmedDescription.replacingOccurrences(of: "let ", with: "")
      let pattern = SyntaxText.expression(patternText)
      if let member = pattern.as(MemberAccessExprSyntax.self), member.base == nil {
        cases[member.declName.baseName.text] = Case(bindings: [], value: value)
      } else if let call = pattern.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
        call.trailingClosure == nil
      {
        var bindings: [String] = []
        for argument in call.arguments {
          if argument.expression.is(DiscardAssignmentExprSyntax.self) {
            bindings.append("_")
          } else if let name = argument.expression.as(DeclReferenceExprSyntax.self) {
            bindings.append(name.baseName.text)
          } else {
            return nil
          }
        }
        cases[member.declName.baseName.text] = Case(bindings: bindings, value: value)
      } else {
        return nil
      }
    }
    guard !cases.isEmpty else { return nil }
  }

  /// The feature action a view action literal (`.a`, `.a(x)`) maps to, or `nil`.
  func translate(_ action: ExprSyntax) -> String? {
    if let member = action.as(MemberAccessExprSyntax.self), member.base == nil,
      let mapped = cases[member.declName.baseName.text], mapped.bindings.isEmpty
    {
      return mapped.value.trimmedDescription
    }
    guard let call = action.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
      let mapped = cases[member.declName.baseName.text],
      mapped.bindings.count == call.arguments.count
    else { return nil }
    var values: [String: String] = [:]
    for (name, argument) in zip(mapped.bindings, call.arguments) where name != "_" {
      let text = argument.expression.trimmedDescription
      let uses = mapped.value.tokens(viewMode: .sourceAccurate).filter { $0.text == name }.count
      let isSimple =
        SyntaxText.expression(text).is(DeclReferenceExprSyntax.self)
        || SyntaxText.expression(text).is(MemberAccessExprSyntax.self)
      guard uses <= 1 || isSimple else { return nil }
      values[name] = isSimple ? text : "(\(text))"
    }
    let substitution = BindingSubstitution(values: values)
    return substitution.rewrite(mapped.value).trimmedDescription
  }

  /// Whether the view action `name` maps to the feature action of the same name with the same
  /// single value (`case let .a(x): self = .a(x)`), so a binding may send the feature action.
  func isIdentity(_ name: String) -> Bool {
    guard let mapped = cases[name], mapped.bindings.count == 1,
      let call = mapped.value.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
      call.trailingClosure == nil,
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
      member.declName.baseName.text == name
    else { return false }
    return call.arguments.first?.label == nil
      && call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        == mapped.bindings[0]
  }

  /// `self = value` → `value`.
  private static func selfAssignment(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
    guard let sequence = item.item.as(SequenceExprSyntax.self) else { return nil }
    let elements = Array(sequence.elements)
    guard elements.count >= 3,
      elements[0].as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
      elements[1].is(AssignmentExprSyntax.self)
    else { return nil }
    if elements.count == 3 { return elements[2] }
    return SyntaxText.expression(elements.dropFirst(2).map(\.description).joined())
  }
}

/// Replaces references to bound names by the values sent.
private final class BindingSubstitution: SyntaxRewriter {
  let values: [String: String]

  init(values: [String: String]) {
    self.values = values
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
    guard let value = values[node.baseName.text],
      node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != node.id
    else { return ExprSyntax(node) }
    return SyntaxText.expression(value)
      .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
  }
}
