import SwiftSyntax

extension LintRule {
  /// A child feature in `State` and `Action` whose reducer never runs.
  public static let childFeatureNotIntegrated = LintRule(
    id: "child-feature-not-integrated",
    rationale: "without a Scope, ifLet or forEach the child's actions never reach its reducer",
    fix: "add 'Scope(state: \\.child, action: \\.child) { Child() }' to 'body' (or "
      + "'.ifLet'/'.forEach' for optional and collection state)",
    reference: .forgetScope)
}

extension LintVisitor {
  /// Fires when a reducer with a `body` holds a child's `State` and `Action` but no key path to
  /// that child appears anywhere outside its `State` and `Action` declarations.
  func checkChildFeaturesIntegrated(_ reducer: StructDeclSyntax) {
    let members = reducer.memberBlock.members
    let hasBody = members.contains {
      $0.decl.as(VariableDeclSyntax.self)?.bindings.first?.pattern.trimmedDescription == "body"
    }
    guard hasBody,
      let action = members.lazy.compactMap({ $0.decl.as(EnumDeclSyntax.self) })
        .first(where: { $0.name.text == "Action" })
    else { return }
    let children = FeatureIndex.childProperties(of: reducer)
    guard !children.isEmpty else { return }
    let actionCases = Self.childActionCases(action)
    var referenced: Set<String> = []
    for member in members {
      if let nested = member.decl.as(StructDeclSyntax.self), nested.name.text == "State" {
        continue
      }
      if let nested = member.decl.as(EnumDeclSyntax.self), nested.name.text == "Action" { continue }
      Self.collectKeyPathNames(Syntax(member), into: &referenced)
    }
    for child in children {
      guard let actionCase = actionCases[child.property], actionCase.feature == child.feature,
        !referenced.contains(child.property), !referenced.contains("$" + child.property)
      else { continue }
      report(
        .childFeatureNotIntegrated, at: actionCase.node,
        "child feature '\(child.property)' (\(child.feature)) is in State and Action but 'body' "
          + "never integrates it")
    }
  }

  /// Action cases carrying a child's actions: `child(Child.Action)`,
  /// `child(PresentationAction<Child.Action>)`, `rows(IdentifiedActionOf<Row>)`,
  /// `path(StackActionOf<Path>)`.
  static func childActionCases(_ action: EnumDeclSyntax) -> [String: (
    feature: String, node: Syntax
  )] {
    var result: [String: (feature: String, node: Syntax)] = [:]
    for member in action.memberBlock.members {
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      for element in caseDecl.elements {
        guard let parameters = element.parameterClause?.parameters, parameters.count == 1,
          let feature = childFeature(inAction: parameters.first!.type)
        else { continue }
        result[element.name.text] = (feature, Syntax(element))
      }
    }
    return result
  }

  private static func childFeature(inAction type: TypeSyntax) -> String? {
    if let member = type.as(MemberTypeSyntax.self), member.name.text == "Action" {
      return member.baseType.trimmedDescription
    }
    guard let identifier = type.as(IdentifierTypeSyntax.self),
      let arguments = identifier.genericArgumentClause?.arguments,
      case .type(let last) = arguments.last!.argument
    else { return nil }
    switch identifier.name.text {
    case "IdentifiedActionOf", "StackActionOf": return last.trimmedDescription
    case "PresentationAction", "IdentifiedAction", "StackAction":
      return childFeature(inAction: last)
    default: return nil
    }
  }

  /// The first component of every key path under `node` (`\.child…` → `child`).
  static func collectKeyPathNames(_ node: Syntax, into names: inout Set<String>) {
    if let keyPath = node.as(KeyPathExprSyntax.self) {
      if let first = keyPath.components.first,
        case .property(let property) = first.component
      {
        names.insert(property.declName.baseName.text)
      }
      return
    }
    for child in node.children(viewMode: .sourceAccurate) {
      collectKeyPathNames(child, into: &names)
    }
  }
}
