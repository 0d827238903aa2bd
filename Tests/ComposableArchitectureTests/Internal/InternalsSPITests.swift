@_spi(Canary) @_spi(Internals) @_spi(Logging) import ComposableArchitecture
import Testing

// The original library's SPI that its own tests use, mirrored where it costs nothing.

@MainActor
struct InternalsSPITests {
  @Test func effectActionsSendWhatTheEffectSends() async {
    let effect = Effect<Int>.concatenate(
      .send(1),
      .merge(.run { send in await send(2) }, .none),
      .cancel(id: "x"),
      .run { send in
        await send(3)
        await send(4)
      }
    )
    var actions: [Int] = []
    for await action in effect.actions {
      actions.append(action)
    }
    #expect(actions == [1, 2, 3, 4])
  }

  @Test func sendingWithTheTaskOverloadReturnsTheEffectsTask() async {
    let store = Store(initialState: FactFeature.State()) {
      FactFeature()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    let none: Task<Void, Never>? = store.send(.incrementButtonTapped)
    #expect(none == nil)
    await store.send(.factButtonTapped)?.value
    #expect(store.fact == "1 is a good number.")
  }

  @Test func aTestStoreTaskCanBeMadeFromATask() async {
    await TestStoreTask(rawValue: Task {}, timeout: .seconds(1)).finish()
    await TestStoreTask(rawValue: nil, timeout: .seconds(1)).finish()
  }

  @Test func sendingWithAnOriginReturnsTheEffectsTask() async {
    let store = Store(initialState: FactFeature.State()) {
      FactFeature()
    } withDependencies: {
      $0.continuousClock = ImmediateClock()
    }
    #expect(store.send(.incrementButtonTapped, originatingFrom: nil) == nil)
    await store.send(.factButtonTapped, originatingFrom: .incrementButtonTapped)?.value
    #expect(store.fact == "1 is a good number.")
  }

  @Test func theLoggerRecordsStoreLifecyclesOnlyWhileEnabled() {
    let logger = Logger.shared
    defer {
      logger.isEnabled = false
      logger.clear()
    }
    // Tests running in parallel create stores too: only this test's store types are looked at.
    var logs: [String] {
      logger.logs.filter { $0.contains("LoggedFeature") || $0.contains("LoggedState") }
    }
    logger.clear()
    _ = Store<LoggedState, Void>(initialState: LoggedState()) {}
    #expect(logs.isEmpty)

    logger.isEnabled = true
    do {
      let store = Store<LoggedState, Void>(initialState: LoggedState()) {}
      _ = store
    }
    do {
      let store = Store(initialState: LoggedFeature.State()) { LoggedFeature() }
      _ = store
    }
    #expect(
      logs == [
        "Store<LoggedState, ()>.init", "Store<LoggedState, ()>.deinit",
        "StoreOf<LoggedFeature>.init", "StoreOf<LoggedFeature>.deinit",
      ]
    )
    logger.clear()
    #expect(logs.isEmpty)
  }
}

private struct LoggedState {}

private struct LoggedFeature: Reducer {
  struct State {}
  enum Action {}
  var body: some ReducerOf<Self> { EmptyReducer() }
}
