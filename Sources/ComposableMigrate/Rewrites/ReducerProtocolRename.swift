import SwiftSyntax

/// Seed 001: the protocol and effect types took their final names.
///
/// `ReducerProtocol` → `Reducer` and `EffectTask` → `Effect`, keeping generic arguments:
/// `some ReducerProtocol<State, Action>` → `some Reducer<State, Action>`, a spelling that is
/// still current (so `some Reducer<State, Action>` itself is never touched). The legacy
/// environment type `Reducer<State, Action, Environment>` is handled in `EnvironmentReducer*.swift`.
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
}
