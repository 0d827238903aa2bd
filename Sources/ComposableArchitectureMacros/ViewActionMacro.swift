import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

// Expansion contract of `@ViewAction(for: Feature.self)` on a type holding
// `let store: StoreOf<Feature>` (or `var store`, `@Bindable var store`, `@State var store`):
// - member:
//   `@discardableResult @MainActor func send(_ action: Feature.Action.ViewAction)
//   -> ComposableArchitecture.StoreTask { self.store.send(.view(action)) }`,
//   so the view can only send the feature's view actions (`send(.buttonTapped)`).
//
// Errors: a missing or malformed `for:` argument, and a type without a `store` property (fix-it:
// insert `let store: StoreOf<Feature>`).

/// The `@ViewAction(for:)` macro: gives a view holding a feature's store a `send(_:)` method that
/// takes the feature's view actions only.
public enum ViewActionMacro {
  /// The feature type named by the `for: Feature.self` argument.
  static func featureType(of node: AttributeSyntax) -> ExprSyntax? {
    guard case .argumentList(let arguments) = node.arguments,
      let argument = arguments.first(where: { $0.label?.text == "for" }),
      let member = argument.expression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.tokenKind == .keyword(.self),
      let base = member.base
    else { return nil }
    return base.trimmed
  }

  static func hasStoreProperty(_ declaration: some DeclGroupSyntax) -> Bool {
    declaration.memberBlock.members.contains { item in
      guard let variable = item.decl.as(VariableDeclSyntax.self), variable.isInstance else {
        return false
      }
      return variable.bindings.contains {
        $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "store"
      }
    }
  }
}

extension ViewActionMacro: MemberMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingMembersOf declaration: some DeclGroupSyntax,
    conformingTo protocols: [TypeSyntax],
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let feature = featureType(of: node) else {
      context.diagnose(
        node,
        MacroDiagnostic(
          "'@ViewAction' requires the feature's reducer type, e.g. '@ViewAction(for: Feature.self)'",
          id: "ViewAction.missingFeature"
        )
      )
      return []
    }
    guard
      declaration.is(StructDeclSyntax.self) || declaration.is(ClassDeclSyntax.self)
        || declaration.is(EnumDeclSyntax.self) || declaration.is(ActorDeclSyntax.self)
    else {
      context.diagnose(
        node,
        MacroDiagnostic(
          "'@ViewAction' can only be applied to a type declaration",
          id: "ViewAction.notAType"
        )
      )
      return []
    }
    guard hasStoreProperty(declaration) else {
      let storeDecl: DeclSyntax = "let store: StoreOf<\(feature)>"
      var members = declaration.memberBlock.members
      let indentation =
        members.first?.leadingTrivia.indentation
        ?? declaration.leadingTrivia.indentation + .spaces(2)
      let leadingTrivia: Trivia = .newline + indentation
      members.insert(
        MemberBlockItemSyntax(decl: storeDecl.with(\.leadingTrivia, leadingTrivia)),
        at: members.startIndex
      )
      var memberBlock = declaration.memberBlock.with(\.members, members)
      if !memberBlock.rightBrace.leadingTrivia.contains(where: \.isNewline) {
        memberBlock.rightBrace.leadingTrivia = .newline + declaration.leadingTrivia.indentation
      }
      context.diagnose(
        node,
        MacroDiagnostic(
          "'@ViewAction' requires a 'store' property of type 'StoreOf<\(feature)>'",
          id: "ViewAction.missingStore"
        ),
        fixIt: FixIt(
          message: MacroFixIt("Insert 'let store: StoreOf<\(feature)>'", id: "ViewAction.addStore"),
          changes: [
            .replace(oldNode: Syntax(declaration.memberBlock), newNode: Syntax(memberBlock))
          ]
        )
      )
      return []
    }
    return [
      """
      @discardableResult
      @MainActor
      func send(_ action: \(feature).Action.ViewAction) -> ComposableArchitecture.StoreTask {
        self.store.send(.view(action))
      }
      """
    ]
  }
}
