import SwiftSyntax

/// Seeds 000, 002 and 004: `IfLetStore` becomes `if let`.
///
/// `IfLetStore(store.scope(state: \.child, action: \.child)) { childStore in … } else: { … }`
/// becomes `if let childStore = store.scope(state: \.child, action: \.child) { … } else { … }`.
/// The deprecated `IfLetStore(_:state:action:then:)` first folds its `state:`/`action:` into the
/// scope (seed 000), and a presentation projection `\.$child` becomes `\.child`.
extension MigrationRewriter {
  /// Returns the replacement statement text (without leading trivia), or `nil`.
  func convertIfLetStore(_ call: FunctionCallExprSyntax, original: FunctionCallExprSyntax)
    -> String?
  {
    let arguments = Array(call.arguments)
    guard let storeArgument = arguments.first,
      storeArgument.label == nil || storeArgument.label?.text == "store"
    else {
      warn(original, "'IfLetStore' has an unexpected shape; migrate it by hand", .ifLetStore)
      return nil
    }
    let labels = arguments.dropFirst().map { $0.label?.text ?? "" }
    let state = arguments.first { $0.label?.text == "state" }
    let action = arguments.first { $0.label?.text == "action" }
    let thenClosure =
      call.trailingClosure
      ?? arguments.first { $0.label?.text == "then" }?.expression
      .as(ClosureExprSyntax.self)
    let thenExpression = arguments.first { $0.label?.text == "then" }?.expression
    var elseClosure = arguments.first { $0.label?.text == "else" }?.expression.as(
      ClosureExprSyntax.self)
    for trailing in call.additionalTrailingClosures where trailing.label.text == "else" {
      elseClosure = trailing.closure
    }
    guard labels.allSatisfy({ ["state", "action", "then", "else"].contains($0) }),
      (state == nil) == (action == nil)
    else {
      warn(original, "'IfLetStore' has unexpected arguments; migrate it by hand", .ifLetStore)
      return nil
    }
    var extraState = ScopePath(components: [])
    var extraAction = ScopePath(components: [])
    if let state, let action {
      guard let statePath = ScopePath(state: state.expression),
        let actionPath = ScopePath(action: action.expression)
      else {
        warn(
          original, "fold 'state:' and 'action:' into 'store.scope(state:action:)' by hand",
          .enumNavigation)
        return nil
      }
      extraState = statePath
      extraAction = actionPath
    }
    var storeExpression = storeArgument.expression
    if !extraState.components.isEmpty || Self.scopeHasProjection(storeExpression) {
      guard
        let scoped = projectedScope(
          storeExpression, extraState: extraState, extraAction: extraAction, unwrap: true,
          project: false)
      else {
        warn(
          original, "fold the 'IfLetStore' scope into 'store.scope(state:action:)' by hand",
          .ifLetStore)
        return nil
      }
      storeExpression = scoped
    }
    var name = "store"
    var body: String
    if let closure = thenClosure, closure.signature == nil,
      let named = AnonymousParameterNaming.naming(closure, as: "store")
    {
      body = SyntaxText.bodyWithoutSignature(named)
    } else if let closure = thenClosure {
      guard let parameter = SyntaxText.singleParameter(closure) else {
        warn(
          original,
          "name the 'IfLetStore' closure's store parameter ('{ childStore in … }') "
            + "so it can become 'if let childStore = …'", .ifLetStore)
        return nil
      }
      name = parameter
      body = SyntaxText.bodyWithoutSignature(closure)
    } else if let thenExpression, let view = Self.initializerReference(thenExpression) {
      let indentation = lineIndentation(of: original)
      body = "{\n\(indentation)  \(view)(store: store)\n\(indentation)}"
    } else {
      warn(original, "'IfLetStore' without a content closure; migrate it by hand", .ifLetStore)
      return nil
    }
    var text = "if let \(name) = \(storeExpression.trimmedDescription) \(body)"
    if let elseClosure {
      text += " else " + SyntaxText.bodyWithoutSignature(elseClosure)
    }
    return text
  }

  /// Whether `expression` is a `scope(state: \.$x…)` call.
  static func scopeHasProjection(_ expression: ExprSyntax) -> Bool {
    guard let call = expression.as(FunctionCallExprSyntax.self),
      SyntaxText.calleeName(call) == "scope",
      let state = call.arguments.first(where: { $0.label?.text == "state" }),
      let path = ScopePath(state: state.expression)
    else { return false }
    return path.hasProjection
  }

  /// `ChildView.init(store:)` or `ChildView.init` → `ChildView`.
  static func initializerReference(_ expression: ExprSyntax) -> String? {
    guard let member = expression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "init", let base = member.base
    else { return nil }
    if let names = member.declName.argumentNames {
      guard names.arguments.map(\.name.text) == ["store"] else { return nil }
    }
    return base.trimmedDescription
  }
}

/// Names a closure's `$0` (`{ CounterView(store: $0) }` → `store`) when the closure does not
/// already use that name and no nested closure has a `$0` of its own.
final class AnonymousParameterNaming: SyntaxRewriter {
  let name: String
  private var depth = 0
  private(set) var failed = false
  private(set) var replaced = false

  init(name: String) {
    self.name = name
    super.init(viewMode: .sourceAccurate)
  }

  /// `closure` with `$0` renamed to `name`, or `nil` when that is not safe or there is no `$0`.
  static func naming(_ closure: ClosureExprSyntax, as name: String) -> ClosureExprSyntax? {
    let references = closure.statements.tokens(viewMode: .sourceAccurate).contains {
      $0.text == name && $0.parent?.is(DeclReferenceExprSyntax.self) == true
    }
    guard !references else { return nil }
    let rewriter = AnonymousParameterNaming(name: name)
    let statements = rewriter.rewrite(closure.statements).cast(CodeBlockItemListSyntax.self)
    guard !rewriter.failed, rewriter.replaced else { return nil }
    return closure.with(\.statements, statements)
  }

  override func visit(_ node: ClosureExprSyntax) -> ExprSyntax {
    depth += 1
    defer { depth -= 1 }
    return super.visit(node)
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
    guard node.baseName.text == "$0" else { return ExprSyntax(node) }
    if depth > 0 {
      failed = true
      return ExprSyntax(node)
    }
    replaced = true
    return ExprSyntax(node.with(\.baseName, node.baseName.with(\.tokenKind, .identifier(name))))
  }
}
