import SwiftSyntax

/// The one-pass rewriter: visits the tree once, children first, and lets every rewrite look at
/// each node on the way back up. Rewrites live in `Rewrites/`, one concept per file, as
/// extensions of this type.
final class MigrationRewriter: SyntaxRewriter {
  /// What the rewrites know about an enclosing type declaration.
  struct TypeFrame {
    var name: String
    /// A rewrite produced `$store…`: the view's `store` must become bindable.
    var needsBindableStore = false
    /// A rewrite produced a case key path: a legacy reducer needs `@Reducer`.
    var producedCaseKeyPath = false
    /// The declaration is marked `@ObservableState`.
    var isObservableState = false
  }

  let path: String
  let target: MigrationTarget
  let converter: SourceLocationConverter
  let root: SourceFileSyntax
  var diagnostics: [MigrationDiagnostic] = []
  var typeStack: [TypeFrame] = []
  private var warnedPositions: Set<AbsolutePosition> = []
  private lazy var sourceLines: [Substring] = root.description.split(
    separator: "\n", omittingEmptySubsequences: false)
  private lazy var actionCaseArities: [String: Int] = ActionCaseIndex.arities(in: root)

  init(path: String, target: MigrationTarget, tree: SourceFileSyntax) {
    self.path = path
    self.target = target
    self.root = tree
    self.converter = SourceLocationConverter(fileName: path, tree: tree)
    super.init(viewMode: .sourceAccurate)
  }

  /// Records a warning at `node`'s position in the original tree (once per position).
  func warn(_ node: some SyntaxProtocol, _ message: String, _ reference: SeedReference) {
    let position = node.positionAfterSkippingLeadingTrivia
    guard warnedPositions.insert(position).inserted else { return }
    let location = converter.location(for: position)
    diagnostics.append(
      MigrationDiagnostic(
        path: path, line: location.line, column: location.column, message: message,
        reference: reference))
  }

  /// The number of associated values of an action case declared in this file, if any.
  func actionCaseArity(_ name: String) -> Int? { actionCaseArities[name] }

  /// The leading spaces of 1-based `line` in the original source.
  func sourceLineIndentation(_ line: Int) -> String {
    guard line >= 1, line <= sourceLines.count else { return "" }
    return String(sourceLines[line - 1].prefix { $0 == " " || $0 == "\t" })
  }

  /// Marks the innermost type as needing a bindable `store`.
  func requireBindableStore() {
    guard !typeStack.isEmpty else { return }
    typeStack[typeStack.count - 1].needsBindableStore = true
  }

  /// Marks every enclosing type as containing a produced case key path.
  func noteCaseKeyPath() {
    for index in typeStack.indices { typeStack[index].producedCaseKeyPath = true }
  }

  /// Whether the innermost enclosing type is `@ObservableState`.
  var inObservableState: Bool { typeStack.last?.isObservableState ?? false }

  override func visit(_ node: StructDeclSyntax) -> DeclSyntax {
    typeStack.append(
      TypeFrame(
        name: node.name.text,
        isObservableState: node.attributes.contains { $0.attributeNameText == "ObservableState" }))
    let visited = super.visit(node)
    let frame = typeStack.removeLast()
    guard var declaration = visited.as(StructDeclSyntax.self) else { return visited }
    declaration = makeStoreBindable(declaration, original: node, frame: frame)
    declaration = addReducerMacroIfNeeded(declaration, frame: frame)
    return DeclSyntax(declaration)
  }

  override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
    typeStack.append(TypeFrame(name: node.name.text))
    defer { typeStack.removeLast() }
    return super.visit(node)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
    let visited = super.visit(node)
    guard var call = visited.as(FunctionCallExprSyntax.self) else { return visited }
    warnEnvironmentReducerCall(node)
    call = convertScopeArguments(call, original: node)
    call = convertStoreInitializer(call, original: node)
    call = convertForEachStore(call)
    if let modifier = convertNavigationModifier(call, original: node) { call = modifier }
    if let stack = convertNavigationStackStore(call, original: node) { return stack }
    if let unwrapped = convertWithViewStoreExpression(call, original: node) { return unwrapped }
    warnStatementOnlyView(node)
    return ExprSyntax(call)
  }

  override func visit(_ node: CodeBlockItemListSyntax) -> CodeBlockItemListSyntax {
    let visited = super.visit(node)
    guard visited.count == node.count else { return visited }
    var items: [CodeBlockItemSyntax] = []
    var changed = false
    for (original, item) in zip(node, visited) {
      if let replacement = convertStatementLevelView(item, original: original) {
        items.append(contentsOf: replacement)
        changed = true
      } else {
        items.append(item)
      }
    }
    return changed ? CodeBlockItemListSyntax(items) : visited
  }

  override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
    warnEnvironmentReducerType(node)
    let visited = super.visit(node)
    guard let type = visited.as(IdentifierTypeSyntax.self) else { return visited }
    return renameLegacyType(type) ?? visited
  }

  override func visit(_ node: SomeOrAnyTypeSyntax) -> TypeSyntax {
    convertOpaqueReducerType(node) ?? super.visit(node)
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
    renameLegacyReference(node) ?? super.visit(node)
  }

  override func visit(_ node: GenericSpecializationExprSyntax) -> ExprSyntax {
    warnEnvironmentReducerSpecialization(node)
    return super.visit(node)
  }

  override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
    let visited = super.visit(node)
    guard var variable = visited.as(VariableDeclSyntax.self) else { return visited }
    variable = convertPresentationState(variable, original: node)
    variable = removeBindingState(variable, original: node)
    return DeclSyntax(variable)
  }
}

extension AttributeListSyntax.Element {
  /// The attribute's name (`ObservableState` for `@ObservableState`), or `""`.
  var attributeNameText: String {
    guard case .attribute(let attribute) = self else { return "" }
    return attribute.attributeName.trimmedDescription
  }
}
