import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

// Expansion contract of `@ObservationStateTracked` (added by `@ObservableState` to stored vars):
//
// For `var count = 0`:
// - accessors: an `init(initialValue)` accessor initializing `_count`, a `get` that reports the
//   access to `_$observationRegistrar` and reads `_count`, a `set` that goes through
//   `_$observationRegistrar.mutate(self, keyPath: \.count, &_count, newValue)` and a `_modify`
//   bracketed by `willModify`/`didModify` so in-place mutations are observed too.
// - peer: the storage `@ObservationStateIgnored var _count = 0`, keeping the property's type
//   annotation and initializer. The storage has no access modifier (key paths to it are formed
//   by `_$storage(for:)`), except `private` when the property itself is private or fileprivate.
//
// It does nothing on `let`, static, lazy, computed or multi-binding declarations, or on
// properties marked `@ObservationStateIgnored`.

/// The `@ObservationStateTracked` macro: routes a stored property of an `@ObservableState` struct
/// through the state's observation registrar, backed by an underscored storage property.
public enum ObservationStateTrackedMacro {
  /// The tracked property's name, when the macro applies to `declaration`.
  static func trackedName(_ declaration: some DeclSyntaxProtocol) -> TokenSyntax? {
    guard let variable = declaration.as(VariableDeclSyntax.self),
      ObservableStateMacro.isTracked(variable)
    else { return nil }
    return variable.singleIdentifier
  }
}

extension ObservationStateTrackedMacro: AccessorMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let name = trackedName(declaration) else { return [] }
    return [
      """
      @storageRestrictions(initializes: _\(name))
      init(initialValue) {
        _\(name) = initialValue
      }
      """,
      """
      get {
        _$observationRegistrar.access(self, keyPath: \\.\(name))
        return _\(name)
      }
      """,
      """
      set {
        _$observationRegistrar.mutate(self, keyPath: \\.\(name), &_\(name), newValue)
      }
      """,
      """
      _modify {
        let oldValue = _$observationRegistrar.willModify(self, keyPath: \\.\(name), &_\(name))
        defer {
          _$observationRegistrar.didModify(self, keyPath: \\.\(name), &_\(name), oldValue)
        }
        yield &_\(name)
      }
      """,
    ]
  }
}

extension ObservationStateTrackedMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let name = trackedName(declaration),
      let variable = declaration.as(VariableDeclSyntax.self),
      let binding = variable.bindings.first
    else { return [] }
    let access = variable.modifiers.isPrivate ? "private " : ""
    let type = binding.typeAnnotation.map { ": \($0.type.trimmedDescription)" } ?? ""
    let initializer = binding.initializer.map { " = \($0.value.trimmedDescription)" } ?? ""
    return [
      "@ObservationStateIgnored \(raw: access)var _\(name)\(raw: type)\(raw: initializer)"
    ]
  }
}
