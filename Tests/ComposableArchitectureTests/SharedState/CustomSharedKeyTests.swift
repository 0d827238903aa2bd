import ComposableArchitecture
import Foundation
import Testing

/// A remote store, standing in for any external system a custom key talks to.
private final class Remote: Sendable {
  let values = LockIsolated<[String: Int]>([:])
  let saves = LockIsolated<[(Int, SaveContext)]>([])
  let subscribers = LockIsolated<[SharedSubscriber<Int>]>([])
  let loadFailure = LockIsolated<(any Error)?>(nil)
  let saveFailure = LockIsolated<(any Error)?>(nil)

  func push(_ value: Int) {
    for subscriber in self.subscribers.value { subscriber.yield(value) }
  }
}

private struct RemoteError: Error, Equatable {}

private struct RemoteKey: SharedKey {
  let name: String
  let remote: Remote

  var id: String { self.name }

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    if let error = self.remote.loadFailure.value {
      continuation.resume(throwing: error)
    } else if let value = self.remote.values.value[self.name] {
      continuation.resume(returning: value)
    } else {
      continuation.resumeReturningInitialValue()
    }
  }

  func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>) -> SharedSubscription
  {
    self.remote.subscribers.withValue { $0.append(subscriber) }
    return SharedSubscription {}
  }

  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    self.remote.saves.withValue { $0.append((value, context)) }
    if let error = self.remote.saveFailure.value {
      continuation.resume(throwing: error)
    } else {
      self.remote.values.withValue { $0[self.name] = value }
      continuation.resume()
    }
  }
}

private struct ReadOnlyRemoteKey: SharedReaderKey {
  let name: String
  let remote: Remote
  var id: String { self.name }

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    continuation.resume(with: .success(self.remote.values.value[self.name]))
  }

  func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>) -> SharedSubscription
  {
    self.remote.subscribers.withValue { $0.append(subscriber) }
    return SharedSubscription {}
  }
}

struct CustomSharedKeyTests {
  @Test func aCustomKeyLoadsSubscribesAndSaves() {
    let remote = Remote()
    remote.values.withValue { $0["count"] = 5 }
    @Shared(RemoteKey(name: "count", remote: remote)) var count = 0
    #expect(count == 5)

    $count.withLock { $0 += 1 }
    #expect(remote.saves.value.map(\.0) == [6])
    #expect(remote.saves.value.map(\.1) == [.didSet])

    remote.push(100)
    #expect(count == 100)
    // Values from the external system are not saved back to it.
    #expect(remote.saves.value.count == 1)
  }

  @Test func explicitSavesAreUserInitiated() async throws {
    let remote = Remote()
    @Shared(RemoteKey(name: "count", remote: remote)) var count = 1
    try await $count.save()
    #expect(remote.saves.value.map(\.1) == [.userInitiated])
  }

  @Test func loadErrorsAreExposedAndTheDefaultIsKept() async {
    let remote = Remote()
    remote.loadFailure.setValue(RemoteError())
    @Shared(RemoteKey(name: "count", remote: remote)) var count = 3
    #expect(count == 3)
    #expect($count.loadError as? RemoteError == RemoteError())

    remote.loadFailure.setValue(nil)
    remote.values.withValue { $0["count"] = 8 }
    await #expect(throws: Never.self) { try await $count.load() }
    #expect(count == 8)
    #expect($count.loadError == nil)
  }

  @Test func saveErrorsAreExposed() async {
    let remote = Remote()
    remote.saveFailure.setValue(RemoteError())
    @Shared(RemoteKey(name: "count", remote: remote)) var count = 0
    $count.withLock { $0 = 1 }
    #expect($count.saveError as? RemoteError == RemoteError())
    await #expect(throws: RemoteError.self) { try await $count.save() }

    remote.saveFailure.setValue(nil)
    $count.withLock { $0 = 2 }
    #expect($count.saveError == nil)
  }

  @Test func subscriptionErrorsAreExposedAsLoadErrors() {
    let remote = Remote()
    @Shared(RemoteKey(name: "count", remote: remote)) var count = 0
    for subscriber in remote.subscribers.value { subscriber.yield(throwing: RemoteError()) }
    #expect($count.loadError is RemoteError)
    remote.push(1)
    #expect($count.loadError == nil)
  }

  @Test func requiringAValueThrowsWhenTheKeyHasNone() async throws {
    let remote = Remote()
    await #expect(throws: (any Error).self) {
      _ = try await Shared(require: RemoteKey(name: "missing", remote: remote))
    }
    remote.values.withValue { $0["present"] = 4 }
    let present = try await Shared(require: RemoteKey(name: "present", remote: remote))
    #expect(present.wrappedValue == 4)
  }

  @Test func aCustomReaderKeyIsReadOnly() {
    let remote = Remote()
    remote.values.withValue { $0["temperature"] = 20 }
    @SharedReader(ReadOnlyRemoteKey(name: "temperature", remote: remote)) var temperature = 0
    #expect(temperature == 20)
    remote.push(25)
    #expect(temperature == 25)
  }

  @Test func keysWithEqualIDsShareOneValue() {
    let remote = Remote()
    @Shared(RemoteKey(name: "count", remote: remote)) var first = 0
    @Shared(RemoteKey(name: "count", remote: remote)) var second = 0
    $first.withLock { $0 = 9 }
    #expect(second == 9)
  }

  @Test func resumingAContinuationTwiceIsReported() {
    let received = LockIsolated<[Int?]>([])
    let continuation = LoadContinuation<Int>("twice") { result in
      received.withValue { $0.append(try? result.get()) }
    }
    continuation.resume(returning: 1)
    withKnownIssue {
      continuation.resume(returning: 2)
    } matching: { issue in
      issue.description.contains("resumed its continuation more than once")
    }
    #expect(received.value == [1])
  }

  @Test func releasingAContinuationWithoutResumingIsReported() {
    let received = LockIsolated(0)
    withKnownIssue {
      _ = SaveContinuation("forgetful") { _ in received.withValue { $0 += 1 } }
    } matching: { issue in
      issue.description.contains("without resuming it")
    }
    #expect(received.value == 1)
  }
}
