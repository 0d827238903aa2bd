import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

// Expansion contract of `@Entry var accent: String = "blue"` (ComposableViews), written in an
// `extension EnvironmentValues`:
// - accessors: `get { self[__Key_accent.self] }` and `set { self[__Key_accent.self] = newValue }`,
//   so the property reads and writes the environment through the key below.
// - peer: `private struct __Key_accent: ComposableViews.EnvironmentKey` whose computed
//   `static var defaultValue: String { "blue" }` evaluates the initializer on every read of an
//   unset value (no stored static, so a default that is not `Sendable` is fine in Swift 6). An
//   optional property without an initializer (`@Entry var thing: Thing?`) defaults to `nil`.
//
// The property keeps its own access level; the key is private to the file. Errors, each reported
// by one of the two roles and with nothing generated: a `let`, more than one binding (or a
// pattern that is not a plain name), a static property, a computed property or one with
// observers, a property without a type annotation, and a non-optional property without an
// initializer.

/// The `@Entry` macro of ComposableViews: turns a property declared in an extension of
/// `EnvironmentValues` into an environment value, with its initializer as the default.
public enum EntryMacro {
  static let name = "Entry"

  /// What the expansion needs from a valid `@Entry` property.
  struct Property {
    let name: TokenSyntax
    let type: TypeSyntax
    let defaultValue: ExprSyntax
  }

  /// The role of the macro being expanded: each problem is reported by one of them only.
  enum Role {
    case accessor, peer
  }

  /// Validates `declaration`, reporting its problems in the role that reports them: the peer
  /// role reports more than one binding (the compiler does not expand accessor macros there),
  /// the accessor role everything else.
  static func property(
    _ declaration: some DeclSyntaxProtocol,
    node: AttributeSyntax,
    context: some MacroExpansionContext,
    role: Role
  ) -> Property? {
    func report(
      _ node: some SyntaxProtocol, _ message: String, id: String, fixIt: FixIt? = nil,
      in reportingRole: Role = .accessor
    ) {
      guard role == reportingRole else { return }
      context.diagnose(node, MacroDiagnostic(message, id: "Entry.\(id)"), fixIt: fixIt)
    }
    guard let variable = declaration.as(VariableDeclSyntax.self) else {
      report(
        node, "'@Entry' can only be applied to a 'var' property", id: "notAProperty",
        fixIt: node.removeFixIt(macroName: name))
      return nil
    }
    guard variable.bindingSpecifier.tokenKind == .keyword(.var) else {
      report(
        variable.bindingSpecifier,
        "'@Entry' requires a 'var'; an environment value is read and written through accessors",
        id: "let",
        fixIt: FixIt(
          message: MacroFixIt("Replace 'let' with 'var'", id: "Entry.useVar"),
          changes: [
            .replace(
              oldNode: Syntax(variable.bindingSpecifier),
              newNode: Syntax(variable.bindingSpecifier.with(\.tokenKind, .keyword(.var)))
            )
          ]
        )
      )
      return nil
    }
    guard let propertyName = variable.singleIdentifier, let binding = variable.bindings.first
    else {
      report(
        variable.bindings, "'@Entry' requires a single property, e.g. '@Entry var accent: String'",
        id: "multipleBindings", in: .peer)
      return nil
    }
    guard variable.isInstance else {
      report(
        node, "'@Entry' cannot be applied to a static property", id: "static",
        fixIt: node.removeFixIt(macroName: name))
      return nil
    }
    guard binding.accessorBlock == nil else {
      report(
        node,
        "'@Entry' cannot be applied to a computed property; an entry's value comes from the "
          + "environment, with its initializer as the default",
        id: "computed", fixIt: node.removeFixIt(macroName: name))
      return nil
    }
    guard let type = binding.typeAnnotation?.type.trimmed else {
      report(
        binding.pattern,
        "'@Entry' requires an explicit type, e.g. '@Entry var accent: String = \"blue\"'",
        id: "missingType")
      return nil
    }
    if let initializer = binding.initializer?.value.trimmed {
      return Property(
        name: propertyName, type: type,
        defaultValue: dedent(initializer, by: variable.leadingTrivia.indentation))
    }
    guard type.optionalWrappedType != nil else {
      report(
        binding,
        "'@Entry' requires a default value for a non-optional type, "
          + "e.g. '@Entry var accent: String = \"blue\"'",
        id: "missingDefault")
      return nil
    }
    return Property(name: propertyName, type: type, defaultValue: "nil")
  }

  /// An initializer written over several lines, with the indentation of the property's line
  /// taken off its later lines, so that it sits in the key as it sat under the property.
  static func dedent(_ expression: ExprSyntax, by indentation: Trivia) -> ExprSyntax {
    let prefix = indentation.description
    guard !prefix.isEmpty else { return expression }
    let lines = expression.description.split(separator: "\n", omittingEmptySubsequences: false)
    let text = lines.enumerated().map { index, line in
      index > 0 && line.hasPrefix(prefix) ? line.dropFirst(prefix.count) : line
    }
    return "\(raw: text.joined(separator: "\n"))"
  }

  /// The name of the key type of a property: `__Key_accent` (without backticks, so a property
  /// named with a keyword gets a valid name).
  static func keyName(of property: Property) -> TokenSyntax {
    .identifier("__Key_\(property.name.identifier?.name ?? property.name.text)")
  }
}

extension EntryMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let property = property(declaration, node: node, context: context, role: .accessor)
    else { return [] }
    let key = keyName(of: property)
    return [
      """
      get {
        self[\(key).self]
      }
      """,
      """
      set {
        self[\(key).self] = newValue
      }
      """,
    ]
  }
}

extension EntryMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let property = property(declaration, node: node, context: context, role: .peer)
    else { return [] }
    return [
      """
      private struct \(keyName(of: property)): ComposableViews.EnvironmentKey {
        static var defaultValue: \(property.type) {
          \(property.defaultValue)
        }
      }
      """
    ]
  }
}
