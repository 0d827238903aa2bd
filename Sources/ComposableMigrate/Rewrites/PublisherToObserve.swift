import SwiftSyntax

/// Seed 002, "UIKitの場合": a UIKit controller that subscribed to its store's publisher observes
/// the state it reads instead.
///
/// ```swift
/// store.publisher.count.sink { [weak self] count in self?.label.text = "\(count)" }
///   .store(in: &cancellables)
/// store.publisher.map { "\($0.count)" }.assign(to: \.text, on: countLabel)
///   .store(in: &cancellables)
/// ```
///
/// both become
///
/// ```swift
/// observe { [weak self] in
///   guard let self else { return }
///   countLabel.text = "\(store.count)"
/// }
/// ```
///
/// `.map { … }`/`.map(\.x)` and `.removeDuplicates()` are folded in (observation only re-runs
/// on change). A `cancellables` property left unused is deleted. Other shapes stay as they are.
extension MigrationRewriter {
  /// Runs of adjacent `observe` blocks made from `assign(to:on:)` subscriptions, merged into one
  /// block (the guides' and Point-Free's form: one `observe` per screen). Each assignment only
  /// sets a view property to a value read from state, so re-running it when another value of
  /// the run changes sets the same value again. `converted` holds, for each index of `items`
  /// made from an `assign`, its indentation and assignment line.
  func mergingAssignmentObservations(
    _ items: [CodeBlockItemSyntax], converted: [Int: (indentation: String, body: String)]
  ) -> [CodeBlockItemSyntax] {
    guard converted.count > 1 else { return items }
    var result: [CodeBlockItemSyntax] = []
    var index = 0
    while index < items.count {
      guard let first = converted[index] else {
        result.append(items[index])
        index += 1
        continue
      }
      var bodies = [first.body]
      var end = index + 1
      while let next = converted[end], next.indentation == first.indentation,
        !items[end].leadingTrivia.contains(where: \.isComment)
      {
        bodies.append(next.body)
        end += 1
      }
      if bodies.count == 1 {
        result.append(items[index])
      } else {
        let inner = first.indentation + "  "
        let text =
          items[index].leadingTrivia.description + "observe { [weak self] in\n"
          + "\(inner)guard let self else { return }\n" + bodies.joined(separator: "\n") + "\n"
          + "\(first.indentation)}"
        if var merged = SyntaxText.statements(text).first {
          merged.trailingTrivia = merged.trailingTrivia + items[end - 1].trailingTrivia
          result.append(merged)
        } else {
          result.append(contentsOf: items[index..<end])
        }
      }
      index = end
    }
    return result
  }

