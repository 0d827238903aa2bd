import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

// Expansion contract of `@Reducer`:
//
// On a struct:
// - memberAttribute: `@CasePathable` and `@ComposableArchitecture._CasePathLookup` on a nested
//   `enum Action` (so operators extract its cases through generated case paths), `@CasePathable` and
//   `@dynamicMemberLookup` on a nested `enum State` (each only when missing), and
//   `@ComposableArchitecture.ReducerBuilder<…>` on a computed `body` whose type names its domain
//   (`some ReducerOf<Self>` → `<Self.State, Self.Action>`, `some Reducer<Int, Void>` →
//   `<Int, Void>`) and that has no builder attribute yet.
// - member: only when the struct has neither `body` nor `reduce(into:action:)`: the missing
//   `State` (an empty `@ObservableState` struct), the missing `Action` (an empty enum) and
//   `let body = EmptyReducer<State, Action>()`. A struct with a `body` gets nothing: its domain
//   comes from `body` as written (`var body: some Reducer<Int, Void>` needs no nested types).
// - extension: `extension Feature: ComposableArchitecture.Reducer {}` unless already listed.
// - diagnostics: a class or actor (fix-it: `struct`), a nested `State`/`Action` that is not a
//   type, conformance arguments (`@Reducer(state: …)`, enums only; fix-it: remove them), and a
//   warning when both `body` and `reduce(into:action:)` are declared.
//
// On an enum: see `ReducerMacro+Enum.swift`.

/// The `@Reducer` macro: conforms a struct to `Reducer` with case paths for its actions, or turns
/// an enum of reducers into a `CaseReducer` with generated `State`, `Action`, `body` and
/// `CaseScope`.
public enum ReducerMacro {
  static let name = "Reducer"

  /// The name of a type-like nested declaration (`struct State`, `enum Action`, `typealias …`).
  static func typeName(of decl: DeclSyntax) -> String? {
    if let decl = decl.as(StructDeclSyntax.self) { return decl.name.text }
    if let decl = decl.as(EnumDeclSyntax.self) { return decl.name.text }
    if let decl = decl.as(ClassDeclSyntax.self) { return decl.name.text }
    if let decl = decl.as(ActorDeclSyntax.self) { return decl.name.text }
    if let decl = decl.as(TypeAliasDeclSyntax.self) { return decl.name.text }
    return nil
  }

  /// The names of the types nested in `members`.
  static func nestedTypeNames(_ members: MemberBlockItemListSyntax) -> Set<String> {
    Set(members.compactMap { typeName(of: $0.decl) })
  }

  /// Whether `function` is `reduce(into:action:)`.
  static func isReduceMethod(_ function: FunctionDeclSyntax) -> Bool {
    function.name.text == "reduce"
      && function.signature.parameterClause.parameters.map(\.firstName.text) == ["into", "action"]
  }

  /// Whether `members` declare a `body` (instance or static, stored or computed) or
  /// `reduce(into:action:)`.
  static func declaresBody(_ members: MemberBlockItemListSyntax) -> Bool {
    members.contains { item in
      if let function = item.decl.as(FunctionDeclSyntax.self) { return isReduceMethod(function) }
      return item.decl.as(VariableDeclSyntax.self)?.singleIdentifier?.text == "body"
    }
  }

  /// The `@ReducerBuilder` attribute for a computed `body`, with the builder's generic
  /// arguments read from the declared type; `nil` when the type does not name its domain or the
  /// property already has a builder.
  static func builderAttribute(for variable: VariableDeclSyntax) -> AttributeSyntax? {
    guard variable.bindingSpecifier.tokenKind == .keyword(.var),
      variable.singleIdentifier?.text == "body",
      !variable.attributes.contains(named: "ReducerBuilder"),
      let binding = variable.bindings.first,
      binding.accessorBlock != nil,
      let constraint = binding.typeAnnotation?.type.as(SomeOrAnyTypeSyntax.self)?.constraint
    else { return nil }
    let arguments = TypeSyntax(constraint).genericArguments.map(\.trimmedDescription)
    switch arguments.count {
    case 1:
      return
        "@ComposableArchitecture.ReducerBuilder<\(raw: arguments[0]).State, \(raw: arguments[0]).Action>"
    case 2:
      return "@ComposableArchitecture.ReducerBuilder<\(raw: arguments.joined(separator: ", "))>"
    default:
      return nil
    }
  }

  // MARK: Structs

  static func structMembers(
    _ declaration: StructDeclSyntax,
    node: AttributeSyntax,
    in context: some MacroExpansionContext
  ) -> [DeclSyntax] {
    let isWellFormed = diagnoseStruct(declaration, in: context)
    if let arguments = node.arguments {
      context.diagnose(
        arguments,
        MacroDiagnostic(
          "'@Reducer' takes conformance arguments only on an enum of reducers; "
            + "declare a struct's conformances on its 'State' and 'Action'",
          id: "Reducer.structArguments"
        ),
        fixIt: FixIt(
          message: MacroFixIt(
            "Remove '(\(arguments.trimmedDescription))'", id: "Reducer.removeArguments"),
          changes: [
            .replace(
              oldNode: Syntax(node),
              newNode: Syntax(
                node.with(\.leftParen, nil).with(\.arguments, nil).with(\.rightParen, nil)
              )
            )
          ]
        )
      )
    }
    let members = declaration.memberBlock.members
    guard isWellFormed, !declaresBody(members) else { return [] }
    let access = declaration.modifiers.accessPrefix()
    let typeNames = nestedTypeNames(members)
    var decls: [DeclSyntax] = []
    if !typeNames.contains("State") {
      decls.append(
        """
        @ObservableState
        \(raw: access)struct State: Codable, Equatable, Hashable, Sendable {
        \(raw: access)init() {}
        }
        """
      )
    }
    if !typeNames.contains("Action") {
      decls.append("\(raw: access)enum Action: Equatable, Hashable, Sendable {}")
    }
    decls.append("\(raw: access)let body = ComposableArchitecture.EmptyReducer<State, Action>()")
    return decls
  }

