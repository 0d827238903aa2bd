import SwiftSyntax

/// Seed 000: case key paths (`action: \.child`) need a case-pathable `Action`, which the
/// `@Reducer` macro provides. A legacy reducer conformance whose scopes were turned into key
/// paths is marked `@Reducer`.
extension MigrationRewriter {
  func addReducerMacroIfNeeded(_ declaration: StructDeclSyntax, frame: TypeFrame)
    -> StructDeclSyntax
  {
    guard frame.producedCaseKeyPath,
      declaration.inheritanceClause?.inheritedTypes.contains(where: {
        let name = $0.type.trimmedDescription
        return name == "Reducer" || name == "ReducerProtocol"
      }) == true,
      !declaration.attributes.contains(where: { $0.attributeNameText == "Reducer" })
    else { return declaration }
    return AttributeEditing.prepending("Reducer", to: declaration)
  }
}
