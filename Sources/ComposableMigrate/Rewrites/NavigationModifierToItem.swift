import SwiftSyntax

/// Seeds 000 and 004: store-driven navigation modifiers become SwiftUI's own.
///
/// The three-argument form `.sheet(store: s.scope(state: \.$destination, action: \.destination),
/// state: \.editForm, action: { .editForm($0) })` first collapses into one scope (seed 000,
/// "Enum-driven navigation APIs"); then `.sheet(store: self.store.scope(state: \.$child, …))`
/// becomes `.sheet(item: self.$store.scope(state: \.child, …))` (seed 004) and the view's store
/// becomes `@Bindable`. `\.$destination.editForm` becomes `\.destination?.editForm`.
extension MigrationRewriter {
  /// Modifier name → label of the SwiftUI replacement's first argument (`nil`: unlabeled).
  static let navigationModifiers: [String: String?] = [
    "sheet": "item", "popover": "item", "fullScreenCover": "item",
    "navigationDestination": "item", "alert": nil, "confirmationDialog": nil,
  ]

  func convertNavigationModifier(
    _ call: FunctionCallExprSyntax, original: FunctionCallExprSyntax
  ) -> FunctionCallExprSyntax? {
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let newLabel = Self.navigationModifiers[member.declName.baseName.text],
      let first = call.arguments.first, first.label?.text == "store"
    else { return nil }
    let name = member.declName.baseName.text
    let arguments = Array(call.arguments)
    let stateIndex = arguments.firstIndex { $0.label?.text == "state" }
    let actionIndex = arguments.firstIndex { $0.label?.text == "action" }
    guard (stateIndex == nil) == (actionIndex == nil) else {
      warn(
        original, "'\(name)(store:)' has an unexpected shape; migrate it by hand",
        .navigationModifiers)
      return nil
    }
    var extraState = ScopePath(components: [])
    var extraAction = ScopePath(components: [])
    if let stateIndex, let actionIndex {
      guard let state = ScopePath(state: arguments[stateIndex].expression),
        let action = ScopePath(action: arguments[actionIndex].expression)
      else {
        warn(
          original,
          "the 'state:' and 'action:' of '\(name)(store:state:action:)' are not key "
            + "paths or case paths; fold them into the store's scope by hand", .enumNavigation)
        return nil
      }
      extraState = state
      extraAction = action
    }
    guard
      let scoped = projectedScope(
        first.expression, extraState: extraState, extraAction: extraAction, unwrap: true)
    else {
      warn(
        original,
        "'\(name)(store:)' can only be migrated when its store is "
          + "'store.scope(state:action:)' on the view's 'store'; use "
          + "'\(name)(\(newLabel.map { "\($0): " } ?? "")$store.scope(state:action:))'",
        .navigationModifiers)
      return nil
    }
    requireBindableStore()
    var newFirst = first.with(
      \.expression, scoped.with(\.leadingTrivia, first.expression.leadingTrivia))
    if let newLabel {
      newFirst = newFirst.with(\.label, first.label?.with(\.tokenKind, .identifier(newLabel)))
    } else {
      newFirst = newFirst.with(\.label, nil).with(\.colon, nil)
        .with(\.leadingTrivia, first.leadingTrivia)
    }
    var kept = [newFirst]
    for (index, argument) in arguments.enumerated().dropFirst()
    where index != stateIndex && index != actionIndex {
      kept.append(argument)
    }
    kept[kept.count - 1] = kept[kept.count - 1].with(\.trailingComma, nil)
    let converted = call.with(\.arguments, LabeledExprListSyntax(kept))
    return joiningArguments(converted, name: member, original: original) ?? converted
  }

