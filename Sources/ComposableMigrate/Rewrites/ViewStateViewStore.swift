import Foundation
import SwiftSyntax

/// Seed 002, "UIKitの場合" and "ViewState で算出されていたプロパティ": a UIKit controller that
/// kept a view store of a view state,
///
/// ```swift
/// let viewStore: ViewStore<ViewState, ViewAction>
/// self.viewStore = ViewStore(store, observe: ViewState.init, send: Feature.Action.init)
/// ```
///
/// reads and sends through `store` instead: `viewStore.title` becomes a read of `store` (see
/// ``ViewStateInlining``), `viewStore.publisher.title` subscriptions become `observe { … }`
/// (see `PublisherToObserve`), `viewStore.send(.viewAction)` sends the mapped feature action
/// (see ``ViewActionMapping``). When no use of the view store is left, the property, its
/// assignment, the view state, the view action enum and its mapping go; otherwise they stay and
/// the remaining uses are reported.
struct ViewStateViewStore {
  var name: String
  var viewStateName: String
  var viewState: ViewStateInlining
  var viewActionName: String?
  var mapping: ViewActionMapping?
}

extension MigrationRewriter {
  /// The view-state view store of a controller's `members`, when every piece has a known shape.
  func viewStateViewStore(in members: MemberBlockItemListSyntax) -> ViewStateViewStore? {
    for (name, type) in Self.viewStoreCandidates(in: members) {
      guard type.name.text == "ViewStore", let generics = type.genericArgumentClause?.arguments,
        generics.count == 2
      else { continue }
      let calls = members.flatMap { member -> [FunctionCallExprSyntax] in
        guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { return [] }
        return initializer.body?.statements.compactMap { Self.viewStoreCall($0, name: name) } ?? []
      }
      guard calls.count == 1, let call = calls.first else { return nil }
      let arguments = Array(call.arguments)
      guard arguments.count == 2 || arguments.count == 3,
        arguments[0].label == nil,
        arguments[0].expression.trimmedDescription == "store"
          || arguments[0].expression.trimmedDescription == "self.store",
        arguments[1].label?.text == "observe",
        let viewStateName = Self.viewStateName(arguments[1].expression),
        let declaration = members.lazy.compactMap({ $0.decl.as(StructDeclSyntax.self) })
          .first(where: { $0.name.text == viewStateName }),
        let viewState = ViewStateInlining(
          declaration, storeText: Self.storePlaceholder, projectedText: nil,
          stateMembers: { self.plan.members(ofState: $0) },
          lineIndentation: { self.lineIndentationCount($0) })
      else { return nil }
      var result = ViewStateViewStore(
        name: name, viewStateName: viewStateName, viewState: viewState)
      if arguments.count == 3 {
        guard arguments[2].label?.text == "send",
          let send = arguments[2].expression.as(MemberAccessExprSyntax.self),
          send.declName.baseName.tokenKind == .keyword(.`init`), let actionType = send.base,
          let viewAction = generics.last?.argument.trimmedDescription,
          let mapping = ViewActionMapping(
            actionType: actionType.trimmedDescription, viewAction: viewAction, in: root)
        else { return nil }
        result.viewActionName = viewAction
        result.mapping = mapping
      }
      return result
    }
    return nil
  }

  /// `ViewStore(…)` in `self.name = ViewStore(…)` (with `onSelf` false, in `<any>.name = …`
  /// too).
  static func viewStoreCall(
    _ item: CodeBlockItemSyntax, name: String, onSelf: Bool = true
  ) -> FunctionCallExprSyntax? {
    guard case .expr(let expression) = item.item,
      let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3
    else { return nil }
    let elements = Array(sequence.elements)
    guard elements[1].is(AssignmentExprSyntax.self),
      let target = elements[0].as(MemberAccessExprSyntax.self),
      !onSelf
        || target.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
      target.declName.baseName.text == name,
      let call = elements[2].as(FunctionCallExprSyntax.self),
      SyntaxText.calleeName(call) == "ViewStore"
    else { return nil }
    return call
  }

  /// The view-state view store of the innermost type that has one.
  var viewStateStore: ViewStateViewStore? {
    typeStack.last(where: { $0.viewStateStore != nil })?.viewStateStore
  }

