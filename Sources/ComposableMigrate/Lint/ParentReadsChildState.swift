import SwiftSyntax

extension LintRule {
  /// A parent view reading a child feature's state through the parent's store.
  public static let parentReadsChildState = LintRule(
    id: "parent-reads-child-state",
    rationale: "reading a child's state in the parent view breaks the child's encapsulation",
    fix: "scope the store and let the child view read it: "
      + "'ChildView(store: store.scope(state: \\.child, action: \\.child))'",
    reference: .childStateInParent)
}

extension LintVisitor {
  /// In a view holding `store: StoreOf<Parent>`, `store.child.someProperty` fires when `child`
  /// is a single child feature of `Parent`; `store.child != nil`, `store.scope(…)` and reads of
  /// the parent's own fields do not.
  func checkParentReadsChildState(_ view: StructDeclSyntax) {
    guard
      view.inheritanceClause?.inheritedTypes.contains(where: {
        $0.type.trimmedDescription == "View"
      }) == true,
      let feature = Self.storeFeature(of: view),
      let children = index.children[feature]
    else { return }
    let single = Set(children.filter(\.isSingle).map(\.property))
    guard !single.isEmpty else { return }
    let finder = ChildReadFinder(children: single)
    finder.walk(view.memberBlock)
    for (node, child) in finder.found {
      report(
        .parentReadsChildState, at: node,
        "the parent view reads child feature state 'store.\(child)' directly")
    }
  }

  /// `Feature` for a member `store: StoreOf<Feature>` or `Store<Feature.State, Feature.Action>`.
  static func storeFeature(of view: StructDeclSyntax) -> String? {
    for member in view.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings {
        guard binding.pattern.trimmedDescription == "store",
          let type = binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self),
          let arguments = type.genericArgumentClause?.arguments,
          case .type(let first) = arguments.first!.argument
        else { continue }
        if type.name.text == "StoreOf", arguments.count == 1 { return first.trimmedDescription }
        if type.name.text == "Store", arguments.count == 2,
          let member = first.as(MemberTypeSyntax.self), member.name.text == "State"
        {
          return member.baseType.trimmedDescription
        }
      }
    }
    return nil
  }

  /// Finds `store.child.x`, `self.store.child.x` and `store.child?.x`.
  private final class ChildReadFinder: SyntaxVisitor {
    let children: Set<String>
    var found: [(Syntax, String)] = []

    init(children: Set<String>) {
      self.children = children
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      var base = node.base
      if let optional = base?.as(OptionalChainingExprSyntax.self) { base = optional.expression }
      guard let childAccess = base?.as(MemberAccessExprSyntax.self),
        children.contains(childAccess.declName.baseName.text),
        Self.isStore(childAccess.base)
      else { return .visitChildren }
      found.append((Syntax(node), childAccess.declName.baseName.text))
      return .skipChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    static func isStore(_ expression: ExprSyntax?) -> Bool {
      guard let expression else { return false }
      if let reference = expression.as(DeclReferenceExprSyntax.self) {
        return reference.baseName.text == "store"
      }
      if let member = expression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "store"
      {
        return member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
      }
      return false
    }
  }
}
