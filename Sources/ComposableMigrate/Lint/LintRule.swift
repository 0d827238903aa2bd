/// A lint rule from seed 003: an id, the guide's rationale, and a fix suggestion.
public struct LintRule: Hashable, Sendable {
  /// The rule id printed in brackets (`scope-in-computed-property`).
  public var id: String
  /// Why the rule exists, from the guide.
  public var rationale: String
  /// What to do instead.
  public var fix: String
  /// Where the guide explains it.
  public var reference: SeedReference

  /// Every rule the linter checks.
  public static let all: [LintRule] = [
    .scopeInComputedProperty, .childFeatureNotIntegrated, .parentReadsChildState,
    .childReducerBeforeParent,
  ]
}
