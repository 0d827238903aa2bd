import SwiftSyntax

/// Seed 001, "Leaf node features", "Composition of features", "Optional and pullback reducers",
/// "For-each reducers" and "Dependencies": an environment reducer value in a common shape (see
/// `EnvironmentReducerShape`) becomes a `Reducer` conformance.
///
/// The state and action types keep their names (the conformance refers to them with
/// `typealias`es, so no other file changes); the environment's fields become `@Dependency`s;
/// the `combine` becomes `body`, with `pullback` → `Scope`, `optional().pullback` → `.ifLet`
/// and `forEach` → `.forEach` on the logic they ran before; the state and action enums become
/// `@CasePathable` for the case key paths. The old value stays as a bridge,
/// `AnyReducer<…> { _ in Login() }`, so callers still on environments keep building; a warning
/// lists the dependencies that need a `DependencyKey`.
struct EnvironmentReducerConversion {
  var shape: EnvironmentReducerShape
  /// The new type's name.
  var feature: String
  /// The environment's stored properties, which become `@Dependency`s.
  var dependencies: [String]
  /// State and action enums of this file that must be `@CasePathable`.
  var casePathableEnums: Set<String> = []
  private var scopes: [String: (state: String, action: String)] = [:]

  /// The conversion of `shape` declared in `root`, or `nil` when its environment or case paths
  /// are not in a form it handles. Children are checked separately (they may be in other files).
  init?(_ shape: EnvironmentReducerShape, in root: SourceFileSyntax) {
    guard let feature = EnvironmentReducerShape.featureName(for: shape.name),
      let environment = TypeDeclarations.structure(named: shape.environment, in: root)
    else { return nil }
    self.shape = shape
    self.feature = feature
    self.dependencies = TypeDeclarations.storedProperties(of: environment)
    let enums = TypeDeclarations.enumNames(in: root)
    for part in shape.parts {
      switch part {
      case .logic:
        continue
      case .scope(let child, let state, let action), .ifLet(let child, let state, let action):
        guard let actionCase = ScopePath(action: action), actionCase.components.count == 1,
          enums.contains(shape.action)
        else { return nil }
        casePathableEnums.insert(shape.action)
        var stateText = state.trimmedDescription
        if !state.is(KeyPathExprSyntax.self) {
          guard let stateCase = ScopePath(state: state), enums.contains(shape.state) else {
            return nil
          }
          casePathableEnums.insert(shape.state)
          stateText = stateCase.keyPathText
        }
        scopes[child] = (stateText, actionCase.keyPathText)
      case .forEach(let child, let state, let action):
        scopes[child] = (state.trimmedDescription, action.trimmedDescription)
      }
    }
  }

  /// The conformance and the bridge, or `nil` when a child is not converted too.
  func text(children: [String: String], visitedParts: [EnvironmentReducerShape.Part]) -> String? {
    let access = shape.isPublic ? "public " : ""
    var lines = ["\(access)struct \(feature): Reducer {"]
    lines.append("  \(access)typealias State = \(shape.state)")
    lines.append("  \(access)typealias Action = \(shape.action)")
    lines.append("")
    for dependency in dependencies {
      lines.append("  @Dependency(\\.\(dependency)) var \(dependency)")
    }
    if !dependencies.isEmpty { lines.append("") }
    lines.append("  \(access)init() {}")
    lines.append("")
    lines.append("  \(access)var body: some Reducer<State, Action> {")
    var pending: [String] = []
    for part in visitedParts {
      switch part {
      case .logic(let closure, let environment):
        guard let logic = Self.logicText(closure, environment: environment) else { return nil }
        lines.append(logic)
        lines.append(contentsOf: pending)
        pending = []
      case .scope(let child, _, _):
        guard let type = children[child], let scope = scopes[child] else { return nil }
        lines.append("    Scope(state: \(scope.state), action: \(scope.action)) {")
        lines.append("      \(type)()")
        lines.append("    }")
      case .ifLet(let child, _, _), .forEach(let child, _, _):
        guard let type = children[child], let scope = scopes[child] else { return nil }
        let name: String
        if case .ifLet = part { name = "ifLet" } else { name = "forEach" }
        pending.append("    .\(name)(\(scope.state), action: \(scope.action)) {")
        pending.append("      \(type)()")
        pending.append("    }")
      }
    }
    guard pending.isEmpty else { return nil }
    lines.append("  }")
    lines.append("}")
    lines.append("")
    lines.append(
      "/// Bridges ``\(feature)`` into code still built from environment reducers; delete it once "
        + "they use `\(feature)()`.")
    lines.append(
      "\(access)let \(shape.name) = AnyReducer<\(shape.state), \(shape.action), "
        + "\(shape.environment)> { _ in \(feature)() }")
    return lines.joined(separator: "\n")
  }

  /// `Reduce { state, action in … }` with the environment read from `self`.
  private static func logicText(_ closure: ClosureExprSyntax, environment: String?) -> String? {
    guard case .simpleInput(let names) = closure.signature?.parameterClause, names.count == 3
    else { return nil }
    let parameters = names.prefix(2).map(\.name.text)
    var body = closure.statements.description
    if let environment {
      guard
        let substituted = ParameterSubstitution.substitute(
          closure.statements, parameter: environment, storeText: "self", isWholeState: false)
      else { return nil }
      let firstLine = body.split(separator: "\n").first { !$0.allSatisfy(\.isWhitespace) }
      body = "\n" + String(firstLine?.prefix { $0 == " " } ?? "") + substituted
    }
    let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
      .drop { $0.allSatisfy(\.isWhitespace) }
    let indentation =
      lines.filter { !$0.allSatisfy(\.isWhitespace) }
      .map { $0.prefix { $0 == " " }.count }.min() ?? 0
    let reindented = lines.map { line -> String in
      line.allSatisfy(\.isWhitespace) ? "" : "      " + line.dropFirst(indentation)
    }
    var result = ["    Reduce { \(parameters.joined(separator: ", ")) in"]
    result.append(contentsOf: reindented)
    while result.last == "" { result.removeLast() }
    result.append("    }")
    return result.joined(separator: "\n")
  }
}

/// Finding declarations by name in a file.
enum TypeDeclarations {
  static func structure(named name: String, in root: SourceFileSyntax) -> StructDeclSyntax? {
    root.statements.lazy.compactMap { $0.item.as(StructDeclSyntax.self) }.first {
      $0.name.text == name
    }
  }

  static func enumNames(in root: SourceFileSyntax) -> Set<String> {
    Set(root.statements.compactMap { $0.item.as(EnumDeclSyntax.self)?.name.text })
  }

  /// Stored instance properties, in order.
  static func storedProperties(of declaration: StructDeclSyntax) -> [String] {
    declaration.memberBlock.members.flatMap { member -> [String] in
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        !variable.modifiers.contains(where: {
          $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
        })
      else { return [] }
      return variable.bindings.compactMap { binding in
        guard binding.accessorBlock == nil else { return nil }
        return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      }
    }
  }
}
