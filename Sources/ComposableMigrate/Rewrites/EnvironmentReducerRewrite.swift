import SwiftSyntax

/// Applies `EnvironmentReducerConversion` to the file's top-level reducer values (see there).
extension MigrationRewriter {
  static func environmentConversions(
    in tree: SourceFileSyntax, convertible: [String: String]
  ) -> [String: EnvironmentReducerConversion] {
    var result: [String: EnvironmentReducerConversion] = [:]
    for item in tree.statements {
      guard let declaration = item.item.as(VariableDeclSyntax.self),
        let shape = EnvironmentReducerShape(declaration), convertible[shape.name] != nil,
        let conversion = EnvironmentReducerConversion(shape, in: tree)
      else { continue }
      result[shape.name] = conversion
    }
    return result
  }

  /// Whether `node` (in the original tree) is a top-level value this file converts.
  func isConvertedEnvironmentReducer(_ node: VariableDeclSyntax) -> Bool {
    guard node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true,
      let name = node.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    else { return false }
    return environmentConversions[name] != nil
  }

  /// The conformance and bridge replacing a converted value (`visited`: its rewritten form).
  func convertEnvironmentReducer(_ visited: CodeBlockItemSyntax, original: CodeBlockItemSyntax)
    -> String?
  {
    guard let declaration = original.item.as(VariableDeclSyntax.self),
      isConvertedEnvironmentReducer(declaration),
      let name = declaration.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?
        .identifier.text,
      let conversion = environmentConversions[name],
      let visitedDeclaration = visited.item.as(VariableDeclSyntax.self),
      let visitedShape = EnvironmentReducerShape(visitedDeclaration),
      let text = conversion.text(children: convertibleReducers, visitedParts: visitedShape.parts)
    else { return nil }
    if !conversion.dependencies.isEmpty {
      let names = conversion.dependencies.map { "'\($0)'" }.joined(separator: ", ")
      warn(
        declaration,
        "'\(conversion.feature)' now reads \(names) with '@Dependency': register each with a "
          + "'DependencyKey' and a 'DependencyValues' property; values passed in "
          + "'\(conversion.shape.environment)' are no longer used", .dependencies)
    }
    return text
  }

  /// `@CasePathable` on a state or action enum whose case key paths a conversion uses.
  func markCasePathableIfNeeded(_ declaration: EnumDeclSyntax) -> EnumDeclSyntax {
    let needed = environmentConversions.values.contains {
      $0.casePathableEnums.contains(declaration.name.text)
    }
    guard needed, declaration.parent?.parent?.parent?.is(SourceFileSyntax.self) == true,
      !declaration.attributes.contains(where: { $0.attributeNameText == "CasePathable" })
    else { return declaration }
    return AttributeEditing.prepending("CasePathable", to: declaration)
  }
}
