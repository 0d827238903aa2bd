import Testing

@_spi(Internals) @testable import ComposableArchitecture

/// The registry's half of `dismiss()`: a presented feature's request to be dismissed reaches its
/// listener whenever the listener starts waiting, and never outlives the listener.
struct DismissalRequestTests {
  private let registry = CancellationRegistry()
  private let path = NavigationIDPath().appending(AnyHashableSendable("child"))
  private var key: CancellationRegistry.Key {
    .init(id: AnyHashableSendable(DismissListenerID()), path: self.path)
  }

  /// Reserves the listener's slot, as a store does when the feature appears.
  private func reserveListener() -> UInt64 {
    self.registry.reserve(keys: [self.key], path: self.path, record: .bookkeeping)
  }

  /// Starts the listener's wait in the task of `token`, as the store runs it, and cancels it
  /// (as its feature's dismissal would) after `delay`. Returns its answer.
  private func listen(_ token: UInt64, cancelledAfter delay: Duration = .seconds(5)) async -> Bool?
  {
    let (registry, key) = (self.registry, self.key)
    let answer = LockIsolated<Bool?>(nil)
    let task = Task {
      let requested = await registry.dismissalRequest(listenerKey: key)
      answer.setValue(requested)
      registry.finish(token)
    }
    registry.attach(token, task: task)
    let canceller = Task {
      // sleep-ok: the simulated dismissal, which also bounds the wait.
      try await Task.sleep(for: delay)
      task.cancel()
    }
    await task.value
    canceller.cancel()
    return answer.value
  }

  @Test func aRequestMadeBeforeTheListenerWaitsIsNotLost() async {
    let token = self.reserveListener()
    // The feature asks before its listener's task has run.
    self.registry.requestDismissal(listenerKey: self.key)
    #expect(await self.listen(token) == true)
  }

  @Test func aRequestWakesAWaitingListener() async {
    let token = self.reserveListener()
    let (registry, key) = (self.registry, self.key)
    Task {
      // sleep-ok: a simulated delay; the answer is true in either order.
      try? await Task.sleep(for: .milliseconds(50))
      registry.requestDismissal(listenerKey: key)
    }
    #expect(await self.listen(token) == true)
  }

  @Test func aListenerCancelledWithItsFeatureReportsNoDismissal() async {
    let token = self.reserveListener()
    #expect(await self.listen(token, cancelledAfter: .milliseconds(20)) == false)
  }

  @Test func aRequestWithoutAListenerIsNotKeptForTheNextFeature() async {
    // The feature is gone (its listener finished) when its effect asks.
    self.registry.requestDismissal(listenerKey: self.key)
    // A feature presented later at the same path is not dismissed by that request.
    let token = self.reserveListener()
    #expect(await self.listen(token, cancelledAfter: .milliseconds(50)) == false)
  }

  @Test func aRequestToACancelledListenerIsIgnored() async {
    let token = self.reserveListener()
    // The feature is being dismissed by its parent: its effects, the listener among them, are
    // cancelled before the listener has run.
    self.registry.cancel(tokens: [token])
    self.registry.requestDismissal(listenerKey: self.key)
    #expect(await self.listen(token) == false)
  }
}
