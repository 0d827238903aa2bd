import SwiftSyntax
import SwiftSyntaxMacros

// Expansion contract of `@ObservationStateIgnored`: nothing. It is a marker read by
// `@ObservableState` (the property is neither tracked nor listed in `_$storage(for:)`) and by
// `@ObservationStateTracked` (which leaves the property alone); the storage properties the
// library's macros generate carry it for the same reason.

/// The `@ObservationStateIgnored` macro: excludes a stored property of an `@ObservableState`
/// struct from observation.
public enum ObservationStateIgnoredMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
