/// The pre-1.0 name of ``Effect``.
///
/// `func reduce(into state: inout State, action: Action) -> EffectTask<Action>` keeps compiling;
/// rename it to `Effect<Action>` (or ``EffectOf``).
@available(*, deprecated, renamed: "Effect", message: "Use 'Effect'")
public typealias EffectTask<Action> = Effect<Action>