  /// The replacement statement text for a publisher subscription statement, or `nil`.
  func convertPublisherSubscription(_ item: CodeBlockItemSyntax, original: CodeBlockItemSyntax)
    -> String?
  {
    guard case .expr(let expression) = item.item,
      let storeCall = expression.as(FunctionCallExprSyntax.self),
      let storeMember = storeCall.calledExpression.as(MemberAccessExprSyntax.self),
      storeMember.declName.baseName.text == "store", storeCall.arguments.count == 1,
      storeCall.arguments.first?.label?.text == "in",
      let cancellables = storeCall.arguments.first?.expression.as(InOutExprSyntax.self),
      let subscription = storeMember.base?.as(FunctionCallExprSyntax.self),
      let subscriptionMember = subscription.calledExpression.as(MemberAccessExprSyntax.self),
      var upstream = subscriptionMember.base
    else { return nil }
    var mapping: ExprSyntax?
    var keyPaths: [ScopePath] = []
    while let call = upstream.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
    {
      switch member.declName.baseName.text {
      case "removeDuplicates" where call.arguments.isEmpty && call.trailingClosure == nil:
        break
      case "removeDuplicates"
      where call.arguments.count == 1 && call.arguments.first?.label?.text == "by"
        && call.arguments.first?.expression.trimmedDescription == "==":
        break
      case "map" where mapping == nil && keyPaths.isEmpty && call.arguments.count > 1:
        // `.map(\.a, \.b)` publishes the tuple `(a, b)`.
        for argument in call.arguments {
          guard argument.label == nil,
            let keyPath = argument.expression.as(KeyPathExprSyntax.self), keyPath.root == nil,
            let path = ScopePath(keyPath: keyPath), !path.hasProjection
          else { return nil }
          keyPaths.append(path)
        }
      case "map" where mapping == nil && keyPaths.isEmpty:
        guard let transform = Self.onlyArgument(call) else { return nil }
        mapping = transform
      default:
        return nil
      }
      upstream = base
    }
    if !keyPaths.isEmpty {
      return convertTupleSubscription(
        subscription, member: subscriptionMember, upstream: upstream, keyPaths: keyPaths,
        cancellables: cancellables.expression, original: original)
    }
    guard let (observedText, wholeState) = observedValue(upstream) else { return nil }
    var valueText = observedText
    if let mapping {
      guard let mapped = Self.applying(mapping, to: observedText, wholeState: wholeState) else {
        return nil
      }
      valueText = mapped
    }
    let indentation = lineIndentation(of: original)
    let inner = indentation + "  "
    let body: String
    switch subscriptionMember.declName.baseName.text {
    case "assign":
      let arguments = Array(subscription.arguments)
      guard arguments.count == 2, arguments[0].label?.text == "to",
        arguments[1].label?.text == "on",
        let keyPath = arguments[0].expression.as(KeyPathExprSyntax.self), keyPath.root == nil,
        let target = ScopePath(keyPath: keyPath), !target.hasProjection
      else { return nil }
      let object = arguments[1].expression.trimmedDescription
      body = "\(inner)\(object).\(target.components.joined(separator: ".")) = \(valueText)"
    case "sink":
      let isPostfix =
        SyntaxText.expression(valueText).is(MemberAccessExprSyntax.self)
        || SyntaxText.expression(valueText).is(DeclReferenceExprSyntax.self)
      guard
        let closure = Self.onlyArgument(subscription, label: "receiveValue")?
          .as(ClosureExprSyntax.self),
        let text = sinkBody(
          closure, value: isPostfix ? valueText : "(\(valueText))",
          wholeState: wholeState && mapping == nil, indentation: inner)
      else { return nil }
      body = text
    default:
      return nil
    }
    noteConvertedSubscription(cancellables.expression)
    if subscriptionMember.declName.baseName.text == "assign" {
      lastConvertedAssignment = (indentation, body)
    }
    return "observe { [weak self] in\n\(inner)guard let self else { return }\n\(body)\n"
      + "\(indentation)}"
  }

  /// `publisher.map(\.a, \.b).sink { a, b in … }` → `observe { … }` reading each value from
  /// the store.
  private func convertTupleSubscription(
    _ subscription: FunctionCallExprSyntax, member: MemberAccessExprSyntax, upstream: ExprSyntax,
    keyPaths: [ScopePath], cancellables: ExprSyntax, original: CodeBlockItemSyntax
  ) -> String? {
    guard member.declName.baseName.text == "sink",
      let closure = Self.onlyArgument(subscription, label: "receiveValue")?
        .as(ClosureExprSyntax.self),
      let signature = closure.signature,
      case .simpleInput(let names) = signature.parameterClause, names.count == keyPaths.count,
      signature.capture == nil
        || signature.capture?.items.map(\.trimmedDescription) == ["weak self"]
    else { return nil }
    var values: [String] = []
    for path in keyPaths {
      guard
        let (value, _) = observedValue(
          path.components.reduce(upstream) {
            ExprSyntax(MemberAccessExprSyntax(base: $0, name: .identifier($1)))
          })
      else { return nil }
      let expression = SyntaxText.expression(value)
      let isPostfix =
        expression.is(MemberAccessExprSyntax.self) || expression.is(DeclReferenceExprSyntax.self)
      values.append(isPostfix ? value : "(\(value))")
    }
    var statements = Array(closure.statements)
    if let first = statements.first, Self.isSelfGuard(first) { statements.removeFirst() }
    guard !statements.isEmpty else { return nil }
    let indentation = lineIndentation(of: original)
    let inner = indentation + "  "
    var lines: [String] = []
    for (name, value) in zip(names, values)
    where name.name.text == "_" || !Self.mentions(name.name.text, in: statements) {
      lines.append("_ = \(value)")
    }
    for statement in statements {
      var text = OptionalSelfChaining().rewrite(statement).description
      for (name, value) in zip(names, values) where name.name.text != "_" {
        guard
          let substituted = ParameterSubstitution.substitute(
            SyntaxText.statements(text), parameter: name.name.text, storeText: value,
            isWholeState: false)
        else { return nil }
        text = substituted
      }
      let original = SyntaxText.indentation(of: statement.leadingTrivia)
      lines.append(SyntaxText.indent(SyntaxText.dedent(text, by: original.count), with: inner))
    }
    noteConvertedSubscription(cancellables)
    let body = lines.map { inner + $0 }.joined(separator: "\n")
    return "observe { [weak self] in\n\(inner)guard let self else { return }\n\(body)\n"
      + "\(indentation)}"
  }

