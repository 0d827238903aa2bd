import SwiftSyntax

/// What rewrites that reach across files need to know before any file is rewritten: for the
/// guides' first step ("mark your `State` with `@ObservableState`"), which features have views
/// that still observe through a view store (and so are being migrated to read `store`
/// directly), which features are declared, and which `@BindingState` fields go away with it; for
/// seed 001, which environment reducer values become conformances.
///
/// A plan is made from one file (``Migrator/migrate(source:path:)``) or from every file of a run
/// (``MigrationRun``), so a view in one file marks its feature's `State` in another.
struct MigrationPlan: Sendable {
  /// A view's reference to the feature its store belongs to, as written (`Feature`,
  /// `Parent.Feature`), with the names of the types it is written in (for name lookup).
  struct FeatureReference: Hashable, Sendable {
    var written: String
    var context: [String]

    /// The qualified names it may refer to, innermost scope first.
    var candidates: [String] {
      (0...context.count).reversed().map { (context.prefix($0) + [written]).joined(separator: ".") }
    }
  }

  /// Features whose views use `WithViewStore`, `ViewStore`, `IfLetStore`, `ForEachStore`,
  /// `SwitchStore`, `NavigationStackStore`, a store navigation modifier or a store publisher:
  /// their `State` becomes `@ObservableState`.
  var observedReferences: Set<FeatureReference> = []
  /// Features whose views send view actions wrapped in `.view(…)` (`send: { .view($0) }`).
  var viewActionReferences: Set<FeatureReference> = []
  /// Reducers that declare a nested `State`, by qualified name (`Parent.Feature`), with the
  /// reducers nested inside them.
  var declaredFeatures: [String: Set<String>] = [:]
  /// The `@BindingState` fields of each declared feature's `State`.
  var bindingFields: [String: Set<String>] = [:]
  /// Features whose `State` is already `@ObservableState`.
  var observableFeatures: Set<String> = []
  /// Environment reducer values convertible on their own, with the child values they compose.
  var environmentReducers: [String: [String]] = [:]
  /// The member names of each declared feature's `State` (its body and its extensions), by the
  /// feature's simple name (`Game` for `App.Game`): several features of one name merge, which
  /// only makes the collision check in ``ViewStateInlining`` more cautious.
  var stateMembers: [String: Set<String>] = [:]

  /// The declared feature `reference` names, if any.
  func resolve(_ reference: FeatureReference) -> String? {
    reference.candidates.first { declaredFeatures[$0] != nil }
  }

  /// The features whose `State` gets `@ObservableState`: the observed ones and, for each, the
  /// reducers nested in it (destinations and paths).
  var featuresToMark: Set<String> {
    var result = Set(observedReferences.compactMap(resolve))
    var pending = Array(result)
    while let feature = pending.popLast() {
      for nested in declaredFeatures[feature] ?? [] where result.insert(nested).inserted {
        pending.append(nested)
      }
    }
    return result
  }

  /// The features whose `Action` becomes `ViewAction` (see `ViewPropertyObservation`).
  var featuresSendingViewActions: Set<String> {
    Set(viewActionReferences.compactMap(resolve))
  }

  /// `@BindingState` fields removed by this migration: those of states marked now or already
  /// observable.
  var removedBindingFields: Set<String> {
    featuresToMark.union(observableFeatures).reduce(into: []) {
      $0.formUnion(bindingFields[$1] ?? [])
    }
  }

  /// Environment reducer values that become `Reducer` conformances (those convertible whose
  /// children are too), with the new type's name.
  var convertibleReducers: [String: String] {
    var convertible = Set(environmentReducers.keys)
    var changed = true
    while changed {
      changed = false
      for name in convertible
      where environmentReducers[name, default: []].contains(where: { !convertible.contains($0) }) {
        convertible.remove(name)
        changed = true
      }
    }
    var result: [String: String] = [:]
    for name in convertible {
      result[name] = EnvironmentReducerShape.featureName(for: name)
    }
    return result
  }

  /// Combines the plans of several files.
  mutating func merge(_ other: MigrationPlan) {
    observedReferences.formUnion(other.observedReferences)
    viewActionReferences.formUnion(other.viewActionReferences)
    bindingFields.merge(other.bindingFields) { $0.union($1) }
    observableFeatures.formUnion(other.observableFeatures)
    environmentReducers.merge(other.environmentReducers) { $1 }
    declaredFeatures.merge(other.declaredFeatures) { $0.union($1) }
    stateMembers.merge(other.stateMembers) { $0.union($1) }
  }

