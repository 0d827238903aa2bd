import SwiftSyntax

/// Seed 002, "UIKitの場合": a UIKit controller that kept a view store of its whole state,
/// `let viewStore: ViewStoreOf<Feature>` set by `self.viewStore = ViewStore(store, observe: { $0 })`,
/// reads and sends through `store` instead: the property and its assignment go, and every
/// `viewStore` becomes `store` (so `viewStore.publisher…` subscriptions then become
/// `observe { … }`). A view store of a view state or with `send:` is reported instead.
extension MigrationRewriter {
  /// The name of a whole-state view store property of `members` that can be replaced by `store`.
  static func replaceableViewStore(in members: MemberBlockItemListSyntax) -> String? {
    for (name, type) in viewStoreCandidates(in: members)
    where type.name.text == "ViewStoreOf" || type.name.text == "ViewStore" {
      let assignments = members.flatMap { member -> [CodeBlockItemSyntax] in
        guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { return [] }
        return initializer.body?.statements.filter { viewStoreAssignment($0, name: name) != nil }
          ?? []
      }
      let wholeState = assignments.allSatisfy { viewStoreAssignment($0, name: name) == true }
      return !assignments.isEmpty && wholeState ? name : nil
    }
    return nil
  }

  /// The properties of a controller's `members` that could hold its view store, in order:
  /// `let name: Type` (a plain type name, no value), when the members also hold a store.
  static func viewStoreCandidates(
    in members: MemberBlockItemListSyntax
  ) -> [(name: String, type: IdentifierTypeSyntax)] {
    guard MigrationPlan.storeFeature(of: members) != nil else { return [] }
    return members.compactMap { member in
      guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
        let binding = variable.bindings.first, binding.initializer == nil,
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let type = binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self)
      else { return nil }
      return (name, type)
    }
  }

  /// For `self.name = ViewStore(store, observe: …)`: whether it observes the whole state with
  /// no other argument; `nil` for any other statement.
  static func viewStoreAssignment(_ item: CodeBlockItemSyntax, name: String) -> Bool? {
    guard let call = viewStoreCall(item, name: name, onSelf: false) else { return nil }
    let arguments = Array(call.arguments)
    return arguments.count == 2 && arguments[1].label?.text == "observe"
      && isIdentityObservation(arguments[1].expression)
  }

  /// The replaceable view store of the innermost type, if any.
  var viewStoreAlias: String? {
    typeStack.last(where: { $0.viewStoreAlias != nil })?.viewStoreAlias
  }

  /// `viewStore` → `store` inside a type whose view store is replaced.
  func renameViewStoreReference(_ node: DeclReferenceExprSyntax) -> ExprSyntax? {
    guard let alias = viewStoreAlias, node.baseName.text == alias, node.argumentNames == nil
    else { return nil }
    return ExprSyntax(node.with(\.baseName, node.baseName.with(\.tokenKind, .identifier("store"))))
  }

  /// Whether `original` is the assignment of a replaced view store (to be deleted).
  func isReplacedViewStoreAssignment(_ original: CodeBlockItemSyntax) -> Bool {
    guard let alias = viewStoreAlias else { return false }
    return Self.viewStoreAssignment(original, name: alias) == true
  }

  /// `members` without the replaced view store property.
  func removingViewStoreProperty(_ alias: String?, from members: MemberBlockSyntax)
    -> MemberBlockSyntax
  {
    guard let alias else { return members }
    return members.with(
      \.members,
      members.members.filter {
        $0.decl.as(VariableDeclSyntax.self)?.bindings.first?.pattern
          .as(IdentifierPatternSyntax.self)?.identifier.text != alias
      })
  }
}