  /// `store`/`self.store` when `expression` is `viewStore`/`self.viewStore` of a view-state
  /// view store.
  func viewStateStoreText(_ expression: ExprSyntax?) -> String? {
    guard let expression, let alias = viewStateStore else { return nil }
    if expression.as(DeclReferenceExprSyntax.self)?.baseName.text == alias.name {
      return "store"
    }
    if let member = expression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == alias.name,
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      return "self.store"
    }
    return nil
  }

  /// The store's spelling in a view-state view store's reads, replaced at each use.
  static let storePlaceholder = "__viewStateStore__"

  /// A view-state field read through `storeText` (`store` or `self.store`).
  func viewStateRead(_ field: String, storeText: String) -> String? {
    guard let read = viewStateStore?.viewState.reads[field] else { return nil }
    readViewStateFields.insert(field)
    return read.replacingOccurrences(of: Self.storePlaceholder, with: storeText)
  }

  /// `viewStore.send(.action)` → `store.send(<mapped action>)`.
  func convertViewStateSend(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "send", let storeText = viewStateStoreText(member.base),
      call.arguments.count == 1, call.trailingClosure == nil,
      let argument = call.arguments.first, argument.label == nil
    else { return nil }
    var action = argument.expression.trimmedDescription
    if let mapping = viewStateStore?.mapping {
      guard let mapped = mapping.translate(argument.expression) else { return nil }
      action =
        BindingKeyPathUnwrapping(fields: plan.removedBindingFields)
        .rewrite(SyntaxText.expression(mapped)).trimmedDescription
    }
    return SyntaxText.expression("\(storeText).send(\(action))")
      .with(\.leadingTrivia, call.leadingTrivia).with(\.trailingTrivia, call.trailingTrivia)
  }

  /// `viewStore.field` → its read through `store`.
  func convertViewStateRead(_ node: MemberAccessExprSyntax) -> ExprSyntax? {
    guard let storeText = viewStateStoreText(node.base), node.declName.argumentNames == nil,
      let read = viewStateRead(node.declName.baseName.text, storeText: storeText)
    else { return nil }
    let expression = SyntaxText.expression(read)
    let text =
      expression.is(MemberAccessExprSyntax.self) || expression.is(DeclReferenceExprSyntax.self)
      ? read : "(\(read))"
    return SyntaxText.expression(text)
      .with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
  }

  /// After a controller was visited: records its computed properties and, when nothing uses the
  /// view store any more, deletes it with its assignment, view state and view actions.
  func finishingViewStateStore(
    _ alias: ViewStateViewStore, in declaration: ClassDeclSyntax, original: ClassDeclSyntax
  ) -> ClassDeclSyntax {
    var used = alias.viewState
    used.computedProperties.removeAll { !readViewStateFields.contains($0.name) }
    readViewStateFields = []
    addStateExtension(for: used, anchor: typeStack.first?.name ?? declaration.name.text)
    let remaining = declaration.memberBlock.tokens(viewMode: .sourceAccurate)
      .filter { $0.text == alias.name }.count
    guard remaining == 2 else {
      warn(
        original.name,
        "'\(alias.name)' is still used in ways the migrator cannot translate; read and send "
          + "through 'store' there, then delete the view store", .usingObservableState)
      return declaration
    }
    var removedTypes: Set<String> = []
    if ViewStateInlining.occurrences(of: alias.viewStateName, in: root) == 3 {
      removedTypes.insert(alias.viewStateName)
    }
    if let viewAction = alias.viewActionName, let mapping = alias.mapping,
      ViewStateInlining.occurrences(of: viewAction, in: root) == 3
    {
      removedTypes.insert(viewAction)
      removedMappingExtensions.append((mapping.actionType, viewAction))
    }
    let members = declaration.memberBlock.members.compactMap { member -> MemberBlockItemSyntax? in
      let decl = member.decl
      if let variable = decl.as(VariableDeclSyntax.self),
        variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
          == alias.name
      {
        return nil
      }
      if let named = decl.asProtocol(NamedDeclSyntax.self), removedTypes.contains(named.name.text),
        decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self)
      {
        return nil
      }
      guard let initializer = decl.as(InitializerDeclSyntax.self), let body = initializer.body
      else { return member }
      let statements: CodeBlockItemListSyntax = body.statements.filter {
        Self.viewStoreCall($0, name: alias.name) == nil
      }
      return member.with(
        \.decl, DeclSyntax(initializer.with(\.body, body.with(\.statements, statements))))
    }
    return declaration.with(
      \.memberBlock,
      declaration.memberBlock.with(\.members, MemberBlockItemListSyntax(members)))
  }
}

/// `\.$field` → `\.field` for fields whose `@BindingState` goes away.
final class BindingKeyPathUnwrapping: SyntaxRewriter {
  let fields: Set<String>

  init(fields: Set<String>) {
    self.fields = fields
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: KeyPathPropertyComponentSyntax) -> KeyPathPropertyComponentSyntax {
    let name = node.declName.baseName.text
    guard name.hasPrefix("$"), fields.contains(String(name.dropFirst())) else { return node }
    return node.with(
      \.declName,
      node.declName.with(
        \.baseName, node.declName.baseName.with(\.tokenKind, .identifier(String(name.dropFirst())))
      ))
  }
}
