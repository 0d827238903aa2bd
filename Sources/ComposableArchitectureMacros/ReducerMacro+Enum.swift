import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

// Expansion contract of `@Reducer` on an enum of reducers:
//
// Each case is read as one of (see `ReducerCase.Role`):
// - a reducer, `case editForm(EditForm)` (one unlabeled-or-labeled value of a named type; a default
//   value, `case counter(Counter = Counter(step: 2))`, is the reducer to run): state
//   `EditForm.State`, action `EditForm.Action`, scoped in `body`, a store in `CaseScope`;
// - ephemeral, `case alert(AlertState<Alert>)` / `ConfirmationDialogState<…>` or any case marked
//   `@ReducerCaseEphemeral`: state is the value itself, action the alert's action type (or
//   `T.Action`), the value itself in `CaseScope`;
// - plain data, any other case (`case meeting(Meeting, syncUp: SyncUp)`, `case empty`, or marked
//   `@ReducerCaseIgnored`): state is the case as written, action `Swift.Never` (unless the enum
//   declares its own `Action` with a one-value case of that name: then `CaseScope` holds a store
//   of that state and action), the values themselves in `CaseScope`.
//
// Cases inside `#if` blocks keep their clause in everything generated per case.
//
// Members, each only when the enum does not declare it itself (keeping what the user wrote):
// - `State`, an `@CasePathable @dynamicMemberLookup @ObservableState` enum conforming to
//   `CaseReducerState` (plus the conformances named by `@Reducer(state: .equatable, …)`);
// - `Action`, a `@CasePathable` enum (plus those named by `action: …`);
// - `static var body`, scoping each reducer case inside `CombineReducers` (`EmptyReducer` when
//   there is none); not generated when the enum declares `body` (static or not) or `reduce`;
// - `CaseScope` and `@MainActor static func scope(_:)` turning a store into a value to switch
//   over. `CaseScope` is case pathable, its paths written out here rather than by `@CasePathable`
//   (a macro expanding inside this one crashed Swift 6.3.1 on same-named enum reducers in two
//   namespaces), so that a binding to an optional destination store is followed by one of its
//   cases: `$store.scope(state: \.$destination, action: \.destination).alert`.
// Generated members carry the enum's access level (public/package/internal).
// - extension: `ComposableArchitecture.CaseReducer` and `ComposableArchitecture.Reducer`.

extension ReducerMacro {
  /// One case of an `@Reducer` enum.
  struct ReducerCase {
    enum Role {
      /// A reducer: `reducer` is the expression that builds it.
      case reducer(type: TypeSyntax, reducer: String)
      /// A value kept as is in state whose actions are `action`.
      case ephemeral(type: TypeSyntax, action: TypeSyntax)
      /// Plain data; `action` is the case's action type when the enum declares its own `Action`.
      case data(action: TypeSyntax?)
    }

    let element: EnumCaseElementSyntax
    let role: Role

    var name: String { element.name.trimmed.text }

    /// The case as written, without default values.
    var plainCase: String {
      guard let parameters = element.parameterClause?.parameters else { return name }
      let list = parameters.map {
        $0.with(\.defaultValue, nil).with(\.trailingComma, nil).trimmedDescription
      }
      return "\(name)(\(list.joined(separator: ", ")))"
    }

    /// The single value's type, if the case holds exactly one value.
    var singleType: TypeSyntax? {
      guard let parameters = element.parameterClause?.parameters, parameters.count == 1 else {
        return nil
      }
      return parameters.first?.type.trimmed
    }

    var stateCase: String {
      switch role {
      case .reducer(let type, _): "case \(name)(\(type).State)"
      case .ephemeral, .data: "case \(plainCase)"
      }
    }

    var actionCase: String {
      switch role {
      case .reducer(let type, _): "case \(name)(\(type).Action)"
      case .ephemeral(_, let action): "case \(name)(\(action))"
      case .data(let action): "case \(name)(\(action?.trimmedDescription ?? "Swift.Never"))"
      }
    }

