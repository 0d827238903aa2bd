import SwiftSyntax

/// Seeds 002 and 004, "Using @ObservableState", step one: when a feature's views are migrated to
/// read `store` directly, its `State` (and the `State` of the reducers nested in it, such as
/// destinations and paths) is marked `@ObservableState`. Then `@PresentationState` becomes
/// `@Presents`, `@BindingState` goes away, and binding key paths `\.$field` become `\.field`.
///
/// A view whose feature is not declared in the migrated files is reported, naming the `State`
/// to mark by hand.
extension MigrationRewriter {
  /// Adds `@ObservableState` in front of a `State` declaration.
  func markObservableState<Declaration: DeclGroupSyntax>(_ declaration: Declaration)
    -> Declaration
  {
    AttributeEditing.prepending("ObservableState", to: declaration)
  }

  /// Reports a type holding `store: StoreOf<X>` whose legacy observation is being migrated when
  /// `X` is declared in none of the migrated files.
  func warnIfObservedFeatureIsElsewhere(
    _ members: MemberBlockSyntax, in declaration: some SyntaxProtocol
  ) {
    guard let feature = MigrationPlan.storeFeature(of: members.members),
      plan.resolve(
        MigrationPlan.FeatureReference(written: feature, context: typeStack.map(\.name))) == nil,
      MigrationPlan.scan(declaration).observedReferences.contains(where: { $0.written == feature }),
      let store = Self.storeProperty(in: members.members)
    else { return }
    warn(
      store,
      "this view is migrated to read 'store' directly, so '\(feature).State' must be marked "
        + "'@ObservableState'; it is declared outside the migrated files: mark it there (or "
        + "migrate its file in the same run)", .usingObservableState)
  }

  /// `\.$text` → `\.text` in `.binding(…)` and `.set(…)` when the `@BindingState` of `text` is
  /// removed by this migration (in this file or another file of the run).
  func unwrapBindingKeyPath(_ keyPath: KeyPathExprSyntax) -> ExprSyntax? {
    guard keyPath.root == nil, let first = keyPath.components.first,
      let property = first.component.as(KeyPathPropertyComponentSyntax.self),
      case .identifier(let name) = property.declName.baseName.tokenKind, name.hasPrefix("$"),
      plan.removedBindingFields.contains(String(name.dropFirst())),
      let call = keyPath.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
      let callee = SyntaxText.calleeName(call), callee == "binding" || callee == "set"
    else { return nil }
    let renamed = property.with(
      \.declName,
      property.declName.with(
        \.baseName,
        property.declName.baseName.with(\.tokenKind, .identifier(String(name.dropFirst())))))
    var components = keyPath.components
    components[components.startIndex] = first.with(\.component, .property(renamed))
    return ExprSyntax(keyPath.with(\.components, components))
  }

  /// Whether the innermost type holding a `store` holds one whose state cannot be marked.
  var observationBlocked: Bool { typeStack.last?.hasUnobservableStore ?? false }

  /// A `store` property typed `Store<S, A>` where `S` is not a feature's nested `State`.
  static func hasUnobservableStore(_ members: MemberBlockItemListSyntax) -> Bool {
    guard let store = storeProperty(in: members), let binding = store.bindings.first,
      MigrationPlan.storeFeature(of: members) == nil
    else { return false }
    if let type = binding.typeAnnotation?.type {
      return type.as(IdentifierTypeSyntax.self).map {
        $0.name.text == "Store" || $0.name.text == "StoreOf"
      } ?? false
    }
    return false
  }

  /// Reports a legacy view construct left alone because its store's state is not a feature's.
  func warnUnobservableStore(_ node: FunctionCallExprSyntax) {
    guard let name = SyntaxText.calleeName(node),
      ["WithViewStore", "IfLetStore", "ForEachStore", "SwitchStore", "NavigationStackStore"]
        .contains(name)
        || (Self.navigationModifiers[name] != nil
          && node.arguments.first?.label?.text == "store")
    else { return }
    warn(
      node,
      "'\(name)' is left as is: this view's store is not a 'StoreOf<Feature>', so its state "
        + "cannot be marked '@ObservableState' here; mark the state type '@ObservableState', "
        + "hold the store as 'StoreOf<Feature>', then rerun", .usingObservableState)
  }

  static func storeProperty(in members: MemberBlockItemListSyntax) -> VariableDeclSyntax? {
    members.lazy.compactMap { $0.decl.as(VariableDeclSyntax.self) }.first {
      $0.bindings.contains {
        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "store"
      }
    }
  }
}
