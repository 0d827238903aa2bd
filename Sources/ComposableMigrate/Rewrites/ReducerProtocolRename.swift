import SwiftSyntax

/// Seed 001: the protocol and effect types took their final names.
///
/// `ReducerProtocol` → `Reducer`, `EffectTask` → `Effect`, and
/// `some ReducerProtocol<State, Action>` → `some ReducerOf<Self>`. The legacy environment type
/// `Reducer<State, Action, Environment>` is left alone (see `EnvironmentReducerWarning.swift`).
extension MigrationRewriter {
  static let renamedTypes = ["ReducerProtocol": "Reducer", "EffectTask": "Effect"]

  func renameLegacyType(_ type: IdentifierTypeSyntax) -> TypeSyntax? {
    guard let newName = Self.renamedTypes[type.name.text] else { return nil }
    return TypeSyntax(type.with(\.name, type.name.with(\.tokenKind, .identifier(newName))))
  }

  func renameLegacyReference(_ reference: DeclReferenceExprSyntax) -> ExprSyntax? {
    guard let newName = Self.renamedTypes[reference.baseName.text],
      reference.argumentNames == nil
    else { return nil }
    return ExprSyntax(
      reference.with(\.baseName, reference.baseName.with(\.tokenKind, .identifier(newName))))
  }

  func convertOpaqueReducerType(_ node: SomeOrAnyTypeSyntax) -> TypeSyntax? {
    guard node.someOrAnySpecifier.tokenKind == .keyword(.some),
      let constraint = node.constraint.as(IdentifierTypeSyntax.self),
      constraint.name.text == "ReducerProtocol" || constraint.name.text == "Reducer",
      let generics = constraint.genericArgumentClause, generics.arguments.count == 2
    else { return nil }
    let names = generics.arguments.map { $0.argument.trimmedDescription }
    guard names == ["State", "Action"] || names == ["Self.State", "Self.Action"] else {
      if constraint.name.text == "ReducerProtocol" {
        let renamed = constraint.with(
          \.name, constraint.name.with(\.tokenKind, .identifier("Reducer")))
        return TypeSyntax(node.with(\.constraint, TypeSyntax(renamed)))
      }
      return nil
    }
    let replacement = IdentifierTypeSyntax(
      name: .identifier("ReducerOf"),
      genericArgumentClause: GenericArgumentClauseSyntax(
        arguments: GenericArgumentListSyntax([
          GenericArgumentSyntax(
            argument: .type(TypeSyntax(IdentifierTypeSyntax(name: .keyword(.Self)))))
        ])
      )
    )
    .with(\.leadingTrivia, constraint.leadingTrivia)
    .with(\.trailingTrivia, constraint.trailingTrivia)
    return TypeSyntax(node.with(\.constraint, TypeSyntax(replacement)))
  }
}
