/// Embeds child actions into parent actions for a scoped store, through the action enums'
/// generated case paths when the case key path can be resolved into them.
///
/// Embedding through a case key path boxes the action and projects a key path per level on every
/// call. On the first embedding, the case key path's result is walked with ``_CasePathLookup``
/// to find the generated case path of every level it went through; later embeddings call those
/// directly. A path that goes through an enum that cannot look its case paths up keeps embedding
/// through the case key path.
@MainActor
final class CaseEmbedding<Root, Leaf> {
  private let keyPath: CaseKeyPath<Root, Leaf>
  /// Built on the first embedding, not with the store: building it projects the case key path
  /// (~4.8 K instructions for `\.child.presented`, a third of creating a scoped store), and a
  /// store that never sends needs none.
  private lazy var general = AnyCasePath(self.keyPath)
  private var resolved: ((Leaf) -> Root)?
  private var isResolutionAttempted = false

  init(_ keyPath: CaseKeyPath<Root, Leaf>) {
    self.keyPath = keyPath
  }

  /// `leaf`, embedded into the root action.
  func embed(_ leaf: Leaf) -> Root {
    if let resolved = self.resolved { return resolved(leaf) }
    if !self.isResolutionAttempted {
      self.isResolutionAttempted = true
      self.resolved = resolveEmbedding(self.general, probe: leaf)
      if let resolved = self.resolved { return resolved(leaf) }
    }
    return self.general.embed(leaf)
  }
}

/// An embedding equivalent to `general`'s made of generated case paths, or `nil`.
func resolveEmbedding<Root, Leaf>(
  _ general: AnyCasePath<Root, Leaf>, probe: Leaf
) -> ((Leaf) -> Root)? {
  guard
    let levels = lookupLevels(of: general, probe: probe),
    let resolved = levels.first!.casePath.embedding(
      of: Leaf.self, into: Root.self, through: levels.dropFirst()
    ),
    general.extract(from: resolved(probe)) != nil
  else { return nil }
  return resolved
}

/// The generated case path equivalent to `general` when `general` names exactly one case, or
/// `nil`.
func resolveCasePath<Root, Value>(
  _ general: AnyCasePath<Root, Value>, probe: Value
) -> AnyCasePath<Root, Value>? {
  guard
    let levels = lookupLevels(of: general, probe: probe), levels.count == 1,
    let generated = levels[0].casePath as? AnyCasePath<Root, Value>,
    generated.extract(from: general.embed(probe)) != nil
  else { return nil }
  return generated
}

/// The levels `general` goes through, as generated case paths, or `nil` when they cannot all be
/// found.
///
/// `probe` is embedded once through `general`; the result is walked case by case (see
/// `lookupWalk`). The walk of the result passes through every level of `general` and then walks
/// `probe` itself, so the difference of the two walks' lengths is the number of levels, provided
/// both walks stop at a value that no case path can go into (not `CasePathable`): otherwise a
/// level might have been missed.
private func lookupLevels<Root, Leaf>(
  of general: AnyCasePath<Root, Leaf>, probe: Leaf
) -> ArraySlice<LookupStep>? {
  let rootWalk = lookupWalk(from: general.embed(probe))
  let levels = rootWalk.count - lookupWalk(from: probe).count
  guard
    levels >= 1,
    let last = rootWalk.last,
    !(type(of: last.payload) is any CasePathable.Type)
  else { return nil }
  return rootWalk[..<levels]
}

/// One level of a walk: the generated case path of a value's case, and the case's payload.
struct LookupStep {
  let casePath: any LookedUpCasePath
  let payload: Any
}

/// The cases `value` is in, level by level, for as long as each level's enum looks its case
/// paths up.
func lookupWalk(from value: Any) -> [LookupStep] {
  var steps: [LookupStep] = []
  var current = value
  while let lookup = type(of: current) as? any _CasePathLookup.Type {
    func casePath<Lookup: _CasePathLookup>(_: Lookup.Type) -> Any? {
      (current as? Lookup).map(Lookup._$casePath(of:))
    }
    guard
      let casePath = casePath(lookup) as? any LookedUpCasePath,
      let payload = casePath.extractAny(from: current)
    else { break }
    steps.append(LookupStep(casePath: casePath, payload: payload))
    current = payload
  }
  return steps
}

/// A generated case path, seen without its types.
protocol LookedUpCasePath {
  /// The payload of `root` when it is in this case.
  func extractAny(from root: Any) -> Any?

  /// An embedding of `Leaf` into `Target` through this case path and then through `rest`, or
  /// `nil` when the types do not line up.
  func embedding<Leaf, Target>(
    of leaf: Leaf.Type, into target: Target.Type, through rest: ArraySlice<LookupStep>
  ) -> ((Leaf) -> Target)?
}

extension AnyCasePath: LookedUpCasePath {
  func extractAny(from root: Any) -> Any? {
    (root as? Root).flatMap(self.extract(from:))
  }

  func embedding<Leaf, Target>(
    of leaf: Leaf.Type, into target: Target.Type, through rest: ArraySlice<LookupStep>
  ) -> ((Leaf) -> Target)? {
    guard Target.self == Root.self else { return nil }
    let embed: (Leaf) -> Root
    if let next = rest.first {
      guard
        let inner = next.casePath.embedding(
          of: Leaf.self, into: Value.self, through: rest.dropFirst()
        )
      else { return nil }
      embed = { self.embed(inner($0)) }
    } else {
      guard Leaf.self == Value.self else { return nil }
      // `Leaf` is `Value` (checked above); both function types are spelled with this
      // function's generic parameters, so they have the same representation.
      embed = unsafeBitCast(self.embed as (Value) -> Root, to: ((Leaf) -> Root).self)
    }
    // `Target` is `Root` (checked above); same representation, as for `embed`.
    return unsafeBitCast(embed, to: ((Leaf) -> Target).self)
  }
}
