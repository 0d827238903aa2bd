/// A store core that derives its state from a parent core and embeds its actions into the
/// parent's.
@MainActor
final class ScopedCore<ParentState, ParentAction, State, Action>: StoreCore {
  let parent: any StoreCore<ParentState, ParentAction>
  let toState: (ParentState) -> State
  let fromAction: (Action) -> ParentAction
  let root: RootCoreBase

  init(
    parent: any StoreCore<ParentState, ParentAction>,
    toState: @escaping (ParentState) -> State,
    fromAction: @escaping (Action) -> ParentAction
  ) {
    self.parent = parent
    self.toState = toState
    self.fromAction = fromAction
    self.root = parent.root
  }

  var state: State {
    self.toState(self.parent.state)
  }

  func send(_ action: Action) -> EffectTaskTree? {
    self.parent.send(self.fromAction(action))
  }
}

extension ScopedCore {
  /// A core for state that can go away (optional child state, a collection's element): it reads
  /// `toPresentState`, and once that is `nil` keeps answering with the last state it saw, starting
  /// with `initial`.
  convenience init(
    parent: any StoreCore<ParentState, ParentAction>,
    initial: State,
    toPresentState: @escaping (ParentState) -> State?,
    fromAction: @escaping (Action) -> ParentAction
  ) {
    let lastValue = LastValue(initial)
    self.init(
      parent: parent,
      toState: { parentState in
        if let state = toPresentState(parentState) {
          lastValue.value = state
          return state
        }
        return lastValue.value
      },
      fromAction: fromAction
    )
  }
}

/// The last non-`nil` value of optional child state, so that a store scoped to it can still
/// answer reads after the state is dismissed (as a view that is animating away may do).
final class LastValue<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}
