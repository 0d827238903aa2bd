import ComposableArchitecture
import Foundation
import Testing

// Seed 001, "Migration using Swift 5.6": a body declared as 'Reduce<State, Action>' instead of an
// opaque 'some ReducerProtocol<State, Action>', and the pre-1.0 effects ('.task',
// '.fireAndForget', 'EffectTask(value:)') that old reducers return.

/// A body typed 'Reduce<State, Action>', composing the tabs of the embedding tests.
@available(*, deprecated)
struct LegacySwift56AppReducer: ReducerProtocol {
  typealias State = LegacyAppState
  typealias Action = LegacyAppAction

  var body: Reduce<State, Action> {
    Scope(state: \.tabA, action: /Action.tabA) {
      LegacyTabA()
    }
    Scope(state: \.tabB, action: /Action.tabB) {
      LegacyTabB()
    }
    Scope(state: \.tabC, action: /Action.tabC) {
      Reduce(legacyTabCReducer, environment: LegacyTabCEnvironment(date: { legacyEpoch }))
    }
  }
}

/// A feature returning pre-1.0 effects.
@available(*, deprecated)
struct LegacyEffects: ReducerProtocol {
  struct State: Equatable {
    var count = 0
    var failed = false
  }

  @CasePathable
  enum Action: Equatable {
    case failingTaskButtonTapped
    case fireAndForgetButtonTapped
    case response(Int)
    case taskButtonTapped
    case taskFailed
    case valueButtonTapped
  }

  struct Failure: Error {}

  let recorded: LockIsolated<[String]>

  @available(*, deprecated)
  func reduce(into state: inout State, action: Action) -> EffectTask<Action> {
    switch action {
    case .failingTaskButtonTapped:
      return .task {
        throw Failure()
      } catch: { _ in
        .taskFailed
      }
    case .fireAndForgetButtonTapped:
      return .fireAndForget { [recorded] in
        recorded.withValue { $0.append("fired") }
      }
    case .response(let value):
      state.count = value
      return .none
    case .taskButtonTapped:
      return .task { [count = state.count] in
        .response(count + 10)
      }
    case .taskFailed:
      state.failed = true
      return .none
    case .valueButtonTapped:
      return EffectTask(value: .response(-1))
    }
  }
}

@MainActor
@Suite(.serialized)
struct LegacySwift56Tests {
  @available(*, deprecated)
  @Test func reduceTypedBodyBehavesLikeOpaqueBody() async {
    for store in [
      TestStore(initialState: LegacyAppState(), reducer: LegacySwift56AppReducer()),
      TestStore(initialState: LegacyAppState(), reducer: LegacyAppReducer()) {
        $0.date = .constant(legacyEpoch)
      },
    ] {
      await LegacyEmbeddingTests().exercise(store)
    }
  }

  @available(*, deprecated)
  @Test func preOneZeroEffects() async {
    let recorded = LockIsolated<[String]>([])
    let store = TestStore(
      initialState: LegacyEffects.State(),
      reducer: LegacyEffects(recorded: recorded)
    )
    await store.send(.taskButtonTapped)
    await store.receive(.response(10)) {
      $0.count = 10
    }
    await store.send(.failingTaskButtonTapped)
    await store.receive(\.taskFailed) {
      $0.failed = true
    }
    await store.send(.valueButtonTapped)
    await store.receive(.response(-1)) {
      $0.count = -1
    }
    await store.send(.fireAndForgetButtonTapped)
    await store.finish()
    #expect(recorded.value == ["fired"])
  }
}
