import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

// Small, shared helpers for the macros in this module: attribute and modifier lookups, stored
// property classification, inheritance-clause checks and diagnostic message types.

/// A diagnostic message emitted by one of the library's macros.
struct MacroDiagnostic: DiagnosticMessage {
  let message: String
  let diagnosticID: MessageID
  let severity: DiagnosticSeverity

  init(_ message: String, id: String, severity: DiagnosticSeverity = .error) {
    self.message = message
    self.diagnosticID = MessageID(domain: "ComposableArchitectureMacros", id: id)
    self.severity = severity
  }
}

/// A fix-it message attached to a ``MacroDiagnostic``.
struct MacroFixIt: FixItMessage {
  let message: String
  let fixItID: MessageID

  init(_ message: String, id: String) {
    self.message = message
    self.fixItID = MessageID(domain: "ComposableArchitectureMacros", id: id)
  }
}

extension MacroExpansionContext {
  /// Emits an error (or warning) at `node`, with an optional single fix-it.
  func diagnose(
    _ node: some SyntaxProtocol,
    _ message: MacroDiagnostic,
    fixIt: FixIt? = nil
  ) {
    diagnose(Diagnostic(node: Syntax(node), message: message, fixIts: fixIt.map { [$0] } ?? []))
  }
}

extension MacroExpansionContext {
  /// Reports a macro for structs and enums attached to something else: on a class or an actor,
  /// with a fix-it turning it into a struct (`requirement` says why it must be one); elsewhere,
  /// with a fix-it removing the attribute.
  func diagnoseNotStructOrEnum(
    _ node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    macroName: String,
    requirement: String
  ) {
    if declaration.is(ClassDeclSyntax.self) || declaration.is(ActorDeclSyntax.self) {
      diagnose(
        node,
        MacroDiagnostic(
          "'@\(macroName)' cannot be applied to \(declaration.kindDescription); \(requirement)",
          id: "\(macroName).referenceType"
        ),
        fixIt: declaration.replaceIntroducerWithStructFixIt(macroName: macroName)
      )
    } else {
      diagnose(
        node,
        MacroDiagnostic(
          "'@\(macroName)' can only be applied to a struct or enum declaration",
          id: "\(macroName).notAType"
        ),
        fixIt: node.removeFixIt(macroName: macroName)
      )
    }
  }
}

extension TypeSyntax {
  /// The last component of a possibly qualified type name, without generic arguments
  /// (`ComposableArchitecture.Reducer` → `Reducer`).
  var baseName: String? {
    if let identifier = self.as(IdentifierTypeSyntax.self) {
      return identifier.name.text
    }
    if let member = self.as(MemberTypeSyntax.self) {
      return member.name.text
    }
    if let attributed = self.as(AttributedTypeSyntax.self) {
      return attributed.baseType.baseName
    }
    return nil
  }

  /// The generic arguments of a simple or qualified generic type (`AlertState<Action>` → `Action`).
  var genericArguments: [TypeSyntax] {
    let clause =
      self.as(IdentifierTypeSyntax.self)?.genericArgumentClause
      ?? self.as(MemberTypeSyntax.self)?.genericArgumentClause
    return clause?.arguments.compactMap { $0.argument.as(TypeSyntax.self) } ?? []
  }

  /// Whether this is the name of a nominal type (`A`, `A.B`, `A<B>`), as opposed to a tuple,
  /// optional, function or collection type.
  var isNominal: Bool {
    if self.is(IdentifierTypeSyntax.self) { return true }
    if let member = self.as(MemberTypeSyntax.self) { return member.baseType.isNominal }
    return false
  }

  /// The wrapped type of an optional (`T?`, `Optional<T>`, `Swift.Optional<T>`), or `nil`.
  var optionalWrappedType: TypeSyntax? {
    if let optional = self.as(OptionalTypeSyntax.self) {
      return optional.wrappedType.trimmed
    }
    if baseName == "Optional", genericArguments.count == 1 {
      if let member = self.as(MemberTypeSyntax.self),
        member.baseType.baseName != "Swift"
      {
        return nil
      }
      return genericArguments[0].trimmed
    }
    return nil
  }
}

extension AttributeListSyntax {
  /// Whether one of the attributes is named `name` (or `Module.name`).
  func contains(named name: String) -> Bool {
    contains { element in
      guard let attribute = element.as(AttributeSyntax.self) else { return false }
      return attribute.attributeName.baseName == name
    }
  }

  /// Whether one of the attributes is named any of `names`.
  func contains(anyOf names: Set<String>) -> Bool {
    contains { element in
      guard let name = element.as(AttributeSyntax.self)?.attributeName.baseName else {
        return false
      }
      return names.contains(name)
    }
  }
}

extension DeclModifierListSyntax {
  /// Whether a modifier with this keyword is present (`static`, `lazy`, …).
  func contains(_ keyword: Keyword) -> Bool {
    contains { $0.name.tokenKind == .keyword(keyword) }
  }

  /// The access level modifier (without a `(set)` detail), if any.
  var accessLevel: DeclModifierSyntax? {
    first { modifier in
      guard modifier.detail == nil else { return false }
      switch modifier.name.tokenKind {
      case .keyword(.public), .keyword(.package), .keyword(.internal), .keyword(.fileprivate),
        .keyword(.private), .keyword(.open):
        return true
      default:
        return false
      }
    }
  }

  /// Whether the declaration is `private` or `fileprivate`.
  var isPrivate: Bool {
    guard let level = accessLevel else { return false }
    return level.name.tokenKind == .keyword(.private)
      || level.name.tokenKind == .keyword(.fileprivate)
  }

