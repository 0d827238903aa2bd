import SwiftSyntax

/// Seeds 002 and 004: `@PresentationState var child: Child.State?` becomes
/// `@Presents var child: Child.State?` inside `@ObservableState` state (the property wrapper
/// cannot live in observable state; the macro replaces it). Outside observable state it is
/// reported, since `@Presents` needs the observation registrar.
extension MigrationRewriter {
  func convertPresentationState(_ variable: VariableDeclSyntax, original: VariableDeclSyntax)
    -> VariableDeclSyntax
  {
    guard let index = AttributeEditing.index(of: "PresentationState", in: variable.attributes),
      case .attribute(let attribute) = variable.attributes[index]
    else { return variable }
    guard inObservableState else {
      warn(
        original,
        "mark this 'State' with '@ObservableState', then '@PresentationState' becomes "
          + "'@Presents' (rerun the migrator)", .presents)
      return variable
    }
    var attributes = variable.attributes
    let name = TypeSyntax(IdentifierTypeSyntax(name: .identifier("Presents")))
      .with(\.leadingTrivia, attribute.attributeName.leadingTrivia)
      .with(\.trailingTrivia, attribute.attributeName.trailingTrivia)
    attributes[index] = .attribute(attribute.with(\.attributeName, name))
    return variable.with(\.attributes, attributes)
  }
}
