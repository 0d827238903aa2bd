import ComposableArchitecture
import Testing

/// A printer that keeps what it would print.
private func capturingPrinter<State, Action>(
  into output: LockIsolated<[String]>
) -> _ReducerPrinter<State, Action> {
  _ReducerPrinter { action, oldState, newState in
    var line = "received action:\n"
    customDump(action, to: &line, indent: 2)
    line += "\n"
    line += diff(oldState, newState) ?? "  (No state changes)"
    let text = line
    output.withValue { $0.append(text) }
  }
}

@MainActor
struct PrintChangesReducerTests {
  @Test func theActionAndADiffOfTheStateArePrintedForEveryAction() {
    let output = LockIsolated<[String]>([])
    let store = Store(initialState: Counter.State()) {
      Counter()
        ._printChanges(capturingPrinter(into: output))
    }
    store.send(.increment)
    store.send(.decrement)
    #expect(
      output.value == [
        """
        received action:
          Counter.Action.increment
          Counter.State(
            id: 0,
        -   count: 0
        +   count: 1
          )
        """,
        """
        received action:
          Counter.Action.decrement
          Counter.State(
            id: 0,
        -   count: 1
        +   count: 0
          )
        """,
      ]
    )
  }

  @Test func anActionThatChangesNothingSaysSo() {
    let output = LockIsolated<[String]>([])
    let store = Store(initialState: Counter.State()) {
      Counter()
        ._printChanges(capturingPrinter(into: output))
    }
    store.send(.delayedIncrement)
    #expect(
      output.value.first
        == "received action:\n  Counter.Action.delayedIncrement\n  (No state changes)")
  }

  @Test func actionsFedBackByEffectsArePrintedToo() async {
    let output = LockIsolated<[String]>([])
    let store = Store(initialState: Counter.State()) {
      Counter()
        ._printChanges(
          _ReducerPrinter { action, _, newState in
            output.withValue { $0.append("\(action) -> \(newState.count)") }
          }
        )
    }
    await store.send(.delayedIncrement).finish()
    store.send(.incrementTwiceSynchronously)
    #expect(
      output.value == [
        "delayedIncrement -> 0",
        "increment -> 1",
        "incrementTwiceSynchronously -> 1",
        "increment -> 2",
        "increment -> 3",
      ]
    )
  }

  @Test func aNilPrinterPrintsNothingAndKeepsTheBehaviour() {
    let store = Store(initialState: Counter.State()) {
      Counter()
        ._printChanges(nil)
    }
    store.send(.increment)
    #expect(store.count == 1)
  }

  @Test func theDefaultPrinterIsCustomDump() async {
    // The default printer writes to standard output; the reducer still behaves the same.
    let store = TestStore(initialState: Counter.State()) {
      Counter()._printChanges()
    }
    await store.send(.increment) { $0.count = 1 }
  }
}
