import SwiftSyntax

/// The one-pass rewriter: visits the tree once, children first, and lets every rewrite look at
/// each node on the way back up. Rewrites live in `Rewrites/`, one concept per file, as
/// extensions of this type.
final class MigrationRewriter: SyntaxRewriter {
  /// What the rewrites know about an enclosing type declaration.
  struct TypeFrame {
    var name: String
    /// The name qualified by the enclosing types (`Parent.Feature`).
    var qualifiedName = ""
    /// A rewrite produced `$store…`: the view's `store` must become bindable.
    var needsBindableStore = false
    /// A rewrite produced a case key path: a legacy reducer needs `@Reducer`.
    var producedCaseKeyPath = false
    /// The declaration is marked `@ObservableState` (or is about to be).
    var isObservableState = false
    /// The declaration is a reducer (`@Reducer` or a `Reducer` conformance).
    var isReducer = false
    /// This rewrite adds `@ObservableState` to the declaration (a `State` of a migrated feature).
    var addsObservableState = false
    /// Nested view-state structs no longer used after their `WithViewStore` was removed.
    var removedViewStates: Set<String> = []
    /// The type holds a `store` whose state is not a feature's `State` (`Store<LegacyState, …>`):
    /// its observation cannot be migrated, since that state cannot be marked observable here.
    var hasUnobservableStore = false
    /// A `viewStore` property of the whole state that is replaced by `store`.
    var viewStoreAlias: String?
    /// Helper methods taking the view store, converted once the type is visited.
    var viewStoreHelpers: [([ViewStoreHelper], (ViewStoreHelper) -> ViewStoreReferenceRewriter)] =
      []
    /// A controller's view store of a view state, read and sent through `store` instead.
    var viewStateStore: ViewStateViewStore?
    /// Cancellables property name → subscriptions stored in it that became `observe { … }`.
    var convertedSubscriptions: [String: Int] = [:]
  }

  let path: String
  let target: MigrationTarget
  let converter: SourceLocationConverter
  let root: SourceFileSyntax
  /// Which features' views are migrated across the run, and so get observable state.
  let plan: MigrationPlan
  /// `plan.featuresToMark`, computed once.
  let featuresToMark: Set<String>
  /// `plan.convertibleReducers`, computed once.
  let convertibleReducers: [String: String]
  /// This file's environment reducer values that become conformances, by name.
  let environmentConversions: [String: EnvironmentReducerConversion]
  /// A publisher subscription of this file became `observe { … }`.
  var convertedPublisherSubscriptions = false
  /// Inside a converted environment reducer: its legacy APIs are not reported.
  var isConvertingEnvironmentReducer = false
  var diagnostics: [MigrationDiagnostic] = []
  /// Computed properties of removed view states, to declare on their features' `State`.
  var stateExtensions: [StateExtension] = []
  /// The indentation and assignment of the last `assign(to:on:)` subscription converted.
  var lastConvertedAssignment: (indentation: String, body: String)?
  /// Fields of the current controller's view state read through `store` so far.
  var readViewStateFields: Set<String> = []
  /// `BindingViewStore` extensions building a removed view state: (state type, property).
  var removedViewProperties: [(state: String, property: String)] = []
  /// View action mappings (`extension Feature.Action { init(action: …) }`) no longer used.
  var removedMappingExtensions: [(actionType: String, viewAction: String)] = []
  var typeStack: [TypeFrame] = []
  private var warnedPositions: Set<AbsolutePosition> = []
  private lazy var sourceLines: [Substring] = root.description.split(
    separator: "\n", omittingEmptySubsequences: false)
  private lazy var actionCaseArities: [String: Int] = ActionCaseIndex.arities(in: root)