  /// The member names of the `State` written `stateType` (`Game.State`), when that feature is
  /// declared in the run; `nil` when its members are unknown.
  func members(ofState stateType: String) -> Set<String>? {
    guard stateType.hasSuffix(".State") else { return nil }
    let feature = stateType.dropLast(".State".count).split(separator: ".").last.map(String.init)
    guard let feature,
      declaredFeatures.keys.contains(where: {
        $0.split(separator: ".").last.map(String.init) == feature
      })
    else { return nil }
    return stateMembers[feature] ?? []
  }

  /// The names `members` declares (properties, functions, nested types, enum cases).
  static func memberNames(_ members: MemberBlockItemListSyntax) -> Set<String> {
    var names: Set<String> = []
    for member in members {
      let decl = member.decl
      if let variable = decl.as(VariableDeclSyntax.self) {
        for binding in variable.bindings {
          for token in binding.pattern.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind { names.insert(name) }
          }
        }
      } else if let function = decl.as(FunctionDeclSyntax.self) {
        names.insert(function.name.text)
      } else if let enumCase = decl.as(EnumCaseDeclSyntax.self) {
        for element in enumCase.elements { names.insert(element.name.text) }
      } else if let named = decl.asProtocol(NamedDeclSyntax.self) {
        names.insert(named.name.text)
      }
    }
    return names
  }

  /// Scans `tree` for observed and declared features, and for convertible environment reducers
  /// when `tree` is a whole file.
  static func scan(_ tree: some SyntaxProtocol) -> MigrationPlan {
    let scanner = ObservationScanner(viewMode: .sourceAccurate)
    scanner.walk(tree)
    var plan = scanner.plan
    if let file = tree.as(SourceFileSyntax.self) {
      for item in file.statements {
        guard let declaration = item.item.as(VariableDeclSyntax.self),
          let shape = EnvironmentReducerShape(declaration),
          EnvironmentReducerConversion(shape, in: file) != nil
        else { continue }
        plan.environmentReducers[shape.name] = shape.children
      }
    }
    return plan
  }

  /// The feature a type's `store` property belongs to: `StoreOf<X>` or `Store<X.State, X.Action>`
  /// → `X`.
  static func storeFeature(of members: MemberBlockItemListSyntax) -> String? {
    for member in members {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings {
        guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "store"
        else { continue }
        if let type = binding.typeAnnotation?.type { return feature(ofStoreType: type) }
        if let value = binding.initializer?.value.as(FunctionCallExprSyntax.self) {
          return feature(ofStoreInitializer: value)
        }
      }
    }
    return nil
  }

  /// `StoreOf<X>` / `Store<X.State, X.Action>` (optionally implicitly unwrapped) → `X`.
  static func feature(ofStoreType type: TypeSyntax) -> String? {
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return feature(ofStoreType: unwrapped.wrappedType)
    }
    guard let identifier = type.as(IdentifierTypeSyntax.self),
      let arguments = identifier.genericArgumentClause?.arguments
    else { return nil }
    let texts = arguments.map { $0.argument.trimmedDescription }
    switch identifier.name.text {
    case "StoreOf" where texts.count == 1:
      return texts[0]
    case "Store" where texts.count == 2 && texts[0].hasSuffix(".State"):
      return String(texts[0].dropLast(".State".count))
    default:
      return nil
    }
  }

  /// `Store(initialState: X.State(…)) { … }` → `X`.
  static func feature(ofStoreInitializer call: FunctionCallExprSyntax) -> String? {
    guard SyntaxText.calleeName(call) == "Store",
      let initial = call.arguments.first, initial.label?.text == "initialState",
      let state = initial.expression.as(FunctionCallExprSyntax.self)?.calledExpression
        .as(MemberAccessExprSyntax.self),
      state.declName.baseName.text == "State", let base = state.base
    else { return nil }
    return base.trimmedDescription
  }

  /// Whether a type is a reducer: `@Reducer` or conforming to `Reducer`/`ReducerProtocol`.
  static func isReducer(attributes: AttributeListSyntax, inheritance: InheritanceClauseSyntax?)
    -> Bool
  {
    attributes.contains { $0.attributeNameText == "Reducer" }
      || inheritance?.inheritedTypes.contains {
        let name = $0.type.trimmedDescription
        return name == "Reducer" || name == "ReducerProtocol"
      } == true
  }

  /// The nested `State` struct or enum of a reducer's members.
  static func state(in members: MemberBlockItemListSyntax) -> (any DeclGroupSyntax)? {
    for member in members {
      if let state = member.decl.as(StructDeclSyntax.self), state.name.text == "State" {
        return state
      }
      if let state = member.decl.as(EnumDeclSyntax.self), state.name.text == "State" {
        return state
      }
    }
    return nil
  }

  /// The names of `@BindingState` fields among `members`.
  static func bindingStateFields(of members: MemberBlockSyntax) -> Set<String> {
    var fields: Set<String> = []
    for member in members.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        AttributeEditing.index(of: "BindingState", in: variable.attributes) != nil
      else { continue }
      for binding in variable.bindings {
        if let field = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
          fields.insert(field)
        }
      }
    }
    return fields
  }
}

