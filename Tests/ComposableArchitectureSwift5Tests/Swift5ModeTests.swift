import ComposableArchitecture
import TestSupport
import Testing

// Every test here is compiled in Swift 5 language mode (see Package.swift): the macros'
// expansions and the library's API must build and behave there as they do in Swift 6 mode.

@MainActor
struct CounterSwift5Tests {
  @Test func viewActionsAndBindingsChangeState() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await store.send(.view(.incrementButtonTapped)) {
      $0.count = 1
      $0.taps = 1
    }
    await store.send(.binding(.set(\.title, "Laps"))) {
      $0.title = "Laps"
    }
    await store.send(\.binding.title, "Rounds") {
      $0.title = "Rounds"
    }
  }

  @Test func storeBindingAndViewActionSend() {
    let store = Store(initialState: Counter.State()) { Counter() }
    let screen = CounterScreen(store: store)
    screen.tapIncrement()
    screen.tapIncrement()
    #expect(store.count == 2)
    @Bindable var bindable = store
    $bindable.title.wrappedValue = "Sets"
    #expect(store.title == "Sets")
  }

  @Test func observingAStoreSeesOnlyTheReadProperty() async throws {
    let store = Store(initialState: Counter.State()) { Counter() }
    var counts: [Int] = []
    let token = observe { counts.append(store.count) }
    store.send(.binding(.set(\.title, "Unobserved")))
    await Task.megaYield()
    #expect(counts == [0])
    store.send(.view(.incrementButtonTapped))
    // The observer runs again in a main-actor turn of its own: wait for it (a loaded machine can
    // take longer than a fixed number of yields), then check it ran once, for the count only.
    try await eventually("the observer sees the new count") { counts.count >= 2 }
    #expect(counts == [0, 1])
    token.cancel()
  }

  @Test func unassertedStateChangeFails() async {
    let store = TestStore(initialState: Counter.State()) { Counter() }
    await withKnownIssue {
      await store.send(.view(.incrementButtonTapped)) {
        $0.count = 1
      }
    } matching: { issue in
      issue.description.contains("A state change does not match expectation")
    }
  }
}

@MainActor
struct NavigationSwift5Tests {
  @Test func presentedChildFinishesAndDismissesItself() async {
    let store = TestStore(initialState: Inbox.State()) { Inbox() }
    await store.send(.addButtonTapped) {
      $0.destination = .counter(Counter.State())
    }
    await store.send(.destination(.presented(.counter(.view(.incrementButtonTapped))))) {
      $0.destination?.modify(\.counter) {
        $0.count = 1
        $0.taps = 1
      }
    }
    await store.send(.destination(.presented(.counter(.view(.doneButtonTapped)))))
    await store.receive(\.destination.counter.delegate) {
      $0.totals = [1]
    }
    await store.receive(\.destination.dismiss) {
      $0.destination = nil
    }
  }

  @Test func alertActionIsHandledAndDismisses() async {
    var state = Inbox.State()
    state.totals = [3, 4]
    let store = TestStore(initialState: state) { Inbox() }
    await store.send(.deleteButtonTapped) {
      $0.destination = .alert(
        AlertState {
          TextState("Delete all?")
        } actions: {
          ButtonState(role: .destructive, action: .confirmDeletion) {
            TextState("Delete")
          }
        }
      )
    }
    await store.send(.destination(.presented(.alert(.confirmDeletion)))) {
      $0.totals = []
      $0.destination = nil
    }
  }

  @Test func plainDataCaseIsPresentedAndSwitchedOver() async {
    let store = Store(initialState: Inbox.State()) { Inbox() }
    store.send(.meetingButtonTapped)
    let destination = store.scope(\.destination, action: \.destination.presented)
    guard case let .meeting(meeting, title)? = destination?.case else {
      Issue.record("Expected the meeting destination")
      return
    }
    #expect(meeting == Meeting(notes: "Ship it"))
    #expect(title == "Standup")
    store.send(.destination(.dismiss))
    #expect(store.destination == nil)
  }

  @Test func reducerCaseScopesToAChildStore() async {
    let store = Store(initialState: Inbox.State()) { Inbox() }
    store.send(.addButtonTapped)
    guard
      case let .counter(counter)? = store.scope(
        \.destination, action: \.destination.presented
      )?.case
    else {
      Issue.record("Expected the counter destination")
      return
    }
    counter.send(.view(.incrementButtonTapped))
    #expect(store.destination?.counter?.count == 1)
  }

