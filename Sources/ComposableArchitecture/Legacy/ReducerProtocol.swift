/// The pre-1.0 name of the ``Reducer`` protocol.
///
/// Conformances written against it keep compiling while a code base migrates:
///
/// ```swift
/// struct Feature: ReducerProtocol {
///   struct State { … }
///   enum Action { … }
///   func reduce(into state: inout State, action: Action) -> EffectTask<Action> { … }
/// }
/// ```
///
/// Rename the conformance to ``Reducer`` (and `some ReducerProtocol<State, Action>` to
/// `some ReducerOf<Self>`); see the "Migrating" article.
@available(*, deprecated, renamed: "Reducer", message: "Use 'Reducer'")
public typealias ReducerProtocol = Reducer

/// The pre-1.0 name of ``ReducerOf``: a reducer of the same domain as `R`.
@available(*, deprecated, renamed: "ReducerOf", message: "Use 'ReducerOf'")
public typealias ReducerProtocolOf<R: Reducer> = Reducer<R.State, R.Action>