  /// Reports misuse in a struct; returns whether the struct declares its domain well enough to
  /// generate members into it.
  static func diagnoseStruct(
    _ declaration: StructDeclSyntax, in context: some MacroExpansionContext
  ) -> Bool {
    var isWellFormed = true
    var body: VariableDeclSyntax?
    var hasReduce = false
    for item in declaration.memberBlock.members {
      if let function = item.decl.as(FunctionDeclSyntax.self), isReduceMethod(function) {
        hasReduce = true
      }
      guard let variable = item.decl.as(VariableDeclSyntax.self), variable.isInstance,
        let name = variable.singleIdentifier?.text
      else { continue }
      if name == "State" || name == "Action" {
        diagnoseNonTypeDomain(variable, name: name, in: context)
        isWellFormed = false
      }
      if name == "body" {
        body = variable
      }
    }
    if let body, hasReduce, let pattern = body.bindings.first?.pattern {
      context.diagnose(
        pattern,
        MacroDiagnostic(
          "Reducer declares both 'body' and 'reduce(into:action:)'; "
            + "'reduce(into:action:)' takes precedence; remove one",
          id: "Reducer.bodyAndReduce",
          severity: .warning
        )
      )
    }
    return isWellFormed
  }

  static func diagnoseNonTypeDomain(
    _ variable: VariableDeclSyntax,
    name: String,
    in context: some MacroExpansionContext
  ) {
    let replacement: DeclSyntax = name == "State" ? "struct State {}" : "enum Action {}"
    context.diagnose(
      variable,
      MacroDiagnostic(
        "'\(name)' must be a type nested in the reducer, e.g. '\(replacement)'",
        id: "Reducer.\(name)NotAType"
      ),
      fixIt: FixIt(
        message: MacroFixIt("Replace with '\(replacement)'", id: "Reducer.\(name)AsType"),
        changes: [
          .replace(
            oldNode: Syntax(variable),
            newNode: Syntax(
              replacement
                .with(\.leadingTrivia, variable.leadingTrivia)
                .with(\.trailingTrivia, variable.trailingTrivia)
            )
          )
        ]
      )
    )
  }
}

// MARK: - Macro roles

extension ReducerMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      return enumMembers(enumDecl, node: node, in: context)
    }
    if let structDecl = declaration.as(StructDeclSyntax.self) {
      return structMembers(structDecl, node: node, in: context)
    }
    context.diagnoseNotStructOrEnum(
      node, attachedTo: declaration, macroName: name,
      requirement: "a reducer must be a struct (or an enum of reducers)"
    )
    return []
  }
}

extension ReducerMacro: MemberAttributeMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingAttributesFor member: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AttributeSyntax] {
    guard declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self) else {
      return []
    }
    if let enumDecl = member.as(EnumDeclSyntax.self) {
      var attributes: [AttributeSyntax] = []
      let isCasePathable =
        enumDecl.attributes.contains(named: "CasePathable") || enumDecl.inherits("CasePathable")
      switch enumDecl.name.text {
      case "Action":
        if !isCasePathable {
          attributes.append("@CasePathable")
        }
        if !enumDecl.attributes.contains(named: "_CasePathLookup") {
          attributes.append("@ComposableArchitecture._CasePathLookup")
        }
      case "State":
        if !isCasePathable {
          attributes.append("@CasePathable")
        }
        if !enumDecl.attributes.contains(named: "dynamicMemberLookup") {
          attributes.append("@dynamicMemberLookup")
        }
      default:
        break
      }
      return attributes
    }
    if let variable = member.as(VariableDeclSyntax.self),
      // An enum's body is static; a struct's is an instance property.
      variable.isInstance == declaration.is(StructDeclSyntax.self),
      let attribute = builderAttribute(for: variable)
    {
      return [attribute]
    }
    return []
  }
}

extension ReducerMacro: ExtensionMacro {
  public static func expansion(
    of node: AttributeSyntax,
    attachedTo declaration: some DeclGroupSyntax,
    providingExtensionsOf type: some TypeSyntaxProtocol,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [ExtensionDeclSyntax] {
    if declaration.is(StructDeclSyntax.self) {
      return try conformanceExtension(
        of: type,
        declaration: declaration,
        adding: [("ComposableArchitecture", "Reducer")]
      )
    }
    if declaration.is(EnumDeclSyntax.self) {
      return try conformanceExtension(
        of: type,
        declaration: declaration,
        adding: [
          ("ComposableArchitecture", "CaseReducer"),
          ("ComposableArchitecture", "Reducer"),
        ]
      )
    }
    return []
  }
}
