/// Where an effect runs: its store tree's registry and the navigation path of its feature.
struct EffectContext: Sendable {
  let registry: CancellationRegistry
  let path: NavigationIDPath

  /// The context of the effect running in the current task.
  @TaskLocal static var current = EffectContext(registry: .shared, path: NavigationIDPath())
}
