import SwiftSyntax
import SwiftSyntaxMacros

// Expansion contract of `@ReducerCaseEphemeral` and `@ReducerCaseIgnored`: nothing. They mark a
// case of an `@Reducer` enum; `@Reducer` reads them (see `ReducerMacro+Enum.swift`).

/// The `@ReducerCaseEphemeral` macro: marks a case of an `@Reducer` enum whose value is kept in
/// state as is (like an alert) rather than run as a child reducer.
public enum ReducerCaseEphemeralMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}

/// The `@ReducerCaseIgnored` macro: marks a case of an `@Reducer` enum as plain data, with no
/// reducer and no actions.
public enum ReducerCaseIgnoredMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