/// Finds observed and declared features in one tree.
private final class ObservationScanner: SyntaxVisitor {
  var plan = MigrationPlan()
  private var storeFeatures: [MigrationPlan.FeatureReference?] = []
  private var typeNames: [String] = []
  private var reducers: [String] = []

  /// Names whose use means a view still observes through a view store.
  static let legacyViewNames: Set<String> = [
    "WithViewStore", "ViewStore", "IfLetStore", "ForEachStore", "SwitchStore",
    "NavigationStackStore",
  ]

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node)
  }

  override func visitPost(_ node: StructDeclSyntax) { leaveType(node) }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node)
  }

  override func visitPost(_ node: EnumDeclSyntax) { leaveType(node) }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(node)
  }

  override func visitPost(_ node: ClassDeclSyntax) { leaveType(node) }

  /// Enters a struct, enum or class declaration.
  private func enterType(
    _ node: some DeclGroupSyntax & NamedDeclSyntax
  ) -> SyntaxVisitorContinueKind {
    enter(node.name.text, node.attributes, node.inheritanceClause, node.memberBlock.members)
    return .visitChildren
  }

  /// Leaves a struct, enum or class declaration.
  private func leaveType(_ node: some DeclGroupSyntax) {
    leave(node.attributes, node.inheritanceClause)
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    let extended = node.extendedType.trimmedDescription
    if extended.hasSuffix(".State"),
      let feature = extended.dropLast(".State".count).split(separator: ".").last
    {
      plan.stateMembers[String(feature), default: []].formUnion(
        MigrationPlan.memberNames(node.memberBlock.members))
    }
    enter(
      node.extendedType.trimmedDescription, node.attributes, nil, node.memberBlock.members)
    return .visitChildren
  }

  override func visitPost(_ node: ExtensionDeclSyntax) { leave(node.attributes, nil) }

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    if Self.legacyViewNames.contains(node.baseName.text) || node.baseName.text == "viewStore" {
      noteObservation()
    }
    return .visitChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if node.declName.baseName.text == "publisher" { noteObservation() }
    return .visitChildren
  }

  override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
    if node.label?.text == "send", MigrationRewriter.sendWrapperCase(node) == "view",
      let call = node.parent?.parent?.as(FunctionCallExprSyntax.self),
      SyntaxText.calleeName(call) == "WithViewStore",
      let reference = storeFeatures.last(where: { $0 != nil }) ?? nil
    {
      plan.viewActionReferences.insert(reference)
    }
    if node.label?.text == "store",
      let call = node.parent?.parent?.as(FunctionCallExprSyntax.self),
      let name = SyntaxText.calleeName(call),
      MigrationRewriter.navigationModifiers[name] != nil
    {
      noteObservation()
    }
    return .visitChildren
  }

  private func noteObservation() {
    guard let reference = storeFeatures.last(where: { $0 != nil }) ?? nil else { return }
    plan.observedReferences.insert(reference)
  }

  private func enter(
    _ name: String, _ attributes: AttributeListSyntax, _ inheritance: InheritanceClauseSyntax?,
    _ members: MemberBlockItemListSyntax
  ) {
    let qualified = (typeNames + [name]).joined(separator: ".")
    typeNames.append(name)
    storeFeatures.append(
      MigrationPlan.storeFeature(of: members).map {
        MigrationPlan.FeatureReference(written: $0, context: typeNames)
      })
    guard MigrationPlan.isReducer(attributes: attributes, inheritance: inheritance) else {
      return
    }
    if let state = MigrationPlan.state(in: members) {
      plan.declaredFeatures[qualified, default: []].formUnion([])
      plan.stateMembers[name, default: []].formUnion(
        MigrationPlan.memberNames(state.memberBlock.members))
      if let parent = reducers.last { plan.declaredFeatures[parent, default: []].insert(qualified) }
      plan.bindingFields[qualified] = MigrationPlan.bindingStateFields(of: state.memberBlock)
      if state.attributes.contains(where: { $0.attributeNameText == "ObservableState" }) {
        plan.observableFeatures.insert(qualified)
      }
    }
    reducers.append(qualified)
  }

  private func leave(_ attributes: AttributeListSyntax, _ inheritance: InheritanceClauseSyntax?) {
    storeFeatures.removeLast()
    typeNames.removeLast()
    if MigrationPlan.isReducer(attributes: attributes, inheritance: inheritance) {
      reducers.removeLast()
    }
  }
}
