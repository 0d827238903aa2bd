import SwiftSyntax

/// Seeds 002 and 004, "Bindings": inside a removed `WithViewStore`, references to the view store
/// move to the store itself.
///
/// `viewStore.count` → `store.count`, `viewStore.$text` → `$store.text`,
/// `viewStore.binding(get: \.isOn, send: .toggleTapped)` → `$store.isOn.sending(\.toggleTapped)`,
/// `viewStore.binding(\.$text)` → `$store.text`.
final class ViewStoreReferenceRewriter: SyntaxRewriter {
  let parameter: String
  let storeText: String
  let projectedText: String?
  /// A `$store` binding was produced: the view's store must be bindable.
  private(set) var producedBinding = false
  /// Binding shapes that could not be translated, to be reported.
  private(set) var unsupported: [Syntax] = []

  init(parameter: String, storeText: String, projectedText: String?) {
    self.parameter = parameter
    self.storeText = storeText
    self.projectedText = projectedText
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
    guard let base = node.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == parameter,
      node.declName.baseName.text.hasPrefix("$"), let projectedText
    else { return super.visit(node) }
    producedBinding = true
    let name = node.declName.baseName.text.dropFirst()
    return SyntaxText.expression("\(projectedText).\(name)")
      .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "binding",
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter
    else { return super.visit(node) }
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
    return SyntaxText.expression(storeText)
      .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
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
    return
      "\(projectedText).\(state.components.joined(separator: ".")).sending(\(action.keyPathText))"
  }
}
