import ComposableArchitecture
import Testing

// Navigation identity (which presented feature an effect belongs to) must not follow the
// observation identity an in-place mutation refreshes: see `NavigationIdentity.swift`.

@Reducer
private struct Session {
  @CasePathable
  @ObservableState
  enum State: Equatable {
    case active(EditForm.State)
    case idle
  }
  enum Action: Equatable {
    case active(EditForm.Action)
    case end
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .end = action { state = .idle }
      return .none
    }
    .ifCaseLet(\.active, action: \.active) { EditForm() }
  }
}

@Reducer
private struct SessionHost {
  @ObservableState
  struct State: Equatable {
    var session = Session.State.active(EditForm.State())
    var child = EditForm.State()
  }
  enum Action: Equatable {
    case session(Session.Action)
    case child(EditForm.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(\.session, action: \.session) { Session() }
    Scope(\.child, action: \.child) { EditForm() }
  }
}

@MainActor
struct NavigationIdentityTests {
  @Test func aCaseKeepsItsEffectsThroughInPlaceMutationsAndLosesThemWhenItEnds() async {
    let clock = TestClock()
    let store = TestStore(initialState: SessionHost.State()) {
      SessionHost()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.session(.active(.startTimer)))
    // Every action reaches the case through an in-place mutation of `session`; the timer the
    // case started keeps running.
    await clock.advance(by: .seconds(1))
    await store.receive(\.session.active.tick) {
      $0.session = .active(EditForm.State(title: "."))
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.session.active.tick) {
      $0.session = .active(EditForm.State(title: ".."))
    }
    await store.send(.session(.end)) {
      $0.session = .idle
    }
    // Cancelled: no more ticks (an unexpected one would fail the test).
    await clock.advance(by: .seconds(5))
  }

  @Test func aScopedChildGetsAFreshObservationIdentityForEachInPlaceMutation() {
    // The observation side: an in-place mutation through the parent's property refreshes the
    // child's identity, so that replacing it wholesale from inside is seen.
    let store = Store(initialState: SessionHost.State()) { SessionHost() }
    let before = store.child._$id
    store.send(.child(.titleChanged("Milk")))
    #expect(store.child.title == "Milk")
    #expect(store.child._$id != before)
  }
}