  @available(*, deprecated, message: "Exercises the deprecated '@Reducer(state:action:)'")
  @Test func conformanceArgumentsReachTheGeneratedTypes() async {
    typealias Destination = SynthesizedConformances.Destination
    let first: Destination.State = .note("a")
    #expect(first == .note("a"))
    #expect(first != .counter(Counter.State()))
    #expect(Set([first, .note("a"), .note("b")]).count == 2)
    let store = TestStore(initialState: Destination.State.counter(Counter.State())) {
      Destination.body
    }
    await store.send(.counter(.view(.incrementButtonTapped))) {
      $0.modify(\.counter) {
        $0.count = 1
        $0.taps = 1
      }
    }
    #expect(
      Destination.Action.counter(.view(.doneButtonTapped))
        != .counter(.view(.incrementButtonTapped)))
  }
}

@MainActor
struct ReducerShapesSwift5Tests {
  @Test func domainComesFromBody() async {
    let store = TestStore(initialState: 0) { Tally() }
    await store.send(()) { $0 = 1 }
    await store.send(()) { $0 = 2 }
  }

  @Test func emptyReducerGetsStateActionAndBody() {
    let store = Store(initialState: Placeholder.State()) { Placeholder() }
    #expect(store.withState { $0 } == Placeholder.State())
  }

  @Test func storedBody() async {
    let store = TestStore(initialState: Doubler.State()) { Doubler() }
    await store.send(.double) { $0.value = 2 }
  }

  @Test func genericReducer() async {
    let store = TestStore(initialState: FavoritingState(id: "card")) { Favoriting<String>() }
    await store.send(.buttonTapped) { $0.isFavorite = true }
  }

  @Test func enumReducerKeepsItsOwnBody() async {
    let store = TestStore(initialState: Flow.State.doubler(Doubler.State())) { Flow.body }
    await store.send(.doubler(.double)) { $0.modify(\.doubler) { $0.value = 2 } }
    await store.send(\.doubler.double) {
      $0 = .finished(Doubler.State(value: 4))
    }
  }

  @Test func enumReducerWithItsOwnActionScopesDataCases() {
    let store = Store(initialState: Panel.State.note("hello")) { Panel.body }
    guard case let .note(note) = store.case else {
      Issue.record("Expected the note case")
      return
    }
    #expect(note.withState { $0 } == "hello")
  }

  @Test func enumCaseDefaultValueIsTheReducerThatRuns() async {
    let store = TestStore(initialState: Tuned.State.stepper(Stepper.State())) { Tuned.body }
    await store.send(.stepper(.increment)) {
      $0.modify(\.stepper) { $0.value = 5 }
    }
  }

  @Test func casesInsideConditionalCompilationFollowTheBuild() async {
    let store = TestStore(initialState: Tuned.State.inspector(Doubler.State())) { Tuned.body }
    #if DEBUG
      await store.send(.inspector(.double)) {
        $0.modify(\.inspector) { $0.value = 2 }
      }
    #else
      guard case let .inspector(state) = store.state else {
        Issue.record("Expected the inspector case")
        return
      }
      #expect(state == Doubler.State())
    #endif
  }

  @Test func actionSentToTheWrongCaseIsReported() async {
    let store = TestStore(initialState: Panel.State.note("hello")) { Panel.body }
    await withKnownIssue {
      await store.send(.doubler(.double))
    } matching: { issue in
      issue.description.contains("to a different case")
    }
  }
}

@MainActor
struct StackSwift5Tests {
  @Test func pushDriveAndPopThroughAnEnumPath() async {
    let store = TestStore(initialState: Workouts.State()) { Workouts() }
    await store.send(.startTapped) {
      $0.path[id: 0] = .counter(Counter.State())
    }
    await store.send(.path(.element(id: 0, action: .counter(.view(.incrementButtonTapped))))) {
      $0.path[id: 0, case: \.counter]?.count = 1
      $0.path[id: 0, case: \.counter]?.taps = 1
    }
    await store.send(.path(.element(id: 0, action: .counter(.view(.doneButtonTapped)))))
    await store.receive(\.path[id: 0].counter.delegate) {
      $0.path[id: 1] = .summary(Doubler.State(value: 1))
    }
    await store.receive(\.path.popFrom) {
      $0.path.pop(from: 0)
    }
  }
}
