/// An enum that hands out the case path of the case any of its values is in.
///
/// `@Reducer` conforms a feature's `Action` enum (through `@_CasePathLookup`), so that operators
/// can trade a case key path for the enum's own generated case path once, when they are built.
/// Extracting through a case key path boxes the action and projects a key path on every call;
/// the generated case path is a `switch`.
public protocol _CasePathLookup {
  /// The case path from `allCasePaths` of the case `root` is in, as an `AnyCasePath<Self, Value>`.
  static func _$casePath(of root: Self) -> Any
}

/// The case path an operator extracts its actions with: the enum's generated case path when
/// `keyPath` names exactly one case of an enum that looks case paths up (found by embedding
/// `probe`, see `resolveCasePath`), and the case key path otherwise.
///
/// Only operators whose child action type has a value to probe with, whatever the feature, use
/// it: presentation `ifLet` (`.dismiss`) and stack `forEach` (`.popFrom(id:)`). The Performance
/// article says why the others extract through the case key path.
@usableFromInline
func generatedCasePath<Action, ChildAction>(
  _ keyPath: CaseKeyPath<Action, ChildAction>, probe: ChildAction
) -> AnyCasePath<Action, ChildAction> {
  let general = AnyCasePath(keyPath)
  return resolveCasePath(general, probe: probe) ?? general
}