  init(path: String, target: MigrationTarget, tree: SourceFileSyntax, plan: MigrationPlan) {
    self.path = path
    self.target = target
    self.root = tree
    self.plan = plan
    self.featuresToMark = plan.featuresToMark
    let convertibleReducers = plan.convertibleReducers
    self.convertibleReducers = convertibleReducers
    self.environmentConversions = Self.environmentConversions(
      in: tree, convertible: convertibleReducers)
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

  /// The frame for a type declaration about to be visited.
  private func frame(
    _ name: String, _ attributes: AttributeListSyntax, _ inheritance: InheritanceClauseSyntax?,
    _ members: MemberBlockItemListSyntax
  ) -> TypeFrame {
    var frame = TypeFrame(
      name: name,
      isObservableState: attributes.contains { $0.attributeNameText == "ObservableState" },
      isReducer: MigrationPlan.isReducer(attributes: attributes, inheritance: inheritance))
    frame.qualifiedName = (typeStack.map(\.name) + [name]).joined(separator: ".")
    frame.hasUnobservableStore = Self.hasUnobservableStore(members)
    frame.viewStoreAlias = Self.replaceableViewStore(in: members)
    if name == "State", !frame.isObservableState, let owner = typeStack.last, owner.isReducer,
      featuresToMark.contains(owner.qualifiedName)
    {
      frame.isObservableState = true
      frame.addsObservableState = true
    }
    return frame
  }

  override func visit(_ node: StructDeclSyntax) -> DeclSyntax {
    typeStack.append(
      frame(node.name.text, node.attributes, node.inheritanceClause, node.memberBlock.members))
    warnIfObservedFeatureIsElsewhere(node.memberBlock, in: node)
    let visited = super.visit(node)
    let frame = typeStack.removeLast()
    guard var declaration = visited.as(StructDeclSyntax.self) else { return visited }
    declaration = makeStoreBindable(declaration, original: node, frame: frame)
    declaration = addReducerMacroIfNeeded(declaration, frame: frame)
    if frame.addsObservableState { declaration = markObservableState(declaration) }
    for (helpers, makeRewriter) in frame.viewStoreHelpers {
      if let members = convertingHelpers(
        helpers, in: declaration.memberBlock, makeRewriter: makeRewriter)
      {
        declaration.memberBlock = members
      }
    }
    declaration = removingViewStates(frame.removedViewStates, from: declaration)
    declaration.memberBlock = removingUnusedCancellables(
      frame.convertedSubscriptions, from: declaration.memberBlock)
    return DeclSyntax(declaration)
  }

  override func visit(_ node: EnumDeclSyntax) -> DeclSyntax {
    typeStack.append(
      frame(node.name.text, node.attributes, node.inheritanceClause, node.memberBlock.members))
    let visited = super.visit(node)
    let frame = typeStack.removeLast()
    guard var declaration = visited.as(EnumDeclSyntax.self) else { return visited }
    if frame.addsObservableState { declaration = markObservableState(declaration) }
    declaration = markCasePathableIfNeeded(declaration)
    declaration = addingViewActionConformance(declaration)
    return DeclSyntax(declaration)
  }

  override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
    var classFrame = frame(
      node.name.text, node.attributes, node.inheritanceClause, node.memberBlock.members)
    if classFrame.viewStoreAlias == nil, !classFrame.hasUnobservableStore {
      classFrame.viewStateStore = viewStateViewStore(in: node.memberBlock.members)
    }
    typeStack.append(classFrame)
    warnIfObservedFeatureIsElsewhere(node.memberBlock, in: node)
    let visited = super.visit(node)
    let frame = typeStack.removeLast()
    guard var declaration = visited.as(ClassDeclSyntax.self) else { return visited }
    if let alias = frame.viewStateStore {
      declaration = finishingViewStateStore(alias, in: declaration, original: node)
    }
    var members = removingUnusedCancellables(
      frame.convertedSubscriptions, from: declaration.memberBlock)
    members = removingViewStoreProperty(frame.viewStoreAlias, from: members)
    return DeclSyntax(declaration.with(\.memberBlock, members))
  }

  override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
    typeStack.append(
      frame(node.extendedType.trimmedDescription, node.attributes, nil, node.memberBlock.members))
    defer { typeStack.removeLast() }
    return super.visit(node)
  }

  override func visit(_ node: TryExprSyntax) -> ExprSyntax {
    let visited = super.visit(node)
    guard let tryExpression = visited.as(TryExprSyntax.self) else { return visited }
    return convertCasePathModify(tryExpression) ?? visited
  }

  override func visit(_ node: KeyPathExprSyntax) -> ExprSyntax {
    unwrapBindingKeyPath(node) ?? super.visit(node)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
    let visited = super.visit(node)
    guard var call = visited.as(FunctionCallExprSyntax.self) else { return visited }
    if let send = convertViewStateSend(call) { return send }
    warnEnvironmentReducerCall(node)
    call = convertScopeArguments(call, original: node)
    call = convertStoreInitializer(call, original: node)
    guard !observationBlocked else {
      warnUnobservableStore(node)
      return ExprSyntax(call)
    }
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
    var assignments: [Int: (indentation: String, body: String)] = [:]
    for (original, item) in zip(node, visited) {
      if isReplacedViewStoreAssignment(original) {
        changed = true
        continue
      }
      lastConvertedAssignment = nil
      if let replacement = convertStatementLevelView(item, original: original) {
        if let assignment = lastConvertedAssignment, replacement.count == 1 {
          assignments[items.count] = assignment
        }
        items.append(contentsOf: replacement)
        changed = true
      } else {
        items.append(item)
      }
    }
    items = mergingAssignmentObservations(items, converted: assignments)
    return changed ? CodeBlockItemListSyntax(items) : visited
  }

  override func visit(_ node: IdentifierTypeSyntax) -> TypeSyntax {
    warnEnvironmentReducerType(node)
    let visited = super.visit(node)
    guard let type = visited.as(IdentifierTypeSyntax.self) else { return visited }
    return renameLegacyType(type) ?? visited
  }

  override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
    renameViewStoreReference(node) ?? renameLegacyReference(node) ?? super.visit(node)
  }

  override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
    convertViewStateRead(node) ?? super.visit(node)
  }

  override func visit(_ node: GenericSpecializationExprSyntax) -> ExprSyntax {
    warnEnvironmentReducerSpecialization(node)
    return super.visit(node)
  }

  override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
    let converting = isConvertedEnvironmentReducer(node)
    if converting { isConvertingEnvironmentReducer = true }
    let visited = super.visit(node)
    if converting { isConvertingEnvironmentReducer = false }
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
