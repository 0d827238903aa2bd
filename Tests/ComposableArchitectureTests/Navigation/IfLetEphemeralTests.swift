import ComposableArchitecture
import Testing

/// `ifLet` and presentation make the same ephemeral check: an alert child goes away with any of
/// its actions, and so does an enum child while it is in an alert's case (as in the original
/// library, where `ifLet` asks `isEphemeral` of the child state).
@MainActor
struct IfLetEphemeralTests {
  enum AlertAction: Equatable { case ok }

  @CasePathable
  enum ChildState: Equatable {
    case alert(AlertState<AlertAction>)
    case form(Int)
  }

  @CasePathable
  enum ChildAction: Equatable {
    case alert(AlertAction)
    case form(Int)
  }

  struct State: Equatable {
    var child: ChildState?
    var alert: AlertState<AlertAction>?
  }

  @CasePathable
  enum Action: Equatable {
    case child(ChildAction)
    case alert(AlertAction)
  }

  private func makeStore(_ state: State) -> TestStoreOf<Reduce<State, Action>> {
    TestStore(initialState: state) {
      Reduce<State, Action> { _, _ in .none }
        .ifLet(\.child, action: \.child)
        .ifLet(\.alert, action: \.alert)
    }
  }

  @Test func anEnumChildInAnAlertCaseGoesAwayWithItsAction() async {
    let store = self.makeStore(State(child: .alert(AlertState { TextState("Hi") })))
    await store.send(.child(.alert(.ok))) { $0.child = nil }
  }

  @Test func anEnumChildInAnotherCaseStays() async {
    let store = self.makeStore(State(child: .form(1)))
    await store.send(.child(.form(2)))
  }

  @Test func anAlertChildGoesAwayWithItsAction() async {
    let store = self.makeStore(State(alert: AlertState { TextState("Hi") }))
    await store.send(.alert(.ok)) { $0.alert = nil }
  }
}
