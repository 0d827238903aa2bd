/// Whether the code running now belongs to a presented feature: the one context that
/// `@Dependency(\.isPresented)` and ``DismissEffect`` read.
///
/// That context is the feature's ``EffectContext``, whose navigation path says which presented
/// features the code belongs to. The store sets it for each effect it runs (the path of the
/// feature that returned the effect). For reductions, a store reduces each action from the root
/// path (``EffectContext/reducingRoot(_:)``), even when the effect of a presented feature sent it; `ifLet` and stack `forEach` mark the
/// path as presented around the reduction of their destination.
@usableFromInline
enum PresentationContext {
  /// Whether the code running now belongs to a presented feature.
  static var isPresented: Bool {
    EffectContext.current.path.isInPresentedFeature
  }

  /// Runs `body`, the reduction of a presented feature, in a presented context.
  @usableFromInline
  static func reducingPresentedFeature<Result>(_ body: () -> Result) -> Result {
    let context = EffectContext.current
    // Nested presentation: the reduction already runs in a presented context.
    if context.path.isInPresentedFeature { return body() }
    return EffectContext.$current.withValue(
      EffectContext(registry: context.registry, path: presentedReductionPath),
      operation: body
    )
  }
}

/// The path a presented feature is reduced in: one presentation level, standing for the
/// destination being reduced (a reduction does not need to know which one).
private let presentedReductionPath = NavigationIDPath().appending(
  NavigationComponent.id(keyPath: \PresentedReduction.self, identity: nil, isPresentation: true)
)

/// The root of ``presentedReductionPath``'s key path.
private struct PresentedReduction {}
