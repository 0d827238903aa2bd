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
//   `@ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>` on a computed `var body`
//   without attributes, so `body` reads as a result builder like the protocol requirement.
// - extension: `extension Feature: ComposableArchitecture.Reducer {}` unless already listed.
// - member: nothing; this role only reports misuse: a class or actor (fix-it: `struct`), a
//   nested `State`/`Action` that is not a type, a stored `let body` (fix-it: a computed body),
//   and a warning when both `body` and `reduce(into:action:)` are declared.
//
// On an enum of reducers (`case editForm(EditForm)`, `case alert(AlertState<Alert>)`, …):
// - member: the `State` enum (one case per case, holding `R.State`, or the alert/dialog state
//   itself) conforming to `CaseReducerState`, the `Action` enum (`R.Action`, or the alert/dialog
//   action type), a `static var body` scoping each reducer case into `CombineReducers`, and the
//   `CaseScope` enum with `static func scope(_:)` turning a store into a value to switch over.
//   Generated members carry the enum's access level (public/package/internal).
// - extension: `ComposableArchitecture.CaseReducer` and `ComposableArchitecture.Reducer`.
// - errors: a case that does not hold exactly one reducer/`AlertState`/`ConfirmationDialogState`,
//   and a user-written `State` or `Action` (fix-it: remove it).

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

  // MARK: Struct diagnostics

  static func diagnoseStruct(
    _ declaration: StructDeclSyntax, in context: some MacroExpansionContext
  ) {
    var body: VariableDeclSyntax?
    var hasReduce = false
    for item in declaration.memberBlock.members {
      if let function = item.decl.as(FunctionDeclSyntax.self), function.name.text == "reduce",
        function.signature.parameterClause.parameters.map(\.firstName.text) == ["into", "action"]
      {
        hasReduce = true
      }
      guard let variable = item.decl.as(VariableDeclSyntax.self), variable.isInstance,
        let name = variable.singleIdentifier?.text
      else { continue }
      if name == "State" || name == "Action" {
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
      if name == "body" {
        body = variable
        if variable.bindingSpecifier.tokenKind == .keyword(.let) {
          diagnoseStoredBody(variable, in: context)
        }
      }
    }
    if let body, hasReduce {
      context.diagnose(
        body.bindings.first!.pattern,
        MacroDiagnostic(
          "Reducer declares both 'body' and 'reduce(into:action:)'; "
            + "'reduce(into:action:)' takes precedence; remove one",
          id: "Reducer.bodyAndReduce",
          severity: .warning
        )
      )
    }
  }

  static func diagnoseStoredBody(
    _ variable: VariableDeclSyntax,
    in context: some MacroExpansionContext
  ) {
    let value = variable.bindings.first?.initializer?.value.trimmedDescription ?? "EmptyReducer()"
    let indentation = variable.leadingTrivia.indentation.description
    let modifiers = variable.modifiers.map { "\($0.trimmedDescription) " }.joined()
    let replacement: DeclSyntax = """
      \(raw: modifiers)var body: some ReducerOf<Self> {
      \(raw: indentation)  \(raw: value)
      \(raw: indentation)}
      """
    context.diagnose(
      variable.bindingSpecifier,
      MacroDiagnostic(
        "'body' must be a computed property, e.g. 'var body: some ReducerOf<Self> { … }'",
        id: "Reducer.storedBody"
      ),
      fixIt: FixIt(
        message: MacroFixIt("Make 'body' a computed property", id: "Reducer.computedBody"),
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

// MARK: - Enum reducers

extension ReducerMacro {
  /// One case of an `@Reducer` enum.
  struct ReducerCase {
    enum Kind {
      /// A reducer type: state `R.State`, action `R.Action`, scoped to a child store.
      case reducer
      /// `AlertState<A>` or `ConfirmationDialogState<A>`: state is the type itself, action `A`.
      case presentation(action: TypeSyntax)
    }

    let name: String
    let type: TypeSyntax
    let kind: Kind
  }

  /// The enum's cases, and the problems that keep the macro from expanding it.
  static func reducerCases(_ declaration: EnumDeclSyntax) -> ([ReducerCase], [Diagnostic]) {
    var cases: [ReducerCase] = []
    var diagnostics: [Diagnostic] = []
    for item in declaration.memberBlock.members {
      if let name = typeName(of: item.decl), name == "State" || name == "Action" {
        diagnostics.append(
          Diagnostic(
            node: item.decl,
            message: MacroDiagnostic(
              "'@Reducer' enum generates '\(name)'; remove this declaration",
              id: "Reducer.enum\(name)Declared"
            ),
            fixIt: FixIt(
              message: MacroFixIt("Remove '\(name)'", id: "Reducer.remove\(name)"),
              changes: [.replace(oldNode: Syntax(item), newNode: Syntax(TokenSyntax.unknown("")))]
            )
          )
        )
      }
      guard let caseDecl = item.decl.as(EnumCaseDeclSyntax.self) else { continue }
      for element in caseDecl.elements {
        let parameters = element.parameterClause?.parameters ?? []
        guard parameters.count == 1, let type = parameters.first?.type.trimmed, type.isNominal
        else {
          diagnostics.append(
            Diagnostic(
              node: element,
              message: MacroDiagnostic(
                "'@Reducer' enum cases must hold exactly one reducer, 'AlertState' or "
                  + "'ConfirmationDialogState'",
                id: "Reducer.invalidCase"
              )
            )
          )
          continue
        }
        let kind: ReducerCase.Kind
        if ["AlertState", "ConfirmationDialogState"].contains(type.baseName),
          type.genericArguments.count == 1
        {
          kind = .presentation(action: type.genericArguments[0].trimmed)
        } else {
          kind = .reducer
        }
        cases.append(ReducerCase(name: element.name.trimmed.text, type: type, kind: kind))
      }
    }
    return (cases, diagnostics)
  }

  static func enumMembers(
    _ declaration: EnumDeclSyntax,
    in context: some MacroExpansionContext
  ) -> [DeclSyntax] {
    let (cases, diagnostics) = reducerCases(declaration)
    guard diagnostics.isEmpty else {
      diagnostics.forEach(context.diagnose)
      return []
    }
    let access = declaration.modifiers.accessPrefix()
    let enumName = declaration.name.trimmed.text

    var stateCases = ""
    var actionCases = ""
    var scopes = ""
    var caseScopeCases = ""
    var scopeSwitch = ""
    for reducerCase in cases {
      let name = reducerCase.name
      let type = reducerCase.type.trimmedDescription
      switch reducerCase.kind {
      case .reducer:
        stateCases += "case \(name)(\(type).State)\n"
        actionCases += "case \(name)(\(type).Action)\n"
        scopes += """
          ComposableArchitecture.Scope(\
          state: \\Self.State.Cases.\(name), action: \\Self.Action.Cases.\(name)) {
          \(type)()
          }

          """
        caseScopeCases += "case \(name)(ComposableArchitecture.StoreOf<\(type)>)\n"
        scopeSwitch += """
          case .\(name):
          return .\(name)(store.scope(state: \\.\(name), action: \\.\(name))!)

          """
      case .presentation(let action):
        stateCases += "case \(name)(\(type))\n"
        actionCases += "case \(name)(\(action.trimmedDescription))\n"
        caseScopeCases += "case \(name)(\(type))\n"
        scopeSwitch += """
          case let .\(name)(v0):
          return .\(name)(v0)

          """
      }
    }
    if scopes.isEmpty {
      scopes = "ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()\n"
    }

    return [
      """
      @CasePathable
      @dynamicMemberLookup
      @ObservableState
      \(raw: access)enum State: ComposableArchitecture.CaseReducerState {
      \(raw: access)typealias StateReducer = \(raw: enumName)
      \(raw: stateCases)}
      """,
      """
      @CasePathable
      \(raw: access)enum Action {
      \(raw: actionCases)}
      """,
      """
      @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
      \(raw: access)static var body: some ComposableArchitecture.Reducer<Self.State, Self.Action> {
      ComposableArchitecture.CombineReducers {
      \(raw: scopes)}
      }
      """,
      """
      \(raw: access)enum CaseScope {
      \(raw: caseScopeCases)}
      """,
      """
      @MainActor
      \(raw: access)static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
      switch store.state {
      \(raw: scopeSwitch)}
      }
      """,
    ]
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
      return enumMembers(enumDecl, in: context)
    }
    if let structDecl = declaration.as(StructDeclSyntax.self) {
      diagnoseStruct(structDecl, in: context)
    } else if declaration.is(ClassDeclSyntax.self) || declaration.is(ActorDeclSyntax.self) {
      context.diagnose(
        node,
        MacroDiagnostic(
          "'@Reducer' cannot be applied to \(declaration.kindDescription); "
            + "a reducer must be a struct (or an enum of reducers)",
          id: "Reducer.referenceType"
        ),
        fixIt: declaration.replaceIntroducerWithStructFixIt(macroName: name)
      )
    } else {
      context.diagnose(
        node,
        MacroDiagnostic(
          "'@Reducer' can only be applied to a struct or enum declaration",
          id: "Reducer.notAType"
        ),
        fixIt: node.removeFixIt(macroName: name)
      )
    }
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
    guard declaration.is(StructDeclSyntax.self) else { return [] }
    if let enumDecl = member.as(EnumDeclSyntax.self) {
      var attributes: [AttributeSyntax] = []
      switch enumDecl.name.text {
      case "Action":
        if !enumDecl.attributes.contains(named: "CasePathable") {
          attributes.append("@CasePathable")
        }
        if !enumDecl.attributes.contains(named: "_CasePathLookup") {
          attributes.append("@ComposableArchitecture._CasePathLookup")
        }
      case "State":
        if !enumDecl.attributes.contains(named: "CasePathable") {
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
      variable.singleIdentifier?.text == "body",
      variable.isInstance,
      variable.attributes.isEmpty,
      variable.bindings.first?.accessorBlock != nil
    {
      return ["@ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>"]
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
    if let enumDecl = declaration.as(EnumDeclSyntax.self) {
      guard reducerCases(enumDecl).1.isEmpty else { return [] }
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
