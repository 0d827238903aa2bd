import SwiftSyntax

/// A legacy environment reducer value in one of the shapes seed 001 converts step by step:
///
/// ```swift
/// public let loginReducer = Reducer<LoginState, LoginAction, LoginEnvironment>.combine(
///   twoFactorReducer.optional().pullback(state: \.twoFactor, action: /LoginAction.twoFactor,
///     environment: { … }),
///   .init { state, action, environment in … }
/// )
/// ```
///
/// or a single `Reducer<State, Action, Environment> { state, action, environment in … }`.
/// Children are `child.pullback(state:action:environment:)` (a `Scope`),
/// `child.optional().pullback(…)` (an `ifLet` on the parent logic that follows it) and
/// `child.forEach(state:action:environment:)` (a `forEach` on the parent logic that follows it).
struct EnvironmentReducerShape {
  /// One element of the `combine`.
  enum Part {
    /// The reducer's own logic: the closure and the name of its environment parameter.
    case logic(ClosureExprSyntax, environment: String?)
    /// A child reducer value scoped to `state`/`action`.
    case scope(child: String, state: ExprSyntax, action: ExprSyntax)
    /// A child run on optional state, before the logic that follows it.
    case ifLet(child: String, state: ExprSyntax, action: ExprSyntax)
    /// A child run on each element of a collection, before the logic that follows it.
    case forEach(child: String, state: ExprSyntax, action: ExprSyntax)
  }

  /// The variable's name (`loginReducer`).
  var name: String
  /// Whether the variable is `public`.
  var isPublic: Bool
  var state: String
  var action: String
  var environment: String
  var parts: [Part]

  /// The child reducer values this one composes.
  var children: [String] {
    parts.compactMap {
      switch $0 {
      case .logic: return nil
      case .scope(let child, _, _), .ifLet(let child, _, _), .forEach(let child, _, _):
        return child
      }
    }
  }

  /// The reducer type that replaces the value: `loginReducer` → `Login`; `appReducer` →
  /// `AppFeature` (so it does not shadow SwiftUI's `App`).
  static func featureName(for variable: String) -> String? {
    guard variable.hasSuffix("Reducer"), variable.count > "Reducer".count,
      variable.first?.isLowercase == true
    else { return nil }
    let stem = variable.dropLast("Reducer".count)
    let name = stem.prefix(1).uppercased() + stem.dropFirst()
    return name == "App" ? "AppFeature" : name
  }

  /// Reads `declaration` (`[public] let name = Reducer<S, A, E>…`), or `nil` for other shapes.
  init?(_ declaration: VariableDeclSyntax) {
    guard declaration.bindingSpecifier.tokenKind == .keyword(.let),
      declaration.attributes.isEmpty, declaration.bindings.count == 1,
      let binding = declaration.bindings.first, binding.typeAnnotation == nil,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
      Self.featureName(for: name) != nil,
      let call = binding.initializer?.value.as(FunctionCallExprSyntax.self)
    else { return nil }
    let modifiers = declaration.modifiers.map(\.name.text)
    guard modifiers.allSatisfy({ $0 == "public" || $0 == "internal" }) else { return nil }
    self.name = name
    self.isPublic = modifiers.contains("public")
    let root: GenericSpecializationExprSyntax
    if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      member.declName.baseName.text == "combine",
      let specialization = member.base?.as(GenericSpecializationExprSyntax.self)
    {
      root = specialization
      guard call.trailingClosure == nil, !call.arguments.isEmpty else { return nil }
      var parts: [Part] = []
      for argument in call.arguments {
        guard argument.label == nil, let part = Self.part(argument.expression) else { return nil }
        parts.append(part)
      }
      self.parts = parts
    } else if let specialization = call.calledExpression.as(GenericSpecializationExprSyntax.self),
      let logic = Self.logic(call)
    {
      root = specialization
      self.parts = [logic]
    } else {
      return nil
    }
    guard root.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Reducer" else {
      return nil
    }
    let types = root.genericArgumentClause.arguments.map { $0.argument.trimmedDescription }
    guard types.count == 3 else { return nil }
    (state, action, environment) = (types[0], types[1], types[2])
    guard isOrdered else { return nil }
  }

  /// Children run before the parent logic in a `combine` become `ifLet`/`forEach` on it: that
  /// keeps the order only when each such child comes right before the one logic closure.
  private var isOrdered: Bool {
    let logicIndices = parts.indices.filter {
      if case .logic = parts[$0] { return true } else { return false }
    }
    for (index, part) in parts.enumerated() {
      switch part {
      case .ifLet, .forEach:
        guard logicIndices.count == 1, let logic = logicIndices.first, index < logic,
          parts[index..<logic].allSatisfy({
            switch $0 {
            case .ifLet, .forEach: return true
            default: return false
            }
          })
        else { return false }
      default:
        continue
      }
    }
    return logicIndices.count <= 1
  }

  private static func part(_ expression: ExprSyntax) -> Part? {
    guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
    if let logic = logic(call) { return logic }
    guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      call.trailingClosure == nil
    else { return nil }
    let labels = call.arguments.map { $0.label?.text }
    guard labels == ["state", "action", "environment"] else { return nil }
    let arguments = Array(call.arguments)
    let (state, action) = (arguments[0].expression, arguments[1].expression)
    switch member.declName.baseName.text {
    case "pullback":
      if let child = member.base?.as(DeclReferenceExprSyntax.self) {
        return .scope(child: child.baseName.text, state: state, action: action)
      }
      guard let optional = member.base?.as(FunctionCallExprSyntax.self),
        optional.arguments.isEmpty, optional.trailingClosure == nil,
        let optionalMember = optional.calledExpression.as(MemberAccessExprSyntax.self),
        optionalMember.declName.baseName.text == "optional",
        let child = optionalMember.base?.as(DeclReferenceExprSyntax.self),
        state.is(KeyPathExprSyntax.self)
      else { return nil }
      return .ifLet(child: child.baseName.text, state: state, action: action)
    case "forEach":
      guard let child = member.base?.as(DeclReferenceExprSyntax.self),
        state.is(KeyPathExprSyntax.self)
      else { return nil }
      return .forEach(child: child.baseName.text, state: state, action: action)
    default:
      return nil
    }
  }

  /// `.init { s, a, e in … }`, `Reducer { … }` or `Reducer<S, A, E> { … }`.
  private static func logic(_ call: FunctionCallExprSyntax) -> Part? {
    let callee = call.calledExpression
    let isInit =
      callee.as(MemberAccessExprSyntax.self).map {
        $0.base == nil && $0.declName.baseName.tokenKind == .keyword(.`init`)
      } ?? false
    let isReducer =
      callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "Reducer"
      || callee.as(GenericSpecializationExprSyntax.self)?.expression
        .as(DeclReferenceExprSyntax.self)?.baseName.text == "Reducer"
    guard isInit || isReducer, call.arguments.isEmpty, call.additionalTrailingClosures.isEmpty,
      let closure = call.trailingClosure, let signature = closure.signature,
      signature.capture == nil,
      case .simpleInput(let names) = signature.parameterClause, names.count == 3
    else { return nil }
    let environment = names.last!.name.text
    return .logic(closure, environment: environment == "_" ? nil : environment)
  }
}