    /// The store `CaseScope` holds for this case, if it holds one rather than the values.
    var caseScopeStore: String? {
      switch role {
      case .reducer(let type, _):
        return "ComposableArchitecture.StoreOf<\(type)>"
      case .data(let action?):
        return singleType.map { "ComposableArchitecture.Store<\($0), \(action.trimmed)>" }
      case .ephemeral, .data:
        return nil
      }
    }

    var caseScopeCase: String {
      caseScopeStore.map { "case \(name)(\($0))" } ?? "case \(plainCase)"
    }

    /// The case's path in `CaseScope.AllCasePaths`, for a case with at most one value (a case
    /// with more values has none, as `@CasePathable` gives none to a case no single value holds).
    func caseScopeCasePath(access: String) -> String? {
      let payload: String
      let embed: String
      let extract: String
      if let parameters = element.parameterClause?.parameters {
        guard parameters.count == 1, let parameter = parameters.first else { return nil }
        let label = parameter.firstName.map { "\($0.text): " } ?? ""
        payload = caseScopeStore ?? parameter.type.trimmedDescription
        embed = "{ CaseScope.\(name)(\(label)$0) }"
        extract = "guard case let .\(name)(value) = $0 else { return nil }\nreturn value"
      } else {
        payload = "Swift.Void"
        embed = "{ CaseScope.\(name) }"
        extract = "guard case .\(name) = $0 else { return nil }\nreturn ()"
      }
      return """
        \(access)var \(name): CasePaths.AnyCasePath<CaseScope, \(payload)> {
        CasePaths.AnyCasePath(
        embed: \(embed),
        extract: {
        \(extract)
        }
        )
        }

        """
    }

    var scopeSwitchCase: String {
      if caseScopeStore != nil {
        return """
          case .\(name):
          return .\(name)(store.scope(\\.\(name), action: \\.\(name))!)

          """
      }
      guard let parameters = element.parameterClause?.parameters else {
        return "case .\(name):\nreturn .\(name)\n"
      }
      let bindings = (0..<parameters.count).map { "v\($0)" }
      let arguments = zip(parameters, bindings).map { parameter, binding in
        parameter.firstName.map { "\($0.text): \(binding)" } ?? binding
      }
      return """
        case let .\(name)(\(bindings.joined(separator: ", "))):
        return .\(name)(\(arguments.joined(separator: ", ")))

        """
    }

    var bodyScope: String? {
      guard case .reducer(_, let reducer) = role else { return nil }
      return """
        ComposableArchitecture.Scope(\
        state: \\Self.State.Cases.\(name), action: \\Self.Action.Cases.\(name)) {
        \(reducer)
        }

        """
    }
  }

  /// The role of one case of the enum, given the attributes of its `case` declaration and the
  /// action types of the enum's own `Action`, if it declares one.
  static func reducerCase(
    _ element: EnumCaseElementSyntax,
    attributes: AttributeListSyntax,
    declaredActions: [String: TypeSyntax]?
  ) -> ReducerCase {
    let parameters = element.parameterClause?.parameters ?? []
    guard !attributes.contains(named: "ReducerCaseIgnored"), parameters.count == 1,
      let parameter = parameters.first, parameter.type.isNominal
    else {
      return ReducerCase(
        element: element, role: .data(action: declaredActions?[element.name.text]))
    }
    let type = parameter.type.trimmed
    if ["AlertState", "ConfirmationDialogState"].contains(type.baseName),
      type.genericArguments.count == 1
    {
      return ReducerCase(
        element: element, role: .ephemeral(type: type, action: type.genericArguments[0].trimmed))
    }
    if attributes.contains(named: "ReducerCaseEphemeral") {
      return ReducerCase(element: element, role: .ephemeral(type: type, action: "\(type).Action"))
    }
    let reducer = parameter.defaultValue?.value.trimmedDescription ?? "\(type)()"
    return ReducerCase(element: element, role: .reducer(type: type, reducer: reducer))
  }

