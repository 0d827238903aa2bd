import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

// Expansion contract of `@_CasePathLookup` (added by `@Reducer` to a feature's `enum Action`):
// - member: `static func _$casePath(of root: Self) -> Any`, a `switch` returning
//   `Self.allCasePaths.<case>` for each case (the case paths `@CasePathable` generates), at the
//   enum's access level (a member, not in the extension, so that enums nested in private types
//   get it at their own access level).
// - extension: `extension Feature.Action: ComposableArchitecture._CasePathLookup {}`.
// - nothing at all when the enum already conforms, is not an enum, declares cases inside `#if`,
//   or declares two cases with the same name (the switch could not be written or would not
//   compile).

/// The `@_CasePathLookup` macro: lets operators trade a case key path into an action enum for
/// the enum's own generated case paths, once.
public enum CasePathLookupMacro: MemberMacro, ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let (enumDecl, names) = lookupCandidate(declaration) else { return [] }
    let access = enumDecl.modifiers.accessPrefix()
    let body =
      names.isEmpty
      // An empty `switch` over an uninhabited value warns "will never be executed" in user code;
      // returning the value itself type-checks the same and warns nothing.
      ? "root"
      : "switch root {\n"
        + names.map { "case .\($0): return Self.allCasePaths.\($0)" }.joined(separator: "\n")
        + "\n}"
    return [
      """
      \(raw: access)static func _$casePath(of root: Self) -> Any {
        \(raw: body)
      }
      """
    ]
  }

  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard lookupCandidate(declaration) != nil else { return [] }
    return [
      try ExtensionDeclSyntax(
        "extension \(type.trimmed): ComposableArchitecture._CasePathLookup {}")
    ]
  }

  /// The enum and its case names, when the macro generates anything for `declaration`.
  private static func lookupCandidate(
    _ declaration: some DeclGroupSyntax
  ) -> (EnumDeclSyntax, [String])? {
    guard
      let enumDecl = declaration.as(EnumDeclSyntax.self),
      !enumDecl.inherits("_CasePathLookup"),
      let names = caseNames(of: enumDecl)
    else { return nil }
    return (enumDecl, names)
  }

  /// The names of the enum's cases, in order, or `nil` when a `switch` over them cannot be
  /// written (cases under `#if`, or two cases of the same name).
  private static func caseNames(of enumDecl: EnumDeclSyntax) -> [String]? {
    var names: [String] = []
    for member in enumDecl.memberBlock.members {
      if member.decl.is(IfConfigDeclSyntax.self) { return nil }
      guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
      names += caseDecl.elements.map(\.name.text)
    }
    return Set(names).count == names.count ? names : nil
  }
}
