import ComposableArchitecture
import Testing

/// A child with a long-living timer, and a way to ask its parent to close it.
private struct Ticker: Reducer {
  struct State: Equatable {
    var ticks = 0
  }

  @CasePathable
  enum Action: Equatable {
    case closeButtonTapped
    case startButtonTapped
    case tick
  }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .closeButtonTapped:
        return .none
      case .startButtonTapped:
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }
}

/// A parent presenting an optional ``Ticker``.
private struct Host: Reducer {
  struct State: Equatable {
    var ticker: Ticker.State?
    var log: [String] = []
  }

  @CasePathable
  enum Action: Equatable {
    case ticker(Ticker.Action)
    case present
    case dismiss
  }

  static let ifLetLine: UInt = #line + 22
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .ticker(.closeButtonTapped):
        state.log.append("closed at \(state.ticker?.ticks ?? -1)")
        state.ticker = nil
        return .none
      case .ticker(.tick):
        state.log.append("parent saw tick \(state.ticker?.ticks ?? -1)")
        return .none
      case .ticker:
        return .none
      case .present:
        state.ticker = Ticker.State()
        return .none
      case .dismiss:
        state.ticker = nil
        return .none
      }
    }
    // The line below is `ifLetLine`.
    .ifLet(\.ticker, action: \.ticker) { Ticker() }
  }
}

@MainActor
struct IfLetReducerTests {
  @Test func theChildRunsBeforeTheParent() async {
    let clock = TestClock()
    let store = TestStore(initialState: Host.State(ticker: Ticker.State())) {
      Host()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.ticker(.tick)) {
      $0.ticker?.ticks = 1
      $0.log = ["parent saw tick 1"]
    }
  }

  @Test func theParentCanDismissTheChildOnTheChildsOwnAction() async {
    let store = TestStore(initialState: Host.State(ticker: Ticker.State(ticks: 2))) {
      Host()
    }
    await store.send(.ticker(.closeButtonTapped)) {
      $0.ticker = nil
      $0.log = ["closed at 2"]
    }
  }

  @Test func childEffectsAreCancelledWhenTheParentSetsTheStateToNil() async {
    let clock = TestClock()
    let store = TestStore(initialState: Host.State()) {
      Host()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.present) {
      $0.ticker = Ticker.State()
    }
    await store.send(.ticker(.startButtonTapped))
    await clock.advance(by: .seconds(1))
    await store.receive(.ticker(.tick)) {
      $0.ticker?.ticks = 1
      $0.log = ["parent saw tick 1"]
    }
    await store.send(.dismiss) {
      $0.ticker = nil
    }
    // The timer is gone: advancing the clock delivers nothing, and no effect is left running.
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test func childEffectsKeepRunningWhileTheChildIsPresent() async {
    let clock = TestClock()
    let store = TestStore(initialState: Host.State(ticker: Ticker.State())) {
      Host()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = await store.send(.ticker(.startButtonTapped))
    await clock.advance(by: .seconds(2))
    await store.receive(.ticker(.tick)) {
      $0.ticker?.ticks = 1
      $0.log = ["parent saw tick 1"]
    }
    await store.receive(.ticker(.tick)) {
      $0.ticker?.ticks = 2
      $0.log.append("parent saw tick 2")
    }
    await task.cancel()
  }

  @Test func aChildActionForNilStateReportsAnIssueNamingIfLetAndItsLocation() async {
    let store = TestStore(initialState: Host.State()) {
      Host()
    }
    await withKnownIssue {
      // The parent still runs, and nothing crashes.
      await store.send(.ticker(.tick)) {
        $0.log = ["parent saw tick -1"]
      }
    } matching: { issue in
      issue.description.contains(
        #"An "ifLet" at "ComposableArchitectureTests/IfLetReducerTests.swift:\#(Host.ifLetLine)""#
      )
        && issue.description.contains(#"child state was "nil""#)
        && issue.description.contains("Host.Action.ticker(.tick)")
        && issue.sourceLocation?.line == Int(Host.ifLetLine)
    }
    #expect(store.state.ticker == nil)
  }

  @Test func aChildActionForNilStateInAStoreIsIgnored() {
    let store = Store(initialState: Host.State()) {
      Host()
    }
    withKnownIssue {
      store.send(.ticker(.tick))
    } matching: {
      $0.description.contains(#""ifLet""#)
    }
    #expect(store.ticker == nil)
  }

  @Test func anIfLetWithoutAChildReducerLetsTheParentDriveTheState() async {
    let store = TestStore(initialState: Host.State(ticker: Ticker.State())) {
      Reduce<Host.State, Host.Action> { state, action in
        if case .ticker(.tick) = action { state.log.append("tick") }
        return .none
      }
      .ifLet(\.ticker, action: \.ticker)
    }
    await store.send(.ticker(.tick)) {
      $0.log = ["tick"]
    }
  }
}
