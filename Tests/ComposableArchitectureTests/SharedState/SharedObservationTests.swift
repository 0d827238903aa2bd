import ComposableArchitecture
import Foundation
import TestSupport
import Testing

@Reducer
private struct SharedCounter {
  @ObservableState
  struct State: Equatable {
    @Shared var count: Int
    var other = 0
  }
  enum Action { case increment, incrementOther, noop, replace }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment: state.$count.withLock { $0 += 1 }
      case .incrementOther: state.other += 1
      case .noop: break
      case .replace: state.$count = Shared(value: 100)
      }
      return .none
    }
  }
}

@MainActor
struct SharedObservationTests {
  @Test func storeObserversAreNotifiedWhenAnyHolderChangesTheSharedValue() {
    let count = Shared(value: 0)
    let store = Store(initialState: SharedCounter.State(count: count)) { SharedCounter() }
    let counter = ChangeCounter { _ = store.count }
    count.withLock { $0 += 1 }
    #expect(counter.count == 1)
    #expect(store.count == 1)
  }

  @Test func storeObserversAreNotifiedWhenTheReducerChangesTheSharedValue() {
    let store = Store(initialState: SharedCounter.State(count: Shared(value: 0))) {
      SharedCounter()
    }
    let counter = ChangeCounter { _ = store.count }
    store.send(.increment)
    #expect(counter.count == 1)
    #expect(store.count == 1)
  }

  @Test func observersOfTheSharedValueAreNotNotifiedByOtherChanges() {
    let store = Store(initialState: SharedCounter.State(count: Shared(value: 0))) {
      SharedCounter()
    }
    let sharedObserver = ChangeCounter { _ = store.count }
    store.send(.incrementOther)
    store.send(.noop)
    #expect(sharedObserver.count == 0)
  }

  @Test func observersOfOtherFieldsAreNotNotifiedBySharedChanges() {
    let count = Shared(value: 0)
    let store = Store(initialState: SharedCounter.State(count: count)) { SharedCounter() }
    let otherObserver = ChangeCounter { _ = store.other }
    store.send(.increment)
    count.withLock { $0 += 1 }
    #expect(otherObserver.count == 0)
  }

  @Test func sharingAnotherValueNotifiesObservers() {
    let store = Store(initialState: SharedCounter.State(count: Shared(value: 0))) {
      SharedCounter()
    }
    let counter = ChangeCounter { _ = store.count }
    store.send(.replace)
    #expect(counter.count == 1)
    #expect(store.count == 100)
  }

  @Test func twoStoresHoldingOneSharedValueBothNotify() {
    let count = Shared(value: 0)
    let first = Store(initialState: SharedCounter.State(count: count)) { SharedCounter() }
    let second = Store(initialState: SharedCounter.State(count: count)) { SharedCounter() }
    let secondObserver = ChangeCounter { _ = second.count }
    first.send(.increment)
    #expect(secondObserver.count == 1)
    #expect(second.count == 1)
  }

  @Test func observeReRunsWhenTheSharedValueChanges() async {
    let count = Shared(value: 0)
    let store = Store(initialState: SharedCounter.State(count: count)) { SharedCounter() }
    var seen: [Int] = []
    let token = observe { seen.append(store.count) }
    count.withLock { $0 = 5 }
    for _ in 0..<100 where seen.count < 2 { await Task.yield() }
    #expect(seen == [0, 5])
    token.cancel()
  }

  @Test func observeSeesAChangeMadeOnAnotherThreadBeforeItsObservationIsRegistered() async {
    // `withObservationTracking` registers only after the closure returns: a write landing on
    // another thread after the closure's read would otherwise notify nobody.
    let count = Shared(value: 0)
    var seen: [Int] = []
    let token = observe {
      seen.append(count.wrappedValue)
      if seen.count == 1 {
        // A thread of its own (`DispatchQueue.sync` may run the block on the calling thread),
        // waited for.
        let written = DispatchSemaphore(value: 0)
        Thread {
          count.withLock { $0 = 7 }
          written.signal()
        }.start()
        written.wait()
      }
    }
    for _ in 0..<100 where seen.count < 2 { await Task.yield() }
    #expect(seen == [0, 7])
    token.cancel()
  }

  @Test func derivedValuesNotifyObserversOfTheirBase() {
    struct Settings: Equatable { var isOn = false }
    let settings = Shared(value: Settings())
    let observed = settings
    let counter = ChangeCounter { _ = observed.wrappedValue }
    settings.isOn.withLock { $0 = true }
    #expect(counter.count == 1)
  }
}

@Reducer
private struct Appender {
  @ObservableState
  struct State {
    @Shared var items: [Int]
    var other = 0
  }
  enum Action { case append, incrementOther }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .append: state.$items.withLock { $0.append($0.count) }
      case .incrementOther: state.other += 1
      }
      return .none
    }
  }
}

@MainActor
struct SharedStoreCopyTests {
  @Test func aStoreNeverCopiesASharedValueItDoesNotWrite() {
    var items = [Int]()
    items.reserveCapacity(10_000)
    items.append(contentsOf: 0..<1_000)
    let shared = Shared(value: items)
    items = []
    let store = Store(initialState: Appender.State(items: shared)) { Appender() }
    func bufferAddress() -> UnsafeRawPointer? {
      shared.wrappedValue.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }
    let before = bufferAddress()
    store.send(.incrementOther)
    store.send(.incrementOther)
    // Steps that do not write the shared value leave it in the buffer it started in: neither the
    // store nor its state's copies copied it.
    #expect(bufferAddress() == before)
    // `withLock` runs its body on a copy it writes back (so that the body may read the same value
    // through a derived `Shared`): appends arrive, in order.
    store.send(.append)
    store.send(.append)
    #expect(store.items.count == 1_002)
    #expect(store.items.suffix(2) == [1_000, 1_001])
  }
}
