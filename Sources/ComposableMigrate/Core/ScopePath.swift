import SwiftSyntax

/// A key path spelled as its components, e.g. `["$destination", "editForm"]` or
/// `["rows", "[id: id]"]`, recovered from the many ways legacy code names a child domain.
struct ScopePath: Equatable {
  var components: [String]

  /// The key path literal: `\.destination?.editForm`, `\.rows[id: id]`.
  var keyPathText: String {
    var text = "\\"
    for component in components {
      text += component.hasPrefix("[") ? component : ".\(component)"
    }
    return text
  }

  /// Appends `other`'s components.
  func appending(_ other: ScopePath) -> ScopePath {
    ScopePath(components: components + other.components)
  }

  /// Whether the path goes through a `@PresentationState` projection (`\.$child`).
  var hasProjection: Bool { components.contains { $0.hasPrefix("$") } }

  /// The path for observable presentation state: `\.$child` → `\.child`,
  /// `\.$destination.editForm` → `\.destination?.editForm`.
  var unwrappingProjections: ScopePath {
    var result: [String] = []
    for (index, component) in components.enumerated() {
      guard component.hasPrefix("$") else {
        result.append(component)
        continue
      }
      let name = String(component.dropFirst())
      result.append(index == components.count - 1 ? name : "\(name)?")
    }
    return ScopePath(components: result)
  }
}

extension ScopePath {
  /// Reads a state argument: `\.child`, `\.$destination`, `/Feature.State.activity`.
  init?(state expression: ExprSyntax) {
    if let keyPath = expression.as(KeyPathExprSyntax.self), keyPath.root == nil {
      self.init(keyPath: keyPath)
    } else if let keyPath = expression.as(KeyPathExprSyntax.self), keyPath.root != nil,
      case let parts = keyPath.trimmedDescription.dropFirst().split(separator: "."),
      parts.count >= 3, parts[parts.count - 2] == "State",
      let name = parts.last, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
    {
      // `\Feature.Path.State.detail`: a case key path spelled with its root type.
      self.init(components: [String(name)])
    } else if let casePath = Self.prefixCasePathName(expression, typeSuffix: "State") {
      self.init(components: [casePath])
    } else {
      return nil
    }
  }

  /// Reads an action argument: `\.child`, `{ .child($0) }`, `Feature.Action.child`,
  /// `/Action.child`, `{ .rows(.element(id: id, action: $0)) }`.
  init?(action expression: ExprSyntax) {
    if let keyPath = expression.as(KeyPathExprSyntax.self) {
      self.init(keyPath: keyPath)
    } else if let closure = expression.as(ClosureExprSyntax.self) {
      self.init(embeddingClosure: closure)
    } else if let name = Self.prefixCasePathName(expression, typeSuffix: "Action") {
      self.init(components: [name])
    } else if let member = expression.as(MemberAccessExprSyntax.self),
      let base = member.base, Self.isTypeName(base, endingWith: "Action")
    {
      self.init(components: [member.declName.baseName.text])
    } else {
      return nil
    }
  }

  /// `\.a.$b?[id: x]` without a root type.
  init?(keyPath: KeyPathExprSyntax) {
    guard keyPath.root == nil else { return nil }
    var result: [String] = []
    for element in keyPath.components {
      switch element.component {
      case .property(let property):
        guard property.genericArgumentClause == nil else { return nil }
        result.append(property.declName.baseName.text)
      case .optional(let optional):
        guard let last = result.popLast() else { return nil }
        result.append(last + optional.questionOrExclamationMark.text)
      case .subscript(let subscriptComponent):
        result.append("[\(subscriptComponent.arguments.trimmedDescription)]")
      default:
        return nil
      }
    }
    guard !result.isEmpty else { return nil }
    self.init(components: result)
  }

  /// `{ .child($0) }`, `{ Action.child($0) }`, `{ action in .child(action) }`,
  /// `{ .rows(.element(id: id, action: $0)) }`.
  init?(embeddingClosure closure: ClosureExprSyntax) {
    var parameter = "$0"
    if let signature = closure.signature {
      guard case .simpleInput(let names) = signature.parameterClause, names.count == 1,
        let name = names.first, signature.capture == nil,
        signature.effectSpecifiers == nil, signature.returnClause == nil
      else { return nil }
      parameter = name.name.text
    }
    guard closure.statements.count == 1, let item = closure.statements.first,
      case .expr(let body) = item.item
    else { return nil }
    var components: [String] = []
    guard Self.collectEmbedding(body, parameter: parameter, into: &components) else { return nil }
    self.init(components: components)
  }

  private static func collectEmbedding(
    _ expression: ExprSyntax, parameter: String, into components: inout [String]
  ) -> Bool {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text == parameter && !components.isEmpty
    }
    guard let call = expression.as(FunctionCallExprSyntax.self),
      call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.argumentNames == nil
    else { return false }
    if let base = member.base, !isTypeName(base, endingWith: "Action") { return false }
    let name = member.declName.baseName.text
    let arguments = Array(call.arguments)
    if name == "element", arguments.count == 2, arguments[0].label?.text == "id",
      arguments[1].label?.text == "action", !components.isEmpty
    {
      components.append("[id: \(arguments[0].expression.trimmedDescription)]")
      return collectEmbedding(arguments[1].expression, parameter: parameter, into: &components)
    }
    // A single labelled value (`.setNavigation(isActive: $0)`) is still the case's whole
    // payload, so its case key path is `\.setNavigation`.
    let wrapsParameter =
      arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter
    guard arguments.count == 1, arguments[0].label == nil || wrapsParameter else { return false }
    components.append(name)
    return collectEmbedding(arguments[0].expression, parameter: parameter, into: &components)
  }

  /// `/Feature.Action.child` → `child` (the type must end with `typeSuffix`).
  private static func prefixCasePathName(_ expression: ExprSyntax, typeSuffix: String) -> String? {
    guard let prefix = expression.as(PrefixOperatorExprSyntax.self),
      prefix.operator.text == "/",
      let member = prefix.expression.as(MemberAccessExprSyntax.self),
      member.declName.argumentNames == nil,
      let base = member.base, isTypeName(base, endingWith: typeSuffix)
    else { return nil }
    return member.declName.baseName.text
  }

  /// `Action`, `Feature.Action`, `ParentAction`.
  static func isTypeName(_ expression: ExprSyntax, endingWith suffix: String) -> Bool {
    let name: String
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else if let member = expression.as(MemberAccessExprSyntax.self), member.base != nil {
      name = member.declName.baseName.text
    } else {
      return false
    }
    return name.hasSuffix(suffix) && name.first?.isUppercase == true
  }
}
