import SwiftSyntax

/// Adding, renaming and removing attributes while keeping the declaration's comments and layout.
enum AttributeEditing {
  /// The index of the attribute named `name` (`BindingState`, `Perception.Bindable`).
  static func index(of name: String, in attributes: AttributeListSyntax) -> AttributeListSyntax
    .Index?
  {
    attributes.firstIndex { $0.attributeNameText == name }
  }

  /// Removes the attribute at `index`, moving its leading trivia to what follows it.
  static func removing(
    _ index: AttributeListSyntax.Index, from declaration: VariableDeclSyntax
  ) -> VariableDeclSyntax {
    var attributes = declaration.attributes
    let removed = attributes[index]
    attributes.remove(at: index)
    var result = declaration.with(\.attributes, attributes)
    if attributes.isEmpty {
      result = result.with(\.attributes, [])
      var modifiers = result.modifiers
      if let first = modifiers.first {
        modifiers[modifiers.startIndex] = first.with(\.leadingTrivia, removed.leadingTrivia)
        return result.with(\.modifiers, modifiers)
      }
      result.bindingSpecifier.leadingTrivia = removed.leadingTrivia
      return result
    }
    if index == declaration.attributes.startIndex, let first = attributes.first {
      attributes[attributes.startIndex] = first.with(\.leadingTrivia, removed.leadingTrivia)
      result = result.with(\.attributes, attributes)
    }
    return result
  }

  /// An attribute `@name` followed by `trailing`.
  static func attribute(_ name: String, leading: Trivia, trailing: Trivia)
    -> AttributeListSyntax.Element
  {
    .attribute(
      AttributeSyntax(
        leadingTrivia: leading, atSign: .atSignToken(),
        attributeName: TypeSyntax(IdentifierTypeSyntax(name: .identifier(name))),
        trailingTrivia: trailing))
  }

  /// `declaration` with `@name` on a line of its own in front of it, after its comments.
  static func prepending<Declaration: DeclGroupSyntax>(_ name: String, to declaration: Declaration)
    -> Declaration
  {
    let leading = declaration.leadingTrivia
    let indentation = SyntaxText.indentation(of: leading)
    var result = declaration.with(
      \.leadingTrivia, Trivia(pieces: indentation.map { $0 == "\t" ? .tabs(1) : .spaces(1) }))
    var attributes = result.attributes
    attributes.insert(
      attribute(name, leading: leading, trailing: .newline), at: attributes.startIndex)
    result.attributes = attributes
    return result
  }
}
