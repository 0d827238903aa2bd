import ComposableArchitecture
import Testing

/// A feature that answers actions with `.none` or `.send`.
private struct Relay: Reducer {
  struct State: Equatable {
    var log: [String] = []
  }

  @CasePathable
  enum Action: Equatable {
    case nothing
    case relay(String)
    case relayed(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .nothing:
        return .none
      case .relay(let text):
        state.log.append("relay \(text)")
        return .merge(.send(.relayed(text + "1")), .send(.relayed(text + "2")))
      case .relayed(let text):
        state.log.append("relayed \(text)")
        return .none
      }
    }
  }
}

@MainActor
struct EffectSendTests {
  @Test func noneFeedsNothingBack() async {
    let store = TestStore(initialState: Relay.State()) {
      Relay()
    }
    let task = await store.send(.nothing)
    #expect(task.isCancelled)
  }

  @Test func sendFeedsActionsBackInOrder() async {
    let store = TestStore(initialState: Relay.State()) {
      Relay()
    }
    await store.send(.relay("a")) {
      $0.log = ["relay a"]
    }
    await store.receive(.relayed("a1")) {
      $0.log.append("relayed a1")
    }
    await store.receive(.relayed("a2")) {
      $0.log.append("relayed a2")
    }
  }

  @Test func sentActionsAreProcessedSynchronouslyByAStore() {
    let store = Store(initialState: Relay.State()) {
      Relay()
    }
    store.send(.relay("a"))
    #expect(store.log == ["relay a", "relayed a1", "relayed a2"])
  }
}
