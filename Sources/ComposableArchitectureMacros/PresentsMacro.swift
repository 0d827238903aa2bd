import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

// Expansion contract of `@Presents` on `var destination: Destination.State?` inside an
// `@ObservableState` struct:
// - accessors: an `init(initialValue)` accessor wrapping the value in
//   `ComposableArchitecture.PresentationState(wrappedValue:)`, and a `get`/`set` pair going through
//   `_$observationRegistrar` with the key path `\.destination` on `_destination.wrappedValue`.
// - peers: the projection `var $destination: ComposableArchitecture.PresentationState<Wrapped>`
//   (with `get`, `set` and `_modify`) that reducers use with `.ifLet(\.$destination, action:)`,
//   observed with the property's own key path `\.destination`: the property and its projection
//   are one piece of state, so a dismissal through either notifies observers of both (the
//   observable state's `_$notifyReplaced(_:)` maps `\.$destination` the same way), and the
//   storage
//   `@ObservationStateIgnored var _destination = ComposableArchitecture.PresentationState<Wrapped>(
//   wrappedValue: nil)`, whose initial value is the property's initializer when it has one (the
//   initializer also stays on the property, where it flows through the init accessor).
//
// The projection keeps the property's access level; the storage is `private` only when the
// property is private or fileprivate. The property must be a `var` with an explicit optional type
// (`T?` or `Optional<T>`); otherwise the macro emits an error and generates nothing.

/// The `@Presents` macro: stores optional child state in a
/// `ComposableArchitecture.PresentationState` while keeping the property observable, and exposes
/// the presentation state as `$name`.
public enum PresentsMacro {
  static let name = "Presents"

  struct Property {
    let variable: VariableDeclSyntax
    let name: TokenSyntax
    let wrapped: TypeSyntax
    let initializer: ExprSyntax?
  }

  /// Validates `declaration`, reporting a problem only when `diagnose` is set (the macro has two
  /// roles and each problem should be reported once).
  static func property(
    _ declaration: some DeclSyntaxProtocol,
    node: AttributeSyntax,
    context: some MacroExpansionContext,
    diagnose: Bool
  ) -> Property? {
    guard let variable = declaration.as(VariableDeclSyntax.self),
      variable.bindingSpecifier.tokenKind == .keyword(.var),
      variable.isInstance,
      let name = variable.singleIdentifier,
      let binding = variable.bindings.first,
      binding.accessorBlock == nil
    else {
      if diagnose {
        context.diagnose(
          node,
          MacroDiagnostic(
            "'@Presents' must be applied to a single stored 'var' property",
            id: "Presents.notStoredVar"
          ),
          fixIt: node.removeFixIt(macroName: Self.name)
        )
      }
      return nil
    }
    guard let wrapped = binding.typeAnnotation?.type.optionalWrappedType else {
      if diagnose {
        context.diagnose(
          binding.typeAnnotation.map { Syntax($0.type) } ?? Syntax(binding.pattern),
          MacroDiagnostic(
            "'@Presents' requires an explicit optional type, "
              + "e.g. `@Presents var destination: Destination.State?`",
            id: "Presents.optionalType"
          )
        )
      }
      return nil
    }
    return Property(
      variable: variable,
      name: name,
      wrapped: wrapped,
      initializer: binding.initializer?.value.trimmed
    )
  }
}

extension PresentsMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let property = property(declaration, node: node, context: context, diagnose: true)
    else { return [] }
    let name = property.name
    return [
      """
      @storageRestrictions(initializes: _\(name))
      init(initialValue) {
        _\(name) = ComposableArchitecture.PresentationState(wrappedValue: initialValue)
      }
      """,
      """
      get {
        _$observationRegistrar.access(self, keyPath: \\.\(name))
        return _\(name).wrappedValue
      }
      """,
      """
      set {
        _$observationRegistrar.mutate(self, keyPath: \\.\(name), &_\(name).wrappedValue, newValue)
      }
      """,
    ]
  }
}

extension PresentsMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let property = property(declaration, node: node, context: context, diagnose: false)
    else { return [] }
    let name = property.name
    let wrapped = property.wrapped
    let modifiers = property.variable.modifiers
    let access = modifiers.accessPrefix(keepPrivate: true)
    let storageAccess = modifiers.isPrivate ? "private " : ""
    let initialValue = property.initializer ?? "nil"
    return [
      """
      \(raw: access)var $\(name): ComposableArchitecture.PresentationState<\(wrapped)> {
        get {
          _$observationRegistrar.access(self, keyPath: \\.\(name))
          return _\(name).projectedValue
        }
        set {
          _$observationRegistrar.mutate(self, keyPath: \\.\(name), &_\(name).projectedValue, newValue)
        }
        _modify {
          let oldValue = _$observationRegistrar.willModify(self, keyPath: \\.\(name), &_\(name).projectedValue)
          defer {
            _$observationRegistrar.didModify(self, keyPath: \\.\(name), &_\(name).projectedValue, oldValue)
          }
          yield &_\(name).projectedValue
        }
      }
      """,
      """
      @ObservationStateIgnored \(raw: storageAccess)var _\(name) = ComposableArchitecture.PresentationState<\(wrapped)>(wrappedValue: \(initialValue))
      """,
    ]
  }
}
