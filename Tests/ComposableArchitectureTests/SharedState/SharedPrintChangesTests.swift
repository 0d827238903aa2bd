import ComposableArchitecture
import Testing

@MainActor
struct SharedPrintChangesTests {
  struct State {
    @Shared var count: Int
  }

  @Test func printedChangesShowSharedMutations() {
    let logs = LockIsolated<[String]>([])
    let printer = _ReducerPrinter<State, Bool> { _, oldState, newState in
      logs.withValue { $0.append(diff(oldState, newState) ?? "(No state changes)") }
    }
    let store = Store(initialState: State(count: Shared(value: 0))) {
      Reduce<State, Bool> { state, action in
        state.$count.withLock { $0 += action ? 1 : -1 }
        return .none
      }
      ._printChanges(printer)
    }
    store.send(true)
    store.send(false)
    #expect(
      logs.value == [
        """
          SharedPrintChangesTests.State(
        -   _count: 0
        +   _count: 1
          )
        """,
        """
          SharedPrintChangesTests.State(
        -   _count: 1
        +   _count: 0
          )
        """,
      ]
    )
  }
}
