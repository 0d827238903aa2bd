@_spi(Canary) @_spi(Internals) import ComposableArchitecture
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
}
