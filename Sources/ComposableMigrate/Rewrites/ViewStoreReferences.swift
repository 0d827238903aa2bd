import SwiftSyntax

/// Seeds 002 and 004, "Bindings": inside a removed `WithViewStore`, references to the view store
/// move to the store itself.
///
/// `viewStore.count` → `store.count`, `viewStore.$text` → `$store.text`,
/// `viewStore.binding(get: \.isOn, send: .toggleTapped)` → `$store.isOn.sending(\.toggleTapped)`,
/// `viewStore.binding(\.$text)` → `$store.text`.
final class ViewStoreReferenceRewriter: SyntaxRewriter {
  /// What the view store observed.
  enum Observation {
    /// The whole state (`observe: { $0 }`).
    case whole
    /// One value of the state (`observe: \.syncUps`), spelled as its path (`syncUps`).
    case keyPath(String)
    /// A view state, read through its properties.
    case viewState(ViewStateInlining)
  }

  let parameter: String
  let storeText: String
  let projectedText: String?
  let observation: Observation
  /// How view actions map to the feature's (a `WithViewStore(…, send: Feature.Action.init)`).
  let mapping: ViewActionMapping?
  /// Fields whose `\.$field` key paths become `\.field`.
  let removedBindingFields: Set<String>
  /// The feature action case view actions are wrapped in (`send: { .view($0) }`).
  var sendWrapper: String?
  /// The view's helper methods that take the view store (their argument is dropped).
  var helpers: [MigrationRewriter.ViewStoreHelper] = []
  /// A reference that cannot be spelled against the store (a view-state or key-path
  /// observation used in a way the rewrite does not know).
  private(set) var untranslatable = false
  /// A `$store` binding was produced: the view's store must be bindable.
  private(set) var producedBinding = false
  /// Binding shapes that could not be translated, to be reported.
  private(set) var unsupported: [Syntax] = []

  init(
    parameter: String, storeText: String, projectedText: String?,
    observation: Observation = .whole, mapping: ViewActionMapping? = nil,
    removedBindingFields: Set<String> = []
  ) {
    self.parameter = parameter
    self.storeText = storeText
    self.projectedText = projectedText
    self.observation = observation
    self.mapping = mapping
    self.removedBindingFields = removedBindingFields
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
    guard let base = node.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == parameter
    else { return super.visit(node) }
    let name = node.declName.baseName.text
    switch observation {
    case .whole:
      break
    case .keyPath(let path):
      if name == "send" { return super.visit(node) }
      if name.hasPrefix("$") || node.declName.argumentNames != nil {
        untranslatable = true
        return ExprSyntax(node)
      }
      let text = name == "state" ? "\(storeText).\(path)" : "\(storeText).\(path).\(name)"
      return replacement(text, for: node)
    case .viewState(let viewState):
      if name == "send" { return super.visit(node) }
      let text =
        name.hasPrefix("$") ? viewState.bindings[String(name.dropFirst())] : viewState.reads[name]
      guard let text, node.declName.argumentNames == nil else {
        untranslatable = true
        return ExprSyntax(node)
      }
      if name.hasPrefix("$") { producedBinding = true }
      return replacement(text, for: node)
    }
    guard name.hasPrefix("$"), let projectedText else { return super.visit(node) }
    producedBinding = true
    let field = node.declName.baseName.text.dropFirst()
    return SyntaxText.expression("\(projectedText).\(field)")
      .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
    if let dropped = droppingViewStoreArgument(node) {
      return super.visit(dropped)
    }
    if let sendWrapper, let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "send",
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter
    {
      guard node.arguments.count == 1, node.trailingClosure == nil,
        let argument = node.arguments.first, argument.label == nil
      else {
        untranslatable = true
        return ExprSyntax(node)
      }
      let visited = super.visit(argument.expression).trimmedDescription
      return SyntaxText.expression("\(storeText).send(.\(sendWrapper)(\(visited)))")
        .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }
    if let mapping, let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "send",
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter
    {
      guard node.arguments.count == 1, node.trailingClosure == nil,
        let argument = node.arguments.first, argument.label == nil,
        let mapped = mapping.translate(argument.expression)
      else {
        untranslatable = true
        return ExprSyntax(node)
      }
      let action = BindingKeyPathUnwrapping(fields: removedBindingFields)
        .rewrite(SyntaxText.expression(mapped)).trimmedDescription
      return SyntaxText.expression("\(storeText).send(\(action))")
        .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
    }
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "binding",
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter
    else {
      let visited = super.visit(node)
      return joiningShortenedCall(visited, original: node) ?? visited
    }
    if sendWrapper != nil {
      untranslatable = true
      return ExprSyntax(node)
    }
    switch observation {
    case .whole:
      break
    case .viewState(let viewState):
      guard let field = Self.boundField(node), viewState.reads[field] == "\(storeText).\(field)"
      else {
        untranslatable = true
        return ExprSyntax(node)
      }
    case .keyPath:
      untranslatable = true
      return ExprSyntax(node)
    }
    guard let projectedText, let text = bindingText(node, projectedText: projectedText) else {
      unsupported.append(Syntax(node))
      return super.visit(node)
    }
    producedBinding = true
    return SyntaxText.expression(text)
      .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
    guard node.baseName.text == parameter else { return super.visit(node) }
    if case .whole = observation {
    } else if node.parent?.as(MemberAccessExprSyntax.self)?.base?.id != node.id {
      untranslatable = true
      return ExprSyntax(node)
    }
    return SyntaxText.expression(storeText)
      .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
  }