  /// The modifier's arguments on one line (`.alert($store.scope(…))`) when they were spread over
  /// lines and now fit in 100 columns, as the guides write them.
  private func joiningArguments(
    _ call: FunctionCallExprSyntax, name: MemberAccessExprSyntax, original: FunctionCallExprSyntax
  ) -> FunctionCallExprSyntax? {
    guard let leftParen = call.leftParen, let rightParen = call.rightParen,
      let originalMember = original.calledExpression.as(MemberAccessExprSyntax.self),
      original.arguments.trimmedDescription.contains("\n")
        || rightParen.leadingTrivia
          .contains(where: \.isNewline)
    else { return nil }
    var arguments = Array(call.arguments)
    for index in arguments.indices {
      let argument = arguments[index]
      guard !argument.expression.trimmedDescription.contains("\n"),
        !argument.leadingTrivia.contains(where: \.isComment),
        !argument.trailingTrivia.contains(where: \.isComment)
      else { return nil }
      arguments[index] = argument.with(\.leadingTrivia, []).with(\.trailingTrivia, [])
      if index < arguments.count - 1 {
        arguments[index] = arguments[index].with(
          \.trailingComma, .commaToken(trailingTrivia: .space))
      }
    }
    let list = LabeledExprListSyntax(arguments)
    let text = "." + name.declName.baseName.text + "(" + list.description + ")"
    var closureOpening = ""
    if let closure = call.trailingClosure {
      closureOpening = " {" + (closure.signature.map { " " + $0.trimmedDescription } ?? "")
    }
    let column = converter.location(for: originalMember.period.positionAfterSkippingLeadingTrivia)
      .column
    guard column - 1 + text.count + closureOpening.count <= 100 else { return nil }
    return
      call
      .with(\.leftParen, leftParen.with(\.trailingTrivia, []))
      .with(\.arguments, list)
      .with(\.rightParen, rightParen.with(\.leadingTrivia, []))
  }

  /// `self.store.scope(state: K1, action: A1)` → `self.$store.scope(state: K1+K2, action: A1+A2)`
  /// (with `\.$x` projections unwrapped when `unwrap`), keeping the call's layout; or a plain
  /// `store` → `$store.scope(state: K2, action: A2)`.
  func projectedScope(
    _ expression: ExprSyntax, extraState: ScopePath, extraAction: ScopePath, unwrap: Bool,
    project: Bool = true
  ) -> ExprSyntax? {
    let isScopeCall =
      expression.as(FunctionCallExprSyntax.self).flatMap(SyntaxText.calleeName) == "scope"
    if !isScopeCall, !extraState.components.isEmpty {
      let state = unwrap ? extraState.unwrappingProjections : extraState
      guard
        let base = project ? SyntaxText.projectedStore(expression) : expression.trimmedDescription
      else { return nil }
      let text = "\(base).scope(state: \(state.keyPathText), action: \(extraAction.keyPathText))"
      return SyntaxText.expression(text).with(\.trailingTrivia, expression.trailingTrivia)
    }
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "scope", let base = member.base,
      call.arguments.count == 2,
      let stateArgument = call.arguments.first, stateArgument.label?.text == "state",
      let actionArgument = call.arguments.last, actionArgument.label?.text == "action",
      var state = ScopePath(state: stateArgument.expression),
      let action = ScopePath(action: actionArgument.expression)
    else { return nil }
    state = state.appending(extraState)
    if unwrap { state = state.unwrappingProjections }
    let fullAction = action.appending(extraAction)
    let newState = stateArgument.with(
      \.expression,
      SyntaxText.expression(state.keyPathText).with(
        \.trailingTrivia, stateArgument.expression.trailingTrivia))
    let newAction = actionArgument.with(
      \.expression,
      SyntaxText.expression(fullAction.keyPathText)
        .with(\.trailingTrivia, actionArgument.expression.trailingTrivia))
    var newBase = base
    if project {
      guard let projected = SyntaxText.projectedStore(base) else { return nil }
      newBase = SyntaxText.expression(projected).with(\.leadingTrivia, base.leadingTrivia)
        .with(\.trailingTrivia, base.trailingTrivia)
    }
    let newCall =
      call
      .with(\.calledExpression, ExprSyntax(member.with(\.base, newBase)))
      .with(\.arguments, LabeledExprListSyntax([newState, newAction]))
    return ExprSyntax(newCall)
  }
}
