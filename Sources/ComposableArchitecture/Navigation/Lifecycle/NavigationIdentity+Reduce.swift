/// The steps `ifLet` and `ifCaseLet` share: a child's effects run under the child's navigation
/// id, and when the parent changes which child is there, the effects of the one that went away
/// are cancelled.
extension NavigationIdentity {
  /// The child's `effect` as parent effects, registered under the navigation id of the child in
  /// `state` (when the child has one).
  func parentEffects<ChildAction, ParentAction>(
    _ effect: Effect<ChildAction>,
    embed: @escaping (ChildAction) -> ParentAction,
    in state: Parent
  ) -> Effect<ParentAction> {
    guard case .none = effect.operation else {
      let mapped = effect.map(embed)
      return self.id(in: state).map { mapped._navigation(id: $0) } ?? mapped
    }
    return .none
  }

  /// Runs `parent` after its child (whose effects are `childEffects`), then `afterParent` while
  /// a child is there, and adds the cancellation of the child's effects when either of them
  /// replaced or removed it.
  func reduce<Base: Reducer>(
    parent: Base,
    into state: inout Parent,
    action: Base.Action,
    childEffects: Effect<Base.Action>,
    afterParent: (_ state: inout Parent, _ childBefore: NavigationToken) -> Void = { _, _ in }
  ) -> Effect<Base.Action> where Base.State == Parent {
    let tokenBefore = self.token(in: state)
    let parentEffects = parent.reduce(into: &state, action: action)
    var effects = childEffects.merge(with: parentEffects)
    guard let tokenBefore else { return effects }
    afterParent(&state, tokenBefore)
    if tokenBefore != self.token(in: state) {
      effects = effects.merge(with: ._cancelNavigation(id: self.id(for: tokenBefore)))
    }
    return effects
  }
}