  /// A call spread over lines because one argument was a long `viewStore.binding(…)` becomes
  /// one line when its new form fits in `lineLength` columns (as the guides write it).
  private func joiningShortenedCall(_ visited: ExprSyntax, original: FunctionCallExprSyntax)
    -> ExprSyntax?
  {
    guard let call = visited.as(FunctionCallExprSyntax.self),
      call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
      original.trimmedDescription.contains("\n"),
      original.arguments.contains(where: {
        $0.expression.as(FunctionCallExprSyntax.self).map(isViewStoreBinding) ?? false
      }),
      !call.arguments.contains(where: {
        $0.expression.trimmedDescription.contains("\n")
          || $0.leadingTrivia.contains(where: \.isComment)
          || $0.trailingTrivia.contains(where: \.isComment)
      })
    else { return nil }
    let arguments = call.arguments.map { argument in
      (argument.label.map { "\($0.text): " } ?? "") + argument.expression.trimmedDescription
    }
    let text =
      call.calledExpression.trimmedDescription + "(" + arguments.joined(separator: ", ") + ")"
    guard !text.contains("\n"), Self.column(of: original) - 1 + text.count <= Self.lineLength
    else {
      return nil
    }
    return SyntaxText.expression(text)
      .with(\.leadingTrivia, call.leadingTrivia).with(\.trailingTrivia, call.trailingTrivia)
  }

  /// The 1-based column `node` starts at, in the text of the tree it belongs to.
  static func column(of node: some SyntaxProtocol) -> Int {
    let text = Array(node.root.description.utf8)
    let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
    var start = offset
    while start > 0, text[start - 1] != UInt8(ascii: "\n") { start -= 1 }
    return offset - start + 1
  }

  /// The house line length (`.swift-format`).
  static let lineLength = 100

  private func isViewStoreBinding(_ call: FunctionCallExprSyntax) -> Bool {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
    return member.declName.baseName.text == "binding"
      && member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter
  }

  /// `text` in place of `node`, in parentheses when it is not a postfix expression and `node`
  /// is an operand (`viewStore.isEmpty.description`, `!viewStore.isEmpty`).
  private func replacement(_ text: String, for node: MemberAccessExprSyntax) -> ExprSyntax {
    var expression = SyntaxText.expression(text)
    if !Self.isPostfix(expression), Self.isOperand(node) {
      expression = SyntaxText.expression("(\(text))")
    }
    return expression.with(\.leadingTrivia, node.leadingTrivia)
      .with(\.trailingTrivia, node.trailingTrivia)
  }

  private static func isPostfix(_ expression: ExprSyntax) -> Bool {
    expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self)
      || expression.is(FunctionCallExprSyntax.self) || expression.is(SubscriptCallExprSyntax.self)
      || expression.is(ForceUnwrapExprSyntax.self) || expression.is(OptionalChainingExprSyntax.self)
      || expression.is(TupleExprSyntax.self) || expression.is(StringLiteralExprSyntax.self)
      || expression.is(IntegerLiteralExprSyntax.self)
      || expression.is(BooleanLiteralExprSyntax.self)
  }

  private static func isOperand(_ node: MemberAccessExprSyntax) -> Bool {
    guard let parent = node.parent else { return false }
    return parent.is(MemberAccessExprSyntax.self) || parent.is(FunctionCallExprSyntax.self)
      || parent.is(SubscriptCallExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
      || parent.is(OptionalChainingExprSyntax.self) || parent.is(PrefixOperatorExprSyntax.self)
      || parent.is(PostfixOperatorExprSyntax.self) || parent.is(ExprListSyntax.self)
  }

  /// The field of `binding(get: \.field, send: …)`.
  private static func boundField(_ call: FunctionCallExprSyntax) -> String? {
    guard let first = call.arguments.first, first.label?.text == "get",
      let keyPath = first.expression.as(KeyPathExprSyntax.self),
      let path = ScopePath(keyPath: keyPath), path.components.count == 1
    else { return nil }
    return path.components[0]
  }

  private func bindingText(_ call: FunctionCallExprSyntax, projectedText: String) -> String? {
    let arguments = Array(call.arguments)
    guard call.trailingClosure == nil else { return nil }
    if arguments.count == 1, arguments[0].label == nil,
      let keyPath = arguments[0].expression.as(KeyPathExprSyntax.self),
      let path = ScopePath(keyPath: keyPath), path.components.count == 1,
      path.components[0].hasPrefix("$")
    {
      return "\(projectedText).\(path.components[0].dropFirst())"
    }
    guard arguments.count == 2, arguments[0].label?.text == "get",
      arguments[1].label?.text == "send",
      let keyPath = arguments[0].expression.as(KeyPathExprSyntax.self),
      let state = ScopePath(keyPath: keyPath), !state.hasProjection,
      !state.components.contains(where: { $0.hasPrefix("[") || $0.hasSuffix("?") })
    else { return nil }
    let send = arguments[1].expression
    let action: ScopePath
    if let member = send.as(MemberAccessExprSyntax.self), member.base == nil,
      member.declName.argumentNames == nil
    {
      action = ScopePath(components: [member.declName.baseName.text])
    } else if let path = ScopePath(action: send) {
      action = path
    } else {
      return nil
    }
    if let mapping {
      guard action.components.count == 1, mapping.isIdentity(action.components[0]) else {
        return nil
      }
    }
    return
      "\(projectedText).\(state.components.joined(separator: ".")).sending(\(action.keyPathText))"
  }
}
