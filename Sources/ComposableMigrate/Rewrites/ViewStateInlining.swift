import SwiftSyntax

/// Seed 004, "Using @ObservableState" and seed 002, "ViewState で算出されていたプロパティ":
/// a view state only copies (or derives) values from the feature's state, so once the state is
/// observable each view-state property becomes a read of `store`.
///
/// `struct ViewState { let title: String; init(state: Feature.State) { self.title = state.name } }`
/// turns `viewStore.title` into `store.name`; a `@BindingViewState` field (`self._text =
/// store.$text`) turns `viewStore.$text` into `$store.text`. A derived value (`self.isEmpty =
/// state.rows.isEmpty`) becomes a computed property of the feature's `State`, declared
/// `fileprivate` in the view's file (`extension Feature.State { fileprivate var isEmpty: Bool {
/// self.rows.isEmpty } }`), read as `store.isEmpty`, as the guides recommend; when the feature's
/// `State` is not among the migrated files, or already has a member of that name, the value is
/// inlined at each read instead (`store.rows.isEmpty`), which cannot collide with anything. A view
/// state with any other statement, computed properties or methods is reported instead.
struct ViewStateInlining {
  /// How a read of each view-state property is spelled against the store.
  var reads: [String: String] = [:]
  /// How `viewStore.$field` is spelled against the bindable store.
  var bindings: [String: String] = [:]
  /// The state type the view state is made from (`Feature.State`), as written.
  var stateType: String?
  /// Derived values that become computed properties of `stateType`, in declaration order.
  var computedProperties: [ComputedProperty] = []

  /// A derived view-state value declared on the feature's `State`.
  struct ComputedProperty: Equatable {
    var name: String
    var type: String
    /// The value, reading `self` (the state); continuation lines indented from column 0.
    var value: String

