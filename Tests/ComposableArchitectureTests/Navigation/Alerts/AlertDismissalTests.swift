import ComposableArchitecture
import Testing

// An alert presented through an enum destination is dismissed by its own buttons' actions, not
// by an action meant for another case of the destination.

private struct Tally: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable { case increment }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

private struct Screen: Reducer {
  struct State: Equatable {
    @PresentationState var destination: Destination.State?
    var deleted = false
  }
  @CasePathable
  enum Action: Equatable {
    case destination(PresentationAction<Destination.Action>)
    case showAlert
  }
  struct Destination: Reducer {
    @CasePathable
    enum State: Equatable {
      case alert(AlertState<Action.Alert>)
      case counter(Tally.State)
    }
    @CasePathable
    enum Action: Equatable {
      case alert(Alert)
      case counter(Tally.Action)
      enum Alert: Equatable { case delete }
    }
    var body: some ReducerOf<Self> {
      Scope(state: \.counter, action: \.counter) { Tally() }
    }
  }
  static let alert = AlertState<Destination.Action.Alert> {
    TextState("Delete?")
  } actions: {
    ButtonState(role: .destructive, action: .delete) { TextState("Delete") }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .destination(.presented(.alert(.delete))):
        state.deleted = true
        return .none
      case .destination:
        return .none
      case .showAlert:
        state.destination = .alert(Self.alert)
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination) { Destination() }
  }
}

@MainActor
struct AlertDismissalTests {
  @Test func anAlertButtonActionDismissesTheAlert() async {
    let store = TestStore(initialState: Screen.State()) { Screen() }
    await store.send(.showAlert) { $0.destination = .alert(Screen.alert) }
    await store.send(.destination(.presented(.alert(.delete)))) {
      $0.destination = nil
      $0.deleted = true
    }
  }

  @Test func anActionForAnotherCaseLeavesTheAlertPresented() async {
    let store = TestStore(initialState: Screen.State()) { Screen() }
    await store.send(.showAlert) { $0.destination = .alert(Screen.alert) }
    await withKnownIssue {
      await store.send(.destination(.presented(.counter(.increment))))
    } matching: { issue in
      issue.description.contains(
        "received a child action when child state was set to a different case")
    }
    #expect(store.state.destination == .alert(Screen.alert))
  }
}