  /// The single value type of each case of the enum's own `Action`, or `nil` when it declares
  /// none.
  static func declaredActionTypes(_ declaration: EnumDeclSyntax) -> [String: TypeSyntax]? {
    guard
      let action = declaration.memberBlock.members
        .compactMap({ $0.decl.as(EnumDeclSyntax.self) })
        .first(where: { $0.name.text == "Action" })
    else { return nil }
    var types: [String: TypeSyntax] = [:]
    for member in action.memberBlock.members {
      for element in member.decl.as(EnumCaseDeclSyntax.self)?.elements ?? [] {
        if let parameters = element.parameterClause?.parameters, parameters.count == 1,
          let type = parameters.first?.type
        {
          types[element.name.text] = type.trimmed
        }
      }
    }
    return types
  }

  /// The conformances named by `label:` in `@Reducer(state: .equatable, action: .sendable)`.
  static func conformances(_ node: AttributeSyntax, label: String) -> [String] {
    guard case .argumentList(let arguments) = node.arguments else { return [] }
    var current: String?
    var names: [String] = []
    for argument in arguments {
      if let argumentLabel = argument.label?.text { current = argumentLabel }
      guard current == label,
        let name = argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      else { continue }
      names.append(name.prefix(1).uppercased() + name.dropFirst())
    }
    return names
  }

  static func enumMembers(
    _ declaration: EnumDeclSyntax,
    node: AttributeSyntax,
    in context: some MacroExpansionContext
  ) -> [DeclSyntax] {
    let members = declaration.memberBlock.members
    let trees = EnumCaseTree.read(members)
    let declaredActions = declaredActionTypes(declaration)
    /// The code `line` gives for each case, in the `#if` clauses that hold the cases.
    func rendered(_ line: (ReducerCase) -> String?) -> String {
      EnumCaseTree.render(trees) { element, attributes in
        line(reducerCase(element, attributes: attributes, declaredActions: declaredActions))
          .map { $0.hasSuffix("\n") ? $0 : $0 + "\n" }
      }
    }
    let typeNames = nestedTypeNames(members)
    let access = declaration.modifiers.accessPrefix()
    let enumName = declaration.name.trimmed.text
    var decls: [DeclSyntax] = []

    if !typeNames.contains("State") {
      let stateConformances =
        ["ComposableArchitecture.CaseReducerState"] + conformances(node, label: "state")
      decls.append(
        """
        @CasePathable
        @dynamicMemberLookup
        @ObservableState
        \(raw: access)enum State: \(raw: stateConformances.joined(separator: ", ")) {
        \(raw: access)typealias StateReducer = \(raw: enumName)
        \(raw: rendered(\.stateCase))}
        """
      )
    }
    if !typeNames.contains("Action") {
      let actionConformances = conformances(node, label: "action")
      let inheritance =
        actionConformances.isEmpty ? "" : ": " + actionConformances.joined(separator: ", ")
      decls.append(
        """
        @CasePathable
        \(raw: access)enum Action\(raw: inheritance) {
        \(raw: rendered(\.actionCase))}
        """
      )
    }
    if !declaresBody(members) {
      let scopes = rendered(\.bodyScope)
      decls.append(
        """
        @ComposableArchitecture.ReducerBuilder<Self.State, Self.Action>
        \(raw: access)static var body: some ComposableArchitecture.Reducer<Self.State, Self.Action> {
        \(raw: scopes.isEmpty
          ? "ComposableArchitecture.EmptyReducer<Self.State, Self.Action>()\n"
          : "ComposableArchitecture.CombineReducers {\n\(scopes)}\n")}
        """
      )
    }
    if !typeNames.contains("CaseScope") {
      decls.append(
        """
        \(raw: access)enum CaseScope: CasePaths.CasePathable {
        \(raw: rendered(\.caseScopeCase))
        \(raw: access)struct AllCasePaths {
        \(raw: rendered { $0.caseScopeCasePath(access: access) })}
        \(raw: access)static var allCasePaths: AllCasePaths { AllCasePaths() }
        }
        """
      )
    }
    let declaresScope = members.contains {
      $0.decl.as(FunctionDeclSyntax.self)?.name.text == "scope"
    }
    if !declaresScope {
      decls.append(
        """
        @MainActor
        \(raw: access)static func scope(_ store: ComposableArchitecture.Store<Self.State, Self.Action>) -> CaseScope {
        switch store.state {
        \(raw: rendered(\.scopeSwitchCase))}
        }
        """
      )
    }
    return decls
  }
}
