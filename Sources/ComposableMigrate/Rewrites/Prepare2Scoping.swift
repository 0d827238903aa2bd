import SwiftSyntax

/// The opt-in 2.0 preparation (`--prepare-2.0`): scoping without the `state:` label.
///
/// ```swift
/// store.scope(state: \.child, action: \.child)        // → store.scope(\.child, action: \.child)
/// $store.scope(state: \.sheet, action: \.sheet)       // → $store.scope(\.sheet, action: \.sheet)
/// Scope(state: \.child, action: \.child) { Child() }  // → Scope(\.child, action: \.child) { … }
/// ```
///
/// Only calls whose `state:` and `action:` arguments are both key path literals are rewritten:
/// the closure and `/Action.child` case path spellings have no unlabelled form. A `child:`
/// argument of `Scope` written inside the parentheses loses its label too.
///
/// `Scope` with a case key path to enum state (`Scope(state: \.loggedIn, …)` where `State` is an
/// enum) has no unlabelled form, and without types it looks like a key path: it keeps its label
/// inside an enum (an `@Reducer enum`'s own `body`), inside a type that declares an
/// `enum State`, and when the path goes through `Cases` (`\State.Cases.loggedIn`).
///
/// It runs after the other rewrites, on their output, so code they migrate to key path scoping
/// is prepared in the same pass.
final class Prepare2Scoping: SyntaxRewriter {
  /// How many calls were relabelled.
  private(set) var rewrites = 0
  /// For each enclosing type, whether its state may be an enum (see above).
  private var enumStateScopes: [Bool] = []

  init() { super.init(viewMode: .sourceAccurate) }

  override func visit(_ node: EnumDeclSyntax) -> DeclSyntax {
    enumStateScopes.append(true)
    defer { enumStateScopes.removeLast() }
    return super.visit(node)
  }

  override func visit(_ node: StructDeclSyntax) -> DeclSyntax {
    enumStateScopes.append(Self.declaresEnumState(node.memberBlock))
    defer { enumStateScopes.removeLast() }
    return super.visit(node)
  }

  override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
    enumStateScopes.append(Self.declaresEnumState(node.memberBlock))
    defer { enumStateScopes.removeLast() }
    return super.visit(node)
  }

  private static func declaresEnumState(_ members: MemberBlockSyntax) -> Bool {
    members.members.contains { $0.decl.as(EnumDeclSyntax.self)?.name.text == "State" }
  }

  override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
    let node = super.visit(node).cast(FunctionCallExprSyntax.self)
    guard let kind = Self.scopeKind(node.calledExpression) else { return ExprSyntax(node) }
    let arguments = Array(node.arguments)
    guard arguments.count >= 2,
      arguments[0].label?.text == "state",
      arguments[1].label?.text == "action",
      let statePath = arguments[0].expression.as(KeyPathExprSyntax.self),
      arguments[1].expression.is(KeyPathExprSyntax.self),
      !Self.isCasesPath(statePath)
    else { return ExprSyntax(node) }
    if kind == .reducer, enumStateScopes.last == true { return ExprSyntax(node) }
    var relabelled = arguments
    relabelled[0] = Self.unlabelled(arguments[0])
    if kind == .reducer, arguments.count == 3, arguments[2].label?.text == "child" {
      relabelled[2] = Self.unlabelled(arguments[2])
    }
    rewrites += 1
    return ExprSyntax(node.with(\.arguments, LabeledExprListSyntax(relabelled)))
  }

  private enum Kind { case store, reducer }

  /// `….scope` (a store or a binding to one) or `Scope` / `ComposableArchitecture.Scope`.
  private static func scopeKind(_ called: ExprSyntax) -> Kind? {
    if let member = called.as(MemberAccessExprSyntax.self) {
      switch member.declName.baseName.text {
      case "scope" where member.base != nil: return .store
      case "Scope":
        let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        return base == "ComposableArchitecture" ? .reducer : nil
      default: return nil
      }
    }
    if let reference = called.as(DeclReferenceExprSyntax.self),
      reference.baseName.text == "Scope"
    {
      return .reducer
    }
    return nil
  }

  /// `\State.Cases.child` / `\Self.State.Cases.child`: a case key path to enum state.
  private static func isCasesPath(_ path: KeyPathExprSyntax) -> Bool {
    path.root?.trimmedDescription.split(separator: ".").last == "Cases"
      || path.components.contains { $0.trimmedDescription == ".Cases" }
  }

  /// The argument without its label; the label's leading trivia (a line break before it) stays.
  private static func unlabelled(_ argument: LabeledExprSyntax) -> LabeledExprSyntax {
    let leading = argument.label?.leadingTrivia ?? []
    return
      argument
      .with(\.label, nil)
      .with(\.colon, nil)
      .with(\.expression, argument.expression.with(\.leadingTrivia, leading))
  }
}
