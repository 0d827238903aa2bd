import SwiftSyntax

/// Seed 004: a view that derives bindings from its store (`$store.scope(…)`, `$store.text`) holds
/// it as `@Bindable var store` (`@Perception.Bindable var store` for `--target ios16`).
extension MigrationRewriter {
  static let bindableWrappers: Set<String> = ["Bindable", "Perception.Bindable", "State"]

  func makeStoreBindable(
    _ declaration: StructDeclSyntax, original: StructDeclSyntax, frame: TypeFrame
  ) -> StructDeclSyntax {
    guard frame.needsBindableStore else { return declaration }
    var members = declaration.memberBlock.members
    for index in members.indices {
      guard var variable = members[index].decl.as(VariableDeclSyntax.self),
        variable.bindings.count == 1,
        let binding = variable.bindings.first,
        binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "store",
        binding.accessorBlock == nil
      else { continue }
      if variable.attributes.contains(where: {
        Self.bindableWrappers.contains($0.attributeNameText)
      }) {
        return declaration
      }
      let wrapper = target == .ios16 ? "Perception.Bindable" : "Bindable"
      let leading = variable.leadingTrivia
      variable = variable.with(\.leadingTrivia, [])
      variable.bindingSpecifier = variable.bindingSpecifier.with(\.tokenKind, .keyword(.var))
      var attributes = variable.attributes
      attributes.insert(
        AttributeEditing.attribute(wrapper, leading: leading, trailing: .space),
        at: attributes.startIndex)
      variable.attributes = attributes
      members[index] = members[index].with(\.decl, DeclSyntax(variable))
      return declaration.with(\.memberBlock, declaration.memberBlock.with(\.members, members))
    }
    warn(
      original.name,
      "this view now derives bindings from its store; hold it as "
        + "'@Bindable var store' (or pass a bindable store)", .navigationModifiers)
    return declaration
  }
}
