import SwiftSyntax

/// Seeds 002 and 004, "Using @ObservableState": `WithViewStore(store, observe: { $0 }) { viewStore
/// in … }` becomes its body, reading and sending through `store` (iOS 17), or
/// `WithPerceptionTracking { … }` around the same body (`--target ios16`).
///
/// A view state (`observe: ViewState.init`) or a `send:` transform is a design change, so it is
/// reported instead.
extension MigrationRewriter {
  /// The checked pieces of a `WithViewStore` call.
  struct WithViewStoreParts {
    var statements: CodeBlockItemListSyntax
    var closure: ClosureExprSyntax
  }

  func withViewStoreParts(
    _ call: FunctionCallExprSyntax, original: FunctionCallExprSyntax
  ) -> WithViewStoreParts? {
    let arguments = Array(call.arguments)
    guard let storeArgument = arguments.first, storeArgument.label == nil else {
      warn(
        original, "'WithViewStore' has an unexpected shape; migrate it by hand",
        .usingObservableState)
      return nil
    }
    guard let observe = arguments.first(where: { $0.label?.text == "observe" }) else {
      warn(
        original, "'WithViewStore' without 'observe:'; migrate it by hand", .usingObservableState)
      return nil
    }
    let content =
      call.trailingClosure
      ?? arguments.first { $0.label?.text == "content" }?
      .expression.as(ClosureExprSyntax.self)
    let allowed: Set<String> = ["observe", "removeDuplicates", "content", "file", "line"]
    let sendArgument = arguments.first { $0.label?.text == "send" }
    let mapping = viewActionMapping(sendArgument)
    let sendWrapper = Self.sendWrapperCase(sendArgument)
    guard let content,
      arguments.dropFirst().allSatisfy({
        allowed.contains($0.label?.text ?? "")
          || ($0.label?.text == "send" && (mapping != nil || sendWrapper != nil))
      })
    else {
      warn(
        original,
        "'WithViewStore' with 'send:' or other arguments; use a 'ViewAction' or "
          + "migrate by hand", .usingObservableState)
      return nil
    }
    guard let parameter = SyntaxText.singleParameter(content) else {
      warn(
        original, "name the 'WithViewStore' closure parameter ('viewStore in'), then rerun",
        .usingObservableState)
      return nil
    }
    let storeExpression = storeArgument.expression
    guard Self.isSimpleStoreReference(storeExpression) else {
      warn(
        original, "'WithViewStore' over a derived store; scope it into a child view first",
        .usingObservableState)
      return nil
    }
    let storeText = storeExpression.trimmedDescription
    let projectedText = SyntaxText.projectedStore(storeExpression)
    let viewProperty = viewPropertyObservation(
      observe.expression, storeText: storeText, projectedText: projectedText)
    guard
      let observation = viewProperty.map({ .viewState($0.0) })
        ?? self.observation(observe.expression, storeText: storeText, projectedText: projectedText)
    else {
      warnViewState(original)
      return nil
    }
    var helpers: [ViewStoreHelper] = []
    let viewStateName = viewProperty?.name ?? Self.viewStateName(observe.expression)
    if case .viewState = observation, let viewStateName {
      helpers = viewStoreHelpers(around: original, viewStateName: viewStateName)
    }
    let makeRewriter = { (parameter: String) in
      let rewriter = ViewStoreReferenceRewriter(
        parameter: parameter, storeText: storeText, projectedText: projectedText,
        observation: observation, mapping: mapping,
        removedBindingFields: self.plan.removedBindingFields)
      rewriter.helpers = helpers
      rewriter.sendWrapper = sendWrapper
      return rewriter
    }
    let rewriter = makeRewriter(parameter)
    let statements = rewriter.rewrite(content.statements).cast(CodeBlockItemListSyntax.self)
    if rewriter.untranslatable {
      warnViewState(original)
      return nil
    }
    if !helpers.isEmpty {
      guard let view = Self.enclosingStruct(of: original),
        convertingHelpers(
          helpers, in: view.memberBlock, makeRewriter: { makeRewriter($0.parameter) })
          != nil
      else {
        warnViewState(original)
        return nil
      }
    }
    guard rewriter.unsupported.isEmpty else {
      warn(
        original,
        "a 'viewStore.binding' here cannot be translated; use "
          + "'$store.field.sending(\\.action)' by hand, then rerun", .bindings)
      return nil
    }
    if case .viewState(let viewState) = observation, let viewStateName {
      // A view state built by a `BindingViewStore` extension is named twice there and not in
      // `observe:`.
      let removed = removeViewStateIfUnused(
        viewStateName, otherMentions: helpers.count + (viewProperty == nil ? 0 : 1))
      if removed, let state = viewState.stateType,
        let property = observe.expression.as(KeyPathExprSyntax.self).flatMap(
          ScopePath.init(keyPath:)),
        viewProperty != nil
      {
        removedViewProperties.append((state, property.components[0]))
      }
    }
    if !helpers.isEmpty, !typeStack.isEmpty {
      typeStack[typeStack.count - 1].viewStoreHelpers.append(
        (helpers, { makeRewriter($0.parameter) }))
    }
    if rewriter.producedBinding { requireBindableStore() }
    if case .viewState(let viewState) = observation { addStateExtension(for: viewState) }
    if let mapping { removeViewActionsIfUnused(mapping) }
    return WithViewStoreParts(statements: statements, closure: content)
  }