  /// The sink closure's statements reading `value` from the store instead of a parameter.
  private func sinkBody(
    _ closure: ClosureExprSyntax, value: String, wholeState: Bool, indentation: String
  ) -> String? {
    var parameter = "$0"
    if let signature = closure.signature {
      if let capture = signature.capture {
        guard capture.items.count == 1, capture.items.first?.trimmedDescription == "weak self"
        else { return nil }
      }
      guard case .simpleInput(let names) = signature.parameterClause, names.count == 1 else {
        return nil
      }
      parameter = names.first!.name.text
    }
    var statements = Array(closure.statements)
    if let first = statements.first, Self.isSelfGuard(first) { statements.removeFirst() }
    guard !statements.isEmpty else { return nil }
    var lines: [String] = []
    if parameter == "_" || !Self.mentions(parameter, in: statements) {
      lines.append("_ = \(value)")
    }
    var rebound = false
    for statement in statements {
      let unchained = OptionalSelfChaining().rewrite(statement)
      let text: String
      if rebound {
        text = unchained.trimmedDescription
      } else if Self.isUnwrappingGuard(statement, of: parameter) {
        // `guard let value = value else { return }`: from here on `value` is the unwrapped
        // local, which the store's value now initializes.
        text = "guard let \(parameter) = \(value) else { return }"
        rebound = true
      } else {
        guard
          let substituted = ParameterSubstitution.substitute(
            unchained, parameter: parameter, storeText: value, isWholeState: wholeState)
        else { return nil }
        text = substituted
      }
      let original = SyntaxText.indentation(of: statement.leadingTrivia)
      let dedented = SyntaxText.dedent(text, by: original.count)
      lines.append(SyntaxText.indent(dedented, with: indentation))
    }
    return lines.map { indentation + $0 }.joined(separator: "\n")
  }

  /// Records a converted `.store(in: &cancellables)` on the enclosing type.
  private func noteConvertedSubscription(_ cancellables: ExprSyntax) {
    convertedPublisherSubscriptions = true
    guard !typeStack.isEmpty else { return }
    let name =
      cancellables.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      ?? cancellables.as(DeclReferenceExprSyntax.self)?.baseName.text
    guard let name else { return }
    typeStack[typeStack.count - 1].convertedSubscriptions[name, default: 0] += 1
  }

  /// Deletes each cancellables property whose every use was converted to `observe`.
  func removingUnusedCancellables(_ converted: [String: Int], from members: MemberBlockSyntax)
    -> MemberBlockSyntax
  {
    guard !converted.isEmpty else { return members }
    let kept = members.members.filter { member in
      guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindings.count == 1,
        let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?
          .identifier.text,
        let count = converted[name]
      else { return true }
      return ViewStateInlining.occurrences(of: name, in: root) != count + 1
    }
    return members.with(\.members, kept)
  }