  /// The access level as source text followed by a space (`"public "`), or `""`. `open` becomes
  /// `public`; `private` and `fileprivate` are dropped unless `keepPrivate` is set.
  func accessPrefix(keepPrivate: Bool = false) -> String {
    guard let level = accessLevel else { return "" }
    switch level.name.tokenKind {
    case .keyword(.public), .keyword(.open): return "public "
    case .keyword(.package): return "package "
    case .keyword(.internal): return "internal "
    case .keyword(.private): return keepPrivate ? "private " : ""
    case .keyword(.fileprivate): return keepPrivate ? "fileprivate " : ""
    default: return ""
    }
  }
}

extension VariableDeclSyntax {
  /// The name of a single-binding, identifier-pattern property (`var count = 0` → `count`).
  var singleIdentifier: TokenSyntax? {
    guard bindings.count == 1,
      let pattern = bindings.first?.pattern.as(IdentifierPatternSyntax.self)
    else { return nil }
    return pattern.identifier.trimmed
  }

  /// Whether this declares instance (non-static, non-class) properties.
  var isInstance: Bool {
    !modifiers.contains(.static) && !modifiers.contains(.class)
  }

  /// Whether this is a `var` with a single stored binding (no accessor block), not `lazy`,
  /// `static` or `class`.
  var isStoredInstanceVar: Bool {
    bindingSpecifier.tokenKind == .keyword(.var)
      && isInstance
      && !modifiers.contains(.lazy)
      && singleIdentifier != nil
      && bindings.first?.accessorBlock == nil
  }
}

extension DeclGroupSyntax {
  /// The types listed in the declaration's inheritance clause.
  var inheritedTypes: [TypeSyntax] {
    inheritanceClause?.inheritedTypes.map(\.type) ?? []
  }

  /// Whether the inheritance clause lists `name` (qualified or not).
  func inherits(_ name: String) -> Bool {
    inheritedTypes.contains { $0.baseName == name }
  }

  /// The keyword introducing the declaration (`struct`, `class`, …) as a token, if any.
  var introducerKeyword: TokenSyntax? {
    if let decl = self.as(ClassDeclSyntax.self) { return decl.classKeyword }
    if let decl = self.as(ActorDeclSyntax.self) { return decl.actorKeyword }
    if let decl = self.as(StructDeclSyntax.self) { return decl.structKeyword }
    if let decl = self.as(EnumDeclSyntax.self) { return decl.enumKeyword }
    if let decl = self.as(ProtocolDeclSyntax.self) { return decl.protocolKeyword }
    if let decl = self.as(ExtensionDeclSyntax.self) { return decl.extensionKeyword }
    return nil
  }

  /// `"a class"` or `"an actor"`, for diagnostics about reference types.
  var kindDescription: String {
    self.is(ActorDeclSyntax.self) ? "an actor" : "a class"
  }

  /// A fix-it that turns a `class` or `actor` declaration into a `struct`, dropping `final` and
  /// turning `open` into `public`.
  func replaceIntroducerWithStructFixIt(macroName: String) -> FixIt? {
    guard let keyword = introducerKeyword else { return nil }
    var changes: [FixIt.Change] = [
      .replace(
        oldNode: Syntax(keyword),
        newNode: Syntax(keyword.with(\.tokenKind, .keyword(.struct)))
      )
    ]
    for modifier in modifiers {
      switch modifier.name.tokenKind {
      case .keyword(.final):
        changes.append(
          .replace(
            oldNode: Syntax(modifier),
            newNode: Syntax(TokenSyntax.unknown("").with(\.leadingTrivia, modifier.leadingTrivia))
          )
        )
      case .keyword(.open):
        changes.append(
          .replace(
            oldNode: Syntax(modifier.name),
            newNode: Syntax(modifier.name.with(\.tokenKind, .keyword(.public)))
          )
        )
      default:
        break
      }
    }
    return FixIt(
      message: MacroFixIt("Use 'struct' instead", id: "\(macroName).useStruct"),
      changes: changes
    )
  }
}

extension AttributeSyntax {
  /// A fix-it removing this attribute from its declaration.
  func removeFixIt(macroName: String) -> FixIt {
    FixIt(
      message: MacroFixIt("Remove '@\(macroName)'", id: "\(macroName).remove"),
      changes: [
        .replace(
          oldNode: Syntax(self),
          newNode: Syntax(TokenSyntax.unknown("").with(\.leadingTrivia, leadingTrivia))
        )
      ]
    )
  }
}

/// Builds an extension declaration adding `protocols` (those not already listed) to `type`, or
/// returns no extension when nothing is missing.
func conformanceExtension(
  of type: some TypeSyntaxProtocol,
  declaration: some DeclGroupSyntax,
  adding protocols: [(module: String, name: String)]
) throws -> [ExtensionDeclSyntax] {
  let missing = protocols.filter { !declaration.inherits($0.name) }
  guard !missing.isEmpty else { return [] }
  let list = missing.map { "\($0.module).\($0.name)" }.joined(separator: ", ")
  return [try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: list) {}")]
}

extension Trivia {
  /// The spaces and tabs following the last newline, i.e. the indentation of the line that this
  /// leading trivia starts.
  var indentation: Trivia {
    var result: [TriviaPiece] = []
    for piece in pieces {
      switch piece {
      case .newlines, .carriageReturns, .carriageReturnLineFeeds:
        result = []
      case .spaces, .tabs:
        result.append(piece)
      default:
        break
      }
    }
    return Trivia(pieces: result)
  }
}
