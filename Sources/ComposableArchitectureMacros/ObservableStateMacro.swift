import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

// Expansion contract of `@ObservableState`:
//
// On a struct:
// - memberAttribute: `@ObservationStateTracked` on every stored instance `var` (single binding,
//   no accessor block, not `static`/`lazy`) that is not already marked `@ObservationStateIgnored`,
//   `@ObservationStateTracked`, `@Presents` or `@PresentationState`. `let`s are never tracked.
//   `@BindingState` vars are tracked.
// - member: `_$observationRegistrar` (a `ComposableArchitecture.ObservationStateRegistrar`),
//   `_$id` and `_$willModify()` forwarding to it, `_$storage(for:)` mapping each tracked key path
//   (`\Self.count`, and `\Self.$destination` for `@Presents`) to its backing storage
//   (`\Self._count`, `\Self._destination`), and `_$notifyReplaced(_:)`, which notifies observers
//   of `\Self.destination` for `\Self.$destination` (a `@Presents` property and its projection are
//   observed with the property's key path, so that a presentation reducer dismissing through the
//   projection notifies observers of the property).
// - extension: conformance to `ComposableArchitecture.ObservableState` and
//   `Observation.Observable` (protocols already listed are skipped).
//
// On an enum: member `_$id` switching over the cases (a case with exactly one associated value
// takes that value's identity, a case without values an inert identity, a case with several a
// new identity each time; all tagged with the zero-based case index; cases inside `#if` stay in
// their clause) and an empty `_$willModify()` (unlike the original library, which refreshes the
// payload's identity: navigation identifies a presented case by its payload's identity); the
// same extension as for structs.
//
// Anywhere else it is an error: on a class or actor (fix-it: `struct`), a protocol or an
// extension (fix-it: remove the attribute).

/// The `@ObservableState` macro: makes a struct or enum of feature state observable by the store,
/// with an identity used to tell a replaced child from a mutated one.
public enum ObservableStateMacro {
  static let name = "ObservableState"

  /// Attributes that stop a stored property from being tracked automatically.
  static let untrackedAttributes: Set<String> = [
    "ObservationStateIgnored", "ObservationStateTracked", "Presents", "PresentationState",
    "Shared", "SharedReader",
  ]

  /// Whether `variable` goes through the state's observation registrar, backed by an underscored
  /// storage property: a stored instance `var` marked `@ObservationStateTracked`, or one with none
  /// of the ``untrackedAttributes`` (then the macro marks it). The one rule for tracking: the
  /// attribute, `_$storage(for:)`, the mirror and `@ObservationStateTracked` itself all ask it.
  static func isTracked(_ variable: VariableDeclSyntax) -> Bool {
    guard variable.isStoredInstanceVar,
      !variable.attributes.contains(named: "ObservationStateIgnored"),
      let name = variable.singleIdentifier, !name.text.hasPrefix("_$")
    else { return false }
    return variable.attributes.contains(named: "ObservationStateTracked")
      || !variable.attributes.contains(anyOf: untrackedAttributes)
  }

  /// Whether `variable` receives `@ObservationStateTracked` in an `@ObservableState` struct.
  static func isAutomaticallyTracked(_ variable: VariableDeclSyntax) -> Bool {
    isTracked(variable) && !variable.attributes.contains(named: "ObservationStateTracked")
  }

  /// The `(property key path, storage key path)` pairs handled by `_$storage(for:)`.
  static func storageMappings(in members: MemberBlockItemListSyntax) -> [(String, String)] {
    members.compactMap { item -> (String, String)? in
      guard let variable = item.decl.as(VariableDeclSyntax.self),
        variable.bindingSpecifier.tokenKind == .keyword(.var),
        variable.isInstance,
        let name = variable.singleIdentifier?.text
      else { return nil }
      let storage = "\\Self._\(name)"
      if variable.attributes.contains(named: "Presents") {
        return ("\\Self.$\(name)", storage)
      }
      if isTracked(variable) {
        return ("\\Self.\(name)", storage)
      }
      return nil
    }
  }

  /// The names of the `@Presents` properties, whose projections (`\Self.$name`) are observed with
  /// the property's key path (`\Self.name`).
  static func presentedNames(in members: MemberBlockItemListSyntax) -> [String] {
    members.compactMap { item -> String? in
      guard let variable = item.decl.as(VariableDeclSyntax.self),
        variable.bindingSpecifier.tokenKind == .keyword(.var),
        variable.isInstance,
        variable.attributes.contains(named: "Presents")
      else { return nil }
      return variable.singleIdentifier?.text
    }
  }

  /// The body of `_$notifyReplaced(_:)`: a `@Presents` projection's observers are those of its
  /// property.
  static func notifyReplacedBody(in members: MemberBlockItemListSyntax) -> String {
    let presented = presentedNames(in: members)
    guard !presented.isEmpty else {
      return "_$observationRegistrar.notifyReplaced(self, keyPath: keyPath)"
    }
    let cases = presented.map {
      "case \\Self.$\($0):\n_$observationRegistrar.notifyReplaced(self, keyPath: \\Self.\($0))\n"
    }
    return """
      switch keyPath {
      \(cases.joined())default:
        _$observationRegistrar.notifyReplaced(self, keyPath: keyPath)
      }
      """
  }

