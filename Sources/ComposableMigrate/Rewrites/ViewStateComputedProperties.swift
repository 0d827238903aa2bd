import SwiftSyntax

/// Seed 004, "Using @ObservableState" ("computed properties work"): the derived values of a
/// removed view state become `fileprivate` computed properties of the feature's `State`, in an
/// `extension Feature.State { … }` placed right after the view that used them.
extension MigrationRewriter {
  /// A `State` extension to add after the top-level declaration named `anchor`.
  struct StateExtension {
    var anchor: String
    var stateType: String
    var properties: [ViewStateInlining.ComputedProperty]
  }

  /// Records the computed properties of a view state whose view was migrated.
  func addStateExtension(for viewState: ViewStateInlining, anchor: String? = nil) {
    guard let stateType = viewState.stateType, !viewState.computedProperties.isEmpty,
      let anchor = anchor ?? typeStack.first?.name
    else { return }
    if let index = stateExtensions.firstIndex(where: {
      $0.anchor == anchor && $0.stateType == stateType
    }) {
      for property in viewState.computedProperties
      where !stateExtensions[index].properties.contains(where: { $0.name == property.name }) {
        stateExtensions[index].properties.append(property)
      }
    } else {
      stateExtensions.append(
        StateExtension(
          anchor: anchor, stateType: stateType, properties: viewState.computedProperties))
    }
  }

  /// The number of leading spaces of the source line `node` starts on.
  func lineIndentationCount(_ node: some SyntaxProtocol) -> Int {
    let line = converter.location(for: node.positionAfterSkippingLeadingTrivia).line
    return sourceLineIndentation(line).count
  }

  /// `file` with each recorded extension inserted after its anchor declaration (or at the end).
  static func insertingStateExtensions(_ extensions: [StateExtension], into file: SourceFileSyntax)
    -> SourceFileSyntax
  {
    guard !extensions.isEmpty else { return file }
    var items = Array(file.statements)
    for stateExtension in extensions {
      let text = ViewStateInlining.stateExtension(
        stateExtension.stateType, stateExtension.properties)
      guard var item = SyntaxText.statements(text).first else { continue }
      item.leadingTrivia = .newlines(2)
      let anchorIndex = items.lastIndex { Self.declaredName(of: $0) == stateExtension.anchor }
      items.insert(item, at: anchorIndex.map { $0 + 1 } ?? items.endIndex)
    }
    return file.with(\.statements, CodeBlockItemListSyntax(items))
  }

  /// `file` without the top-level view action mappings of `removed` (action type, view action).
  static func removingMappingExtensions(
    _ removed: [(actionType: String, viewAction: String)], from file: SourceFileSyntax
  ) -> SourceFileSyntax {
    guard !removed.isEmpty else { return file }
    let items: CodeBlockItemListSyntax = file.statements.filter { item in
      guard let declaration = item.item.as(ExtensionDeclSyntax.self),
        let initializer = declaration.memberBlock.members.first?.decl
          .as(InitializerDeclSyntax.self),
        declaration.memberBlock.members.count == 1,
        let parameter = initializer.signature.parameterClause.parameters.first
      else { return true }
      let viewAction = parameter.type.trimmedDescription.split(separator: ".").last.map(String.init)
      return !removed.contains {
        $0.actionType == declaration.extendedType.trimmedDescription
          && $0.viewAction == viewAction && parameter.firstName.text == "action"
      }
    }
    return file.with(\.statements, items)
  }

  private static func declaredName(of item: CodeBlockItemSyntax) -> String? {
    guard case .decl(let declaration) = item.item else { return nil }
    return declaration.asProtocol(NamedDeclSyntax.self)?.name.text
  }
}