  /// Expression-level replacement: `WithPerceptionTracking { … }` for iOS 16, or the single
  /// expression of the body for iOS 17 when it is not a statement of its own.
  func convertWithViewStoreExpression(
    _ call: FunctionCallExprSyntax, original: FunctionCallExprSyntax
  ) -> ExprSyntax? {
    if SyntaxText.calleeName(call) == "ViewStore",
      call.calledExpression.is(DeclReferenceExprSyntax.self), viewStoreAlias == nil,
      viewStateStore == nil
    {
      warn(
        original,
        "a 'ViewStore' observed by the view; mark 'State' with '@ObservableState' and "
          + "read from 'store' directly", .usingObservableState)
    }
    guard let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
      reference.baseName.text == "WithViewStore"
    else { return nil }
    let isStatement = original.parent?.is(CodeBlockItemSyntax.self) == true
    if target == .ios17 && isStatement { return nil }
    guard let parts = withViewStoreParts(call, original: original) else { return nil }
    if target == .ios16 {
      let closure = parts.closure.with(\.statements, parts.statements)
      let text = "WithPerceptionTracking " + SyntaxText.bodyWithoutSignature(closure)
      return SyntaxText.expression(text)
        .with(\.leadingTrivia, call.leadingTrivia).with(\.trailingTrivia, call.trailingTrivia)
    }
    guard parts.statements.count == 1, let item = parts.statements.first,
      case .expr(let expression) = item.item
    else {
      warn(
        original,
        "this 'WithViewStore' body has several statements inside an expression; wrap "
          + "them in 'Group { … }' by hand", .usingObservableState)
      return nil
    }
    let delta =
      SyntaxText.indentation(of: item.leadingTrivia).count - lineIndentation(of: original).count
    let text = SyntaxText.dedent(expression.trimmedDescription, by: max(0, delta))
    return SyntaxText.expression(text)
      .with(\.leadingTrivia, call.leadingTrivia).with(\.trailingTrivia, call.trailingTrivia)
  }

  /// Statement-level replacement for iOS 17: the body's statements, one level less indented.
  func unwrapWithViewStoreStatements(
    _ call: FunctionCallExprSyntax, original: FunctionCallExprSyntax
  ) -> String? {
    guard target == .ios17, let parts = withViewStoreParts(call, original: original) else {
      return nil
    }
    let inner = SyntaxText.indentation(of: parts.statements.first?.leadingTrivia ?? [])
    let delta = max(0, inner.count - lineIndentation(of: original).count)
    var text = SyntaxText.dedent("\n" + parts.statements.description, by: delta)
    text = String(text.drop { $0 == "\n" })
    text = String(text.drop { $0 == " " })
    return text
  }

