/// The reducer a ``TestStore`` runs: the feature's reducer, recording which actions came from the
/// test and which from effects, and the state after each.
struct TestReducer<Base: Reducer>: Reducer {
  let base: ResolvedReducer<Base>
  let recorder: TestRecorder<Base.State, Base.Action>

  enum Action {
    /// An action sent by the test.
    case send(Base.Action)
    /// An action fed back by an effect.
    case receive(Base.Action)
  }

  func reduce(into state: inout Base.State, action: Action) -> Effect<Action> {
    @Dependency(\.stackElementID) var stackElementID
    let nextStackElementID = stackElementID.peek()
    let effects: Effect<Base.Action>
    switch action {
    case .send(let action):
      effects = self.base.reduce(into: &state, action: action)
      self.recorder.stateAfterSend = state
      self.recorder.nextStackElementIDBeforeSend = nextStackElementID
    case .receive(let action):
      effects = self.base.reduce(into: &state, action: action)
      self.recorder.receivedActions.append((action, state, nextStackElementID))
    }
    return effects.map(Action.receive)
  }
}

/// What a ``TestStore`` has seen happen that the test has not asserted yet.
final class TestRecorder<State, Action> {
  var stateAfterSend: State?
  /// The next stack element id before the sent action was reduced.
  var nextStackElementIDBeforeSend: StackElementID?
  /// Actions from effects, each with the state after it and the next stack element id before it.
  var receivedActions: [(action: Action, state: State, nextStackElementID: StackElementID)] = []
}
