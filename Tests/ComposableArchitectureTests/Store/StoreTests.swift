import ComposableArchitecture
import Foundation
import Testing

@MainActor
struct StoreTests {
  @Test func sendingAnActionRunsTheReducer() {
    let store = Store(initialState: Counter.State()) { Counter() }
    store.send(.increment)
    store.send(.increment)
    #expect(store.count == 2)
    #expect(store.state.count == 2)
    #expect(store.withState(\.count) == 2)
  }

  @Test func synchronousSendEffectsAreProcessedInOrder() {
    let store = Store(initialState: Counter.State()) { Counter() }
    store.send(.incrementTwiceSynchronously)
    #expect(store.count == 2)
  }

  @Test func effectsFeedActionsBack() async {
    let store = Store(initialState: Counter.State()) { Counter() }
    await store.send(.delayedIncrement).finish()
    #expect(store.count == 1)
  }

  @Test func scopingReturnsTheSameStoreForTheSamePaths() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let child1 = store.scope(\.child, action: \.child)
    let child2 = store.scope(\.child, action: \.child)
    #expect(child1 === child2)
    child1.send(.increment)
    #expect(child2.count == 1)
    #expect(store.child.count == 1)
    #expect(store.log == ["parent saw child increment at 1"])
  }

  @Test func optionalScopingIsNilWhileStateIsNil() {
    let store = Store(initialState: Parent.State()) { Parent() }
    #expect(store.scope(\.optional, action: \.optional) == nil)
    store.send(.presentOptional)
    let child = store.scope(\.optional, action: \.optional)
    #expect(child != nil)
    #expect(child === store.scope(\.optional, action: \.optional))
    child?.send(.increment)
    #expect(store.optional?.count == 1)
    store.send(.dismissOptional)
    #expect(store.scope(\.optional, action: \.optional) == nil)
  }

  @Test func annotatedNonOptionalScopeOfOptionalStateStillCompiles() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let child: Store<Counter.State?, Counter.Action> = store.scope(
      \.optional, action: \.optional
    )
    #expect(child.state == nil)
  }

  @Test func sendingToADismissedChildStoreReportsAnIssueAndDoesNotCrash() {
    let store = Store(initialState: Parent.State()) { Parent() }
    store.send(.presentOptional)
    let child = store.scope(\.optional, action: \.optional)!
    store.send(.dismissOptional)
    withKnownIssue {
      child.send(.increment)
    } matching: { issue in
      issue.description.contains(#""ifLet""#) && issue.description.contains(#""nil""#)
    }
    #expect(child.count == 0)
    #expect(store.optional == nil)
  }

  @Test func scopingThroughComputedPropertiesAndSubscripts() throws {
    let store = Store(initialState: Parent.State(rows: [Counter.State(id: 7)])) { Parent() }
    let row = try #require(store.scope(\.rows[id: 7], action: \.rows[id: 7]))
    row.send(.increment)
    #expect(store.rows[id: 7]?.count == 1)
    #expect(row.state.count == 1)
  }

  @available(*, deprecated)
  @Test func deprecatedClosureScopingStillWorks() {
    let store = Store(initialState: Parent.State()) { Parent() }
    let child = store.scope(state: { $0.child }, action: { .child($0) })
    child.send(.increment)
    #expect(store.child.count == 1)
  }

  @Test func twoStoresWithTheSameCancellationIDDoNotCancelEachOther() async {
    let clock = TestClock()
    let first = Store(initialState: Timer.State()) {
      Timer()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let second = Store(initialState: Timer.State()) {
      Timer()
    } withDependencies: {
      $0.continuousClock = clock
    }
    first.send(.start)
    second.send(.start)
    await Task.megaYield()
    first.send(.stop)
    await clock.advance(by: .seconds(1))
    await Task.megaYield()
    #expect(first.ticks == 0)
    #expect(second.ticks == 1)
    second.send(.stop)
  }

  @Test func storeTaskCancelsItsEffects() async {
    let clock = TestClock()
    let store = Store(initialState: Timer.State()) {
      Timer()
    } withDependencies: {
      $0.continuousClock = clock
    }
    let task = store.send(.start)
    #expect(!task.isCancelled)
    task.cancel()
    await task.finish()
    await clock.advance(by: .seconds(3))
    #expect(store.ticks == 0)
  }

  @Test func dependenciesAreOverriddenPerStore() {
    let store = Store(initialState: DateFeature.State()) {
      DateFeature()
    } withDependencies: {
      $0.date.now = Date(timeIntervalSince1970: 42)
    }
    store.send(.stamp)
    #expect(store.stamp == Date(timeIntervalSince1970: 42))
  }
}

/// A feature with a long-living, cancellable timer.
struct Timer: Reducer {
  struct State: Equatable { var ticks = 0 }
  @CasePathable
  enum Action: Equatable { case start, stop, tick }
  enum CancelID { case timer }
  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .start:
      return .run { send in
        for await _ in self.clock.timer(interval: .seconds(1)) {
          await send(.tick)
        }
      }
      .cancellable(id: CancelID.timer, cancelInFlight: true)
    case .stop:
      return .cancel(id: CancelID.timer)
    case .tick:
      state.ticks += 1
      return .none
    }
  }
}

struct DateFeature: Reducer {
  struct State: Equatable { var stamp: Date? }
  enum Action { case stamp }
  @Dependency(\.date.now) var now
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.stamp = self.now
    return .none
  }
}
