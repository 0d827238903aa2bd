import ComposableArchitecture
import Testing

@MainActor
struct PresentationTests {
  @Test func presentEditAndSave() async {
    let store = TestStore(initialState: Inbox.State()) { Inbox() }
    await store.send(.addTapped) {
      $0.destination = .editForm(EditForm.State())
    }
    await store.send(\.destination.editForm.titleChanged, "Milk") {
      $0.destination?.modify(\.editForm) { $0.title = "Milk" }
    }
    await store.send(.destination(.presented(.editForm(.saveTapped)))) {
      $0.items = ["Milk"]
      $0.destination = nil
    }
  }

  @Test func childDismissesItself() async {
    let store = TestStore(initialState: Inbox.State()) { Inbox() }
    await store.send(.addTapped) {
      $0.destination = .editForm(EditForm.State())
    }
    await store.send(.destination(.presented(.editForm(.closeTapped))))
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
    }
  }

  @Test func initiallyPresentedChildDismissesItself() async {
    let store = TestStore(
      initialState: Inbox.State(destination: .editForm(EditForm.State()))
    ) { Inbox() }
    await store.send(.destination(.presented(.editForm(.closeTapped))))
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
    }
  }

  @Test func overriddenDismissEffectRunsInstead() async {
    let dismissed = LockIsolated(false)
    let store = TestStore(initialState: EditForm.State()) {
      EditForm()
    } withDependencies: {
      $0.dismiss = DismissEffect { dismissed.setValue(true) }
    }
    await store.send(.closeTapped)
    await store.finish()
    #expect(dismissed.value)
  }

  @Test func dismissalCancelsChildEffects() async {
    let clock = TestClock()
    let store = TestStore(initialState: Inbox.State()) {
      Inbox()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.addTapped) {
      $0.destination = .editForm(EditForm.State())
    }
    await store.send(.destination(.presented(.editForm(.startTimer))))
    await clock.advance(by: .seconds(1))
    await store.receive(\.destination.editForm.tick) {
      $0.destination?.modify(\.editForm) { $0.title = "." }
    }
    await store.send(.destination(.dismiss)) {
      $0.destination = nil
    }
    await clock.advance(by: .seconds(5))
  }

  @Test func alertActionsDismissTheAlert() async {
    let store = TestStore(initialState: Inbox.State(items: ["A"])) { Inbox() }
    await store.send(.deleteTapped) {
      $0.destination = .alert(
        AlertState {
          TextState("Delete?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDelete) { TextState("Delete") }
        }
      )
    }
    await store.send(.destination(.presented(.alert(.confirmDelete)))) {
      $0.items = []
      $0.destination = nil
    }
  }

  @Test func actionForAbsentDestinationReportsAnIssue() async {
    let store = Store(initialState: Inbox.State()) { Inbox() }
    withKnownIssue {
      store.send(.destination(.presented(.editForm(.saveTapped))))
    } matching: {
      $0.description.contains("destination state was absent")
    }
  }

  @Test func dismissOutsidePresentationReportsAnIssue() async {
    let store = Store(initialState: EditForm.State()) { EditForm() }
    await withKnownIssue {
      await store.send(.closeTapped).finish()
    } matching: {
      $0.description.contains("couldn't be dismissed")
    }
  }

  @Test func storeCaseScopesToTheCurrentDestination() {
    let store = Store(initialState: Inbox.State()) { Inbox() }
    store.send(.addTapped)
    guard let destination = store.scope(\.destination, action: \.destination.presented)
    else {
      Issue.record("expected a destination store")
      return
    }
    switch destination.case {
    case .editForm(let form):
      form.send(.titleChanged("Hi"))
      #expect(store.destination?.editForm?.title == "Hi")
    case .alert:
      Issue.record("expected the edit form")
    }
    let form = store.scope(\.destination?.editForm, action: \.destination.editForm)
    #expect(form?.title == "Hi")
  }
}

@MainActor
struct PresentationScopingTests {
  @Test func seed000NavigationScopeThroughPresentationState() {
    let store = Store(initialState: Inbox.State()) { Inbox() }
    let absent: Store<PresentationState<EditForm.State>, PresentationAction<EditForm.Action>> =
      store.scope(\.$destination.editForm, action: \.destination.editForm)
    #expect(absent.state.wrappedValue == nil)
    store.send(.addTapped)
    absent.send(.presented(.titleChanged("Hi")))
    #expect(store.destination?.editForm?.title == "Hi")
    #expect(absent.state.wrappedValue?.title == "Hi")
  }
}
