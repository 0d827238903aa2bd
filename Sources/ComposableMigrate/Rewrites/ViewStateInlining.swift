import SwiftSyntax

/// Seed 004, "Using @ObservableState" and seed 002, "ViewState で算出されていたプロパティ":
/// a view state only copies (or derives) values from the feature's state, so once the state is
/// observable each view-state property becomes a read of `store`.
///
/// `struct ViewState { let title: String; init(state: Feature.State) { self.title = state.name } }`
/// turns `viewStore.title` into `store.name`; a derived value (`self.isEmpty =
/// state.rows.isEmpty`) is inlined (`store.rows.isEmpty`); a `@BindingViewState` field
/// (`self._text = store.$text`) turns `viewStore.$text` into `$store.text`. A view state with
/// any other statement, computed properties or methods is reported instead.
struct ViewStateInlining {
  /// How a read of each view-state property is spelled against the store.
  var reads: [String: String] = [:]
  /// How `viewStore.$field` is spelled against the bindable store.
  var bindings: [String: String] = [:]

  /// Reads `declaration`'s single initializer; `storeText` is the view's store (`self.store`),
  /// `projectedText` its `$` projection, if the store can be bindable.
  init?(_ declaration: StructDeclSyntax, storeText: String, projectedText: String?) {
    let members = declaration.memberBlock.members.map(\.decl)
    let initializers = members.compactMap { $0.as(InitializerDeclSyntax.self) }
    guard initializers.count == 1, let initializer = initializers.first,
      let body = initializer.body,
      initializer.signature.parameterClause.parameters.count == 1,
      let parameter = initializer.signature.parameterClause.parameters.first
    else { return nil }
    for member in members {
      if member.is(InitializerDeclSyntax.self) { continue }
      guard let variable = member.as(VariableDeclSyntax.self),
        variable.bindings.allSatisfy({ $0.accessorBlock == nil && $0.initializer == nil })
      else { return nil }
    }
    let name = (parameter.secondName ?? parameter.firstName).text
    for item in body.statements {
      guard let assignment = Self.assignment(item) else { return nil }
      if assignment.field.hasPrefix("_") {
        let field = String(assignment.field.dropFirst())
        guard let projectedText,
          let source = assignment.value.as(MemberAccessExprSyntax.self),
          source.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == name,
          source.declName.baseName.text.hasPrefix("$")
        else { return nil }
        let stateField = source.declName.baseName.text.dropFirst()
        bindings[field] = "\(projectedText).\(stateField)"
        reads[field] = "\(storeText).\(stateField)"
      } else {
        guard
          let text = ParameterSubstitution.substitute(
            assignment.value, parameter: name, storeText: storeText, isWholeState: true)
        else { return nil }
        reads[assignment.field] = text
      }
    }
    guard !reads.isEmpty else { return nil }
  }

  /// `self.field = value` or `field = value` (`value` may be a whole operator sequence).
  private static func assignment(_ item: CodeBlockItemSyntax) -> (field: String, value: ExprSyntax)?
  {
    guard case .expr(let expression) = item.item,
      let sequence = expression.as(SequenceExprSyntax.self),
      sequence.elements.count >= 3
    else { return nil }
    let elements = Array(sequence.elements)
    guard elements[1].is(AssignmentExprSyntax.self),
      !elements.dropFirst(2).contains(where: { $0.is(AssignmentExprSyntax.self) })
    else { return nil }
    let value =
      elements.count == 3
      ? elements[2]
      : SyntaxText.expression(elements.dropFirst(2).map(\.description).joined())
    let target = elements[0]
    if let member = target.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      return (member.declName.baseName.text, value)
    }
    if let reference = target.as(DeclReferenceExprSyntax.self) {
      return (reference.baseName.text, value)
    }
    return nil
  }

  /// The struct named `name` in `root`, preferring one nested in a type named `owner`.
  static func declaration(named name: String, owner: String?, in root: SourceFileSyntax)
    -> StructDeclSyntax?
  {
    let finder = StructFinder(name: name)
    finder.walk(root)
    let nested = finder.found.first {
      $0.parent?.parent?.parent?.parent?.as(StructDeclSyntax.self)?.name.text == owner
    }
    return nested ?? (finder.found.count == 1 ? finder.found.first : nil)
  }

  /// How many times the identifier `name` appears in `root`.
  static func occurrences(of name: String, in root: SourceFileSyntax) -> Int {
    root.tokens(viewMode: .sourceAccurate).filter { $0.text == name }.count
  }
}

extension MigrationRewriter {
  /// Deletes the view state `name` from the enclosing view once nothing else in the file uses
  /// it (its declaration and the one `\(name).init` are its only mentions).
  func removeViewStateIfUnused(_ name: String) {
    guard !typeStack.isEmpty, ViewStateInlining.occurrences(of: name, in: root) == 2 else { return }
    typeStack[typeStack.count - 1].removedViewStates.insert(name)
  }

  func removingViewStates(_ names: Set<String>, from declaration: StructDeclSyntax)
    -> StructDeclSyntax
  {
    guard !names.isEmpty else { return declaration }
    let members = declaration.memberBlock.members.filter {
      guard let nested = $0.decl.as(StructDeclSyntax.self) else { return true }
      return !names.contains(nested.name.text)
    }
    return declaration.with(\.memberBlock, declaration.memberBlock.with(\.members, members))
  }
}

/// Collects struct declarations with a given name.
private final class StructFinder: SyntaxVisitor {
  let name: String
  var found: [StructDeclSyntax] = []

  init(name: String) {
    self.name = name
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.name.text == name { found.append(node) }
    return .visitChildren
  }
}
