import ComposableArchitecture
import Testing

/// A row of a list, with a long-living effect.
private struct Row: Reducer {
  struct State: Equatable, Identifiable {
    let id: Int
    var value = 0
  }

  @CasePathable
  enum Action: Equatable {
    case bump
    case startTimer
    case tick
    case deleteButtonTapped
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .bump, .tick:
        state.value += 1
        return .none
      case .startTimer:
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
      case .deleteButtonTapped:
        return .none
      }
    }
  }
}

/// A list of ``Row``s.
private struct List: Reducer {
  struct State: Equatable {
    var rows: IdentifiedArrayOf<Row.State> = []
    var log: [String] = []
  }

  @CasePathable
  enum Action: Equatable {
    case rows(IdentifiedActionOf<Row>)
    case remove(id: Int)
  }

  static let forEachLine: UInt = #line + 18
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .rows(.element(let id, .bump)):
        state.log.append("parent saw row \(id) at \(state.rows[id: id]?.value ?? -1)")
        return .none
      case .rows(.element(let id, .deleteButtonTapped)):
        state.rows.remove(id: id)
        return .none
      case .rows:
        return .none
      case .remove(let id):
        state.rows.remove(id: id)
        return .none
      }
    }
    // The line below is `forEachLine`.
    .forEach(\.rows, action: \.rows) { Row() }
  }
}

@MainActor
struct ForEachReducerTests {
  @Test func theElementRunsBeforeTheParent() async {
    let store = TestStore(initialState: List.State(rows: [Row.State(id: 1), Row.State(id: 2)])) {
      List()
    }
    await store.send(.rows(.element(id: 2, action: .bump))) {
      $0.rows[id: 2]?.value = 1
      $0.log = ["parent saw row 2 at 1"]
    }
  }

  @Test func theParentCanRemoveAnElementOnTheElementsOwnAction() async {
    let store = TestStore(initialState: List.State(rows: [Row.State(id: 1)])) {
      List()
    }
    await store.send(.rows(.element(id: 1, action: .deleteButtonTapped))) {
      $0.rows = []
    }
  }

  @Test func theIdSubscriptCaseKeyPathEmbedsAndExtractsOneElementsActions() {
    let path: CaseKeyPath<List.Action, Row.Action> = \.rows[id: 7]
    #expect(path(.bump) == .rows(.element(id: 7, action: .bump)))
    #expect(List.Action.rows(.element(id: 7, action: .tick))[case: path] == .tick)
    #expect(List.Action.rows(.element(id: 8, action: .tick))[case: path] == nil)
    #expect(List.Action.remove(id: 7)[case: path] == nil)
  }

  @Test func receivingByTheIdSubscriptCaseKeyPath() async {
    let clock = TestClock()
    let store = TestStore(initialState: List.State(rows: [Row.State(id: 1), Row.State(id: 2)])) {
      List()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.rows(.element(id: 2, action: .startTimer)))
    await clock.advance(by: .seconds(1))
    await store.receive(\.rows[id: 2].tick) {
      $0.rows[id: 2]?.value = 1
    }
    await task.cancel()
  }

  @Test func effectsOfARemovedElementAreCancelledAndOthersKeepRunning() async {
    let clock = TestClock()
    let store = TestStore(initialState: List.State(rows: [Row.State(id: 1), Row.State(id: 2)])) {
      List()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.rows(.element(id: 1, action: .startTimer)))
    let second = await store.send(.rows(.element(id: 2, action: .startTimer)))
    await store.send(.remove(id: 1)) {
      $0.rows.remove(id: 1)
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.rows[id: 2].tick) {
      $0.rows[id: 2]?.value = 1
    }
    await second.cancel()
    await store.finish()
  }

  @Test func anActionForAnUnknownIdReportsAnIssueNamingForEachAndItsLocation() async {
    let store = TestStore(initialState: List.State(rows: [Row.State(id: 1)])) {
      List()
    }
    await withKnownIssue {
      await store.send(.rows(.element(id: 42, action: .bump))) {
        $0.log = ["parent saw row 42 at -1"]
      }
    } matching: { issue in
      issue.description.contains(
        #"A "forEach" at "ComposableArchitectureTests/ForEachReducerTests.swift:\#(List.forEachLine)""#
      )
        && issue.description.contains("missing element")
        && issue.description.contains("List.Action.rows(.element(id:, action: .bump))")
        && issue.sourceLocation?.line == Int(List.forEachLine)
    }
    #expect(store.state.rows == [Row.State(id: 1)])
  }

  @Test func elementsAreMutatedInPlaceInAStore() {
    let store = Store(initialState: List.State(rows: [Row.State(id: 1), Row.State(id: 2)])) {
      List()
    }
    for _ in 1...3 {
      store.send(.rows(.element(id: 1, action: .bump)))
    }
    #expect(store.rows.map(\.value) == [3, 0])
  }
}