  /// What a publisher publishes, read from the store (`store.publisher.a.b` → `store.a.b`,
  /// `viewStore.publisher.field` of a view-state view store → the field's read), and whether
  /// that is the whole state.
  private func observedValue(_ upstream: ExprSyntax) -> (String, Bool)? {
    if let (storeText, path) = Self.publisherPath(upstream) {
      let text = path.isEmpty ? storeText : "\(storeText).\(path.joined(separator: "."))"
      return (text, path.isEmpty)
    }
    var path: [String] = []
    var current = upstream
    while let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
      guard member.declName.argumentNames == nil else { return nil }
      if member.declName.baseName.text == "publisher" {
        guard let storeText = viewStateStoreText(base), let field = path.last,
          let read = viewStateRead(field, storeText: storeText)
        else { return nil }
        let rest = path.dropLast().reversed()
        let isPath = SyntaxText.expression(read).is(MemberAccessExprSyntax.self)
        let value = rest.isEmpty || isPath ? read : "(\(read))"
        return (([value] + rest).joined(separator: "."), false)
      }
      path.append(member.declName.baseName.text)
      current = base
    }
    return nil
  }

  /// `store.publisher.a.b` → (`store`, [`a`, `b`]); the store must be `store` or `self.store`.
  private static func publisherPath(_ expression: ExprSyntax) -> (String, [String])? {
    var path: [String] = []
    var current = expression
    while let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
      let name = member.declName.baseName.text
      guard member.declName.argumentNames == nil else { return nil }
      if name == "publisher" {
        guard isSimpleStoreReference(base), base.trimmedDescription.hasSuffix("store") else {
          return nil
        }
        return (base.trimmedDescription, path.reversed())
      }
      path.append(name)
      current = base
    }
    return nil
  }

  /// The value a `map` produces: `.map(\.x)` → `value.x`; `.map { "\($0.count)" }` → the
  /// closure's expression reading from `value`.
  private static func applying(_ transform: ExprSyntax, to value: String, wholeState: Bool)
    -> String?
  {
    if let keyPath = transform.as(KeyPathExprSyntax.self), keyPath.root == nil,
      let path = ScopePath(keyPath: keyPath), !path.hasProjection
    {
      return value + path.keyPathText.dropFirst()
    }
    guard let closure = transform.as(ClosureExprSyntax.self), closure.statements.count == 1,
      case .expr(let expression) = closure.statements.first?.item
    else { return nil }
    var parameter = "$0"
    if let signature = closure.signature {
      guard signature.capture == nil, case .simpleInput(let names) = signature.parameterClause,
        names.count == 1
      else { return nil }
      parameter = names.first!.name.text
    }
    return ParameterSubstitution.substitute(
      expression, parameter: parameter, storeText: value, isWholeState: wholeState)
  }

  /// The call's one argument (unlabelled, or with `label`) or its trailing closure.
  private static func onlyArgument(_ call: FunctionCallExprSyntax, label: String? = nil)
    -> ExprSyntax?
  {
    if let closure = call.trailingClosure, call.arguments.isEmpty { return ExprSyntax(closure) }
    guard call.trailingClosure == nil, call.arguments.count == 1,
      let argument = call.arguments.first,
      argument.label == nil || argument.label?.text == label
    else { return nil }
    return argument.expression
  }

  /// `guard let name = name else { return }` or `guard let name else { return }`.
  private static func isUnwrappingGuard(_ item: CodeBlockItemSyntax, of name: String) -> Bool {
    let text = item.trimmedDescription.filter { !$0.isWhitespace }
    return text == "guardlet\(name)=\(name)else{return}" || text == "guardlet\(name)else{return}"
  }

  /// `guard let self = self else { return }` or `guard let self else { return }`.
  private static func isSelfGuard(_ item: CodeBlockItemSyntax) -> Bool {
    let text = item.trimmedDescription.filter { !$0.isWhitespace }
    return text == "guardletself=selfelse{return}" || text == "guardletselfelse{return}"
  }

  private static func mentions(_ name: String, in statements: [CodeBlockItemSyntax]) -> Bool {
    statements.contains { $0.tokens(viewMode: .sourceAccurate).contains { $0.text == name } }
  }
}

/// `self?.x` → `self.x`, for code moved under `guard let self`.
private final class OptionalSelfChaining: SyntaxRewriter {
  init() { super.init(viewMode: .sourceAccurate) }

  override func visit(_ node: OptionalChainingExprSyntax) -> ExprSyntax {
    guard let reference = node.expression.as(DeclReferenceExprSyntax.self),
      reference.baseName.tokenKind == .keyword(.self)
    else { return super.visit(node) }
    return ExprSyntax(reference.with(\.trailingTrivia, node.trailingTrivia))
  }
}