  /// The `label: value` pairs of `customMirror`: every stored instance property under its
  /// declared name (tracked ones read from their storage, so dumping registers no observation).
  static func mirrorChildren(in members: MemberBlockItemListSyntax) -> [String] {
    members.compactMap { item -> String? in
      guard let variable = item.decl.as(VariableDeclSyntax.self),
        variable.isInstance,
        !variable.modifiers.contains(.lazy),
        let name = variable.singleIdentifier?.text,
        !name.hasPrefix("_$"),
        variable.bindings.first?.accessorBlock == nil
      else { return nil }
      // Shared values are dumped as their wrappers, so that test diffs show what changed.
      let readsStorage =
        variable.attributes.contains(named: "Presents")
        || variable.attributes.contains(anyOf: ["Shared", "SharedReader"])
        || isTracked(variable)
      return "\"\(name)\": self.\(readsStorage ? "_" : "")\(name) as Any"
    }
  }

  static func structMembers(_ declaration: StructDeclSyntax) -> [DeclSyntax] {
    let mirrorChildren = mirrorChildren(in: declaration.memberBlock.members)
    let notifyReplacedBody = notifyReplacedBody(in: declaration.memberBlock.members)
    let cases = storageMappings(in: declaration.memberBlock.members)
      // Through `AnyKeyPath`: a direct `\Self._x as? WritableKeyPath<Self, Value>` crashes the
      // Swift 5 mode type checker ("failed to produce diagnostic for expression").
      .map { "case \($0.0): return (\($0.1) as AnyKeyPath) as? WritableKeyPath<Self, Value>\n" }
      .joined()
    return [
      "var _$observationRegistrar = ComposableArchitecture.ObservationStateRegistrar()",
      """
      public var _$id: ComposableArchitecture.ObservableStateID {
        _$observationRegistrar.id
      }
      """,
      """
      public mutating func _$willModify() {
        _$observationRegistrar._$willModify()
      }
      """,
      """
      public static func _$storage<Value>(for keyPath: WritableKeyPath<Self, Value>) -> WritableKeyPath<Self, Value>? {
        switch keyPath {
        \(raw: cases)default: return nil
        }
      }
      """,
      """
      public func _$notifyReplaced<Value>(_ keyPath: KeyPath<Self, Value>) {
        \(raw: notifyReplacedBody)
      }
      """,
      """
      public var customMirror: Mirror {
        Mirror(self, children: [\(raw: mirrorChildren.isEmpty ? ":" : mirrorChildren.joined(separator: ", "))], displayStyle: .struct)
      }
      """,
    ]
  }

  static func enumMembers(_ declaration: EnumDeclSyntax) -> [DeclSyntax] {
    let tree = EnumCaseTree.read(declaration.memberBlock.members)
    var index = 0
    // Cases inside `#if` keep their clause, so the switch is exhaustive in every configuration.
    let idCases = EnumCaseTree.render(tree) { element, _ in
      defer { index += 1 }
      let name = element.name.trimmed.text
      switch element.parameterClause?.parameters.count ?? 0 {
      case 0:
        return "case .\(name):\nreturn ._$inert._$tag(\(index))\n"
      case 1:
        return "case let .\(name)(v0):\nreturn ._$id(for: v0)._$tag(\(index))\n"
      default:
        // Several values have no single identity: any change is a replacement.
        return "case .\(name):\nreturn .init()._$tag(\(index))\n"
      }
    }
    return [
      """
      public var _$id: ComposableArchitecture.ObservableStateID {
        switch self {
        \(raw: idCases)}
      }
      """,
      // Enum state keeps its payload's identity through in-place mutation: navigation
      // identifies a presented case by its payload's identity (see `NavigationIdentity.swift`).
      """
      public mutating func _$willModify() {}
      """,
    ]
  }
}

extension ObservableStateMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if let structDecl = declaration.as(StructDeclSyntax.self) {
      return structMembers(structDecl)
    }
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return enumMembers(enumDecl)
    }
    context.diagnoseNotStructOrEnum(
      node, attachedTo: declaration, macroName: name,
      requirement: "state must be a value type (struct or enum)"
    )
    return []
  }
}

extension ObservableStateMacro: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard declaration.is(StructDeclSyntax.self),
      let variable = member.as(VariableDeclSyntax.self),
      isAutomaticallyTracked(variable)
    else { return [] }
    return ["@ObservationStateTracked"]
  }
}

extension ObservableStateMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    guard declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self) else {
      return []
    }
    var adding: [(module: String, name: String)] = [
      ("ComposableArchitecture", "ObservableState"),
      ("Observation", "Observable"),
    ]
    // Dumps and test diffs show properties under their declared names rather than their
    // underscored storage; skipped when the type already provides its own mirror.
    if declaration.is(StructDeclSyntax.self),
      protocols.contains(where: { $0.trimmedDescription.hasSuffix("CustomReflectable") })
    {
      adding.append(("Swift", "CustomReflectable"))
    }
    return try conformanceExtension(of: type, declaration: declaration, adding: adding)
  }
}