  /// The struct declaration around `node` in the original tree.
  static func enclosingStruct(of node: some SyntaxProtocol) -> StructDeclSyntax? {
    var ancestor = node.parent
    while let current = ancestor, !current.is(StructDeclSyntax.self) { ancestor = current.parent }
    return ancestor?.as(StructDeclSyntax.self)
  }

  /// The mapping behind `send: Feature.Action.init`, for a view action enum of this view.
  private func viewActionMapping(_ argument: LabeledExprSyntax?) -> ViewActionMapping? {
    guard let send = argument?.expression.as(MemberAccessExprSyntax.self),
      send.declName.baseName.tokenKind == .keyword(.`init`), let actionType = send.base,
      let view = typeStack.last?.name
    else { return nil }
    return ViewActionMapping(
      actionType: actionType.trimmedDescription, viewAction: nil, owner: view, in: root)
  }

  /// Deletes the view's view action enum and its mapping once nothing else mentions them.
  private func removeViewActionsIfUnused(_ mapping: ViewActionMapping) {
    guard !typeStack.isEmpty,
      ViewStateInlining.occurrences(of: mapping.viewAction, in: root) == 2
    else { return }
    typeStack[typeStack.count - 1].removedViewStates.insert(mapping.viewAction)
    removedMappingExtensions.append((mapping.actionType, mapping.viewAction))
  }

  private func warnViewState(_ original: FunctionCallExprSyntax) {
    warn(
      original,
      "'WithViewStore' observes a view state that is not a plain copy of 'State'; move the "
        + "view state's properties onto 'State' (computed properties work), delete the view "
        + "state, and read from 'store' directly", .usingObservableState)
  }

  /// What `observe:` observes: the whole state, one key path of it, or a view state whose
  /// initializer only copies or derives values (see `ViewStateInlining`).
  func observation(_ expression: ExprSyntax, storeText: String, projectedText: String?)
    -> ViewStoreReferenceRewriter.Observation?
  {
    if Self.isIdentityObservation(expression) { return .whole }
    if let keyPath = expression.as(KeyPathExprSyntax.self), let path = ScopePath(keyPath: keyPath),
      !path.hasProjection, !path.components.contains(where: { $0.hasPrefix("[") })
    {
      return .keyPath(path.components.joined(separator: "."))
    }
    guard let name = Self.viewStateName(expression),
      let declaration = ViewStateInlining.declaration(
        named: name, owner: typeStack.last?.name, in: root),
      let viewState = ViewStateInlining(
        declaration, storeText: storeText, projectedText: projectedText,
        stateMembers: { self.plan.members(ofState: $0) },
        lineIndentation: { self.lineIndentationCount($0) })
    else { return nil }
    return .viewState(viewState)
  }

  /// `ViewState.init`, `ViewState.init(state:)` or `ViewState.init(store:)` → `ViewState`.
  static func viewStateName(_ expression: ExprSyntax) -> String? {
    guard let member = expression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.tokenKind == .keyword(.`init`),
      let base = member.base?.as(DeclReferenceExprSyntax.self)
    else { return nil }
    return base.baseName.text
  }

  /// `{ $0 }` or `\.self`.
  static func isIdentityObservation(_ expression: ExprSyntax) -> Bool {
    if let closure = expression.as(ClosureExprSyntax.self) {
      return closure.signature == nil && closure.statements.count == 1
        && closure.statements.first?.item.as(ExprSyntax.self)?
          .as(DeclReferenceExprSyntax.self)?.baseName.text == "$0"
    }
    if let keyPath = expression.as(KeyPathExprSyntax.self) {
      return keyPath.root == nil && keyPath.components.count == 1
        && keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self)?
          .declName.baseName.tokenKind == .keyword(.self)
    }
    return false
  }

  /// `store` or `self.store` (any single name, optionally through `self`).
  static func isSimpleStoreReference(_ expression: ExprSyntax) -> Bool {
    if expression.is(DeclReferenceExprSyntax.self) { return true }
    guard let member = expression.as(MemberAccessExprSyntax.self) else { return false }
    return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
  }
}