    /// The declaration, indented by two spaces inside its extension.
    var declaration: String {
      let single = "  fileprivate var \(name): \(type) { \(value) }"
      if !value.contains("\n"), single.count <= ViewStoreReferenceRewriter.lineLength {
        return single
      }
      let lines = value.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.isEmpty ? "" : "    \($0)" }
      return "  fileprivate var \(name): \(type) {\n" + lines.joined(separator: "\n") + "\n  }"
    }
  }

  /// Reads `declaration`'s single initializer; `storeText` is the view's store (`self.store`),
  /// `projectedText` its `$` projection, if the store can be bindable.
  /// `stateMembers` looks up the member names of a state type (`nil` when it is unknown);
  /// `lineIndentation` gives the indentation of the source line a node starts on.
  init?(
    _ declaration: StructDeclSyntax, storeText: String, projectedText: String?,
    stateMembers: (String) -> Set<String>? = { _ in nil },
    lineIndentation: @escaping (any SyntaxProtocol) -> Int = { _ in 0 }
  ) {
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
    stateType = Self.stateType(of: parameter.type)
    let fields = Fields(
      parameter: name, storeText: storeText, projectedText: projectedText,
      knownMembers: stateType.flatMap(stateMembers), types: Self.fieldTypes(of: declaration),
      lineIndentation: lineIndentation)
    for item in body.statements {
      guard let assignment = Self.assignment(item) else { return nil }
      let field =
        assignment.field.hasPrefix("_") ? String(assignment.field.dropFirst()) : assignment.field
      guard add(field, assignment.value, start: assignment.start, fields) else { return nil }
    }
    guard !reads.isEmpty else { return nil }
  }

  /// Reads the view state built by a `BindingViewStore` extension's computed property,
  /// `extension BindingViewStore<Feature.State> { var view: FeatureView.ViewState {
  /// FeatureView.ViewState(text: self.$text, isEmpty: self.rows.isEmpty) } }`, whose view state
  /// `declaration` only declares stored properties.
  init?(
    property: VariableDeclSyntax, in extensionDeclaration: ExtensionDeclSyntax,
    viewState declaration: StructDeclSyntax, storeText: String, projectedText: String?,
    stateMembers: (String) -> Set<String>?, lineIndentation: @escaping (any SyntaxProtocol) -> Int
  ) {
    guard
      declaration.memberBlock.members.allSatisfy({
        $0.decl.as(VariableDeclSyntax.self)?.bindings.allSatisfy {
          $0.accessorBlock == nil && $0.initializer == nil
        } ?? false
      }),
      let type = extensionDeclaration.extendedType.as(IdentifierTypeSyntax.self),
      type.name.text == "BindingViewStore",
      let state = type.genericArgumentClause?.arguments.first?.argument.trimmedDescription,
      property.bindings.count == 1, let binding = property.bindings.first,
      case .getter(let body)? = binding.accessorBlock?.accessors, body.count == 1,
      case .expr(let expression)? = body.first?.item,
      let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil
    else { return nil }
    stateType = state
    let fields = Fields(
      parameter: "self", storeText: storeText, projectedText: projectedText,
      knownMembers: stateMembers(state), types: Self.fieldTypes(of: declaration),
      lineIndentation: lineIndentation)
    for argument in call.arguments {
      guard let label = argument.label?.text,
        add(label, argument.expression, start: argument.expression, fields)
      else { return nil }
    }
    guard !reads.isEmpty else { return nil }
  }

  /// What reading one view-state field needs to know.
  private struct Fields {
    var parameter: String
    var storeText: String
    var projectedText: String?
    var knownMembers: Set<String>?
    var types: [String: String]
    var lineIndentation: (any SyntaxProtocol) -> Int
  }

  /// Records how `field`, made from `value` (reading `fields.parameter`), is read from the store:
  /// a binding (`state.$text`), a direct read, a computed property or an inlined value.
  private mutating func add(
    _ field: String, _ value: ExprSyntax, start: ExprSyntax, _ fields: Fields
  ) -> Bool {
    let storeText = fields.storeText
    if let source = value.as(MemberAccessExprSyntax.self),
      source.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == fields.parameter,
      source.declName.baseName.text.hasPrefix("$")
    {
      guard let projectedText = fields.projectedText else { return false }
      let stateField = source.declName.baseName.text.dropFirst()
      bindings[field] = "\(projectedText).\(stateField)"
      reads[field] = "\(storeText).\(stateField)"
      return true
    }
    guard
      let text = ParameterSubstitution.substitute(
        value, parameter: fields.parameter, storeText: storeText, isWholeState: true)
    else { return false }
    if let knownMembers = fields.knownMembers, stateType != nil, let type = fields.types[field],
      !knownMembers.contains(field),
      !Self.isPlainRead(text, of: field, storeText: storeText),
      let computed = ParameterSubstitution.substitute(
        value, parameter: fields.parameter, storeText: "self", isWholeState: false)
    {
      let indentation = fields.lineIndentation(start)
      computedProperties.append(
        ComputedProperty(
          name: field, type: type, value: SyntaxText.dedent(computed, by: indentation)))
      reads[field] = "\(storeText).\(field)"
    } else {
      reads[field] = text
    }
    return true
  }

  /// The declared type of each stored property of a view state.
  private static func fieldTypes(of declaration: StructDeclSyntax) -> [String: String] {
    var types: [String: String] = [:]
    for member in declaration.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings {
        if let field = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let type = binding.typeAnnotation?.type.trimmedDescription
        {
          types[field] = type
        }
      }
    }
    return types
  }

  /// `Feature.State` for a parameter of type `Feature.State` or `BindingViewStore<Feature.State>`.
  private static func stateType(of type: TypeSyntax) -> String? {
    if let identifier = type.as(IdentifierTypeSyntax.self),
      identifier.name.text == "BindingViewStore",
      let argument = identifier.genericArgumentClause?.arguments.first,
      identifier.genericArgumentClause?.arguments.count == 1
    {
      return argument.argument.trimmedDescription
    }
    let text = type.trimmedDescription
    return text.hasSuffix(".State") ? text : nil
  }

  /// Whether `text` only reads a path of the store ending in `field` (`store.syncUp.theme` for
  /// `theme`): such a copy stays a direct read.
  private static func isPlainRead(_ text: String, of field: String, storeText: String) -> Bool {
    guard text.hasPrefix(storeText + "."), text.hasSuffix(field) else { return false }
    let path = text.dropFirst(storeText.count + 1)
    return path.split(separator: ".").last.map(String.init) == field
      && path.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
  }

  /// The `extension … { … }` declaring `properties` on `stateType`.
  static func stateExtension(_ stateType: String, _ properties: [ComputedProperty]) -> String {
    "extension \(stateType) {\n" + properties.map(\.declaration).joined(separator: "\n") + "\n}"
  }

  /// `self.field = value` or `field = value` (`value` may be a whole operator sequence).
  private static func assignment(_ item: CodeBlockItemSyntax) -> (
    field: String, value: ExprSyntax, start: ExprSyntax
  )? {
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
      return (member.declName.baseName.text, value, elements[2])
    }
    if let reference = target.as(DeclReferenceExprSyntax.self) {
      return (reference.baseName.text, value, elements[2])
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
  /// it (its declaration, the one `\(name).init` and `otherMentions` known uses are its only
  /// mentions); returns whether it goes.
  @discardableResult
  func removeViewStateIfUnused(_ name: String, otherMentions: Int = 0) -> Bool {
    guard !typeStack.isEmpty,
      ViewStateInlining.occurrences(of: name, in: root) == 2 + otherMentions
    else { return false }
    typeStack[typeStack.count - 1].removedViewStates.insert(name)
    return true
  }

  func removingViewStates(_ names: Set<String>, from declaration: StructDeclSyntax)
    -> StructDeclSyntax
  {
    guard !names.isEmpty else { return declaration }
    let members = declaration.memberBlock.members.filter {
      if let nested = $0.decl.as(StructDeclSyntax.self) { return !names.contains(nested.name.text) }
      if let nested = $0.decl.as(EnumDeclSyntax.self) { return !names.contains(nested.name.text) }
      return true
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
