import ComposableArchitecture
import Foundation
import Testing

// Shared-state persistence as Swift 5 mode code writes it: a type-safe file key, app storage, a
// custom key, and many concurrent writers.

private struct Note: Codable, Equatable {
  var text: String
}

extension SharedKey where Self == FileStorageKey<[Note]>.Default {
  fileprivate static var notes: Self {
    Self[.fileStorage(URL(fileURLWithPath: "/notes.json")), default: []]
  }
}

/// A key over a dictionary the test owns: saves land there, loads read from it.
private struct DictionaryKey: SharedKey {
  let name: String
  let storage: LockIsolated<[String: Int]>

  var id: String { self.name }

  func load(context: LoadContext<Int>, continuation: LoadContinuation<Int>) {
    if let value = self.storage.value[self.name] {
      continuation.resume(returning: value)
    } else {
      continuation.resumeReturningInitialValue()
    }
  }

  func subscribe(context: LoadContext<Int>, subscriber: SharedSubscriber<Int>) -> SharedSubscription
  {
    SharedSubscription {}
  }

  func save(_ value: Int, context: SaveContext, continuation: SaveContinuation) {
    self.storage.withValue { $0[self.name] = value }
    continuation.resume()
  }
}

struct SharedPersistenceSwift5Tests {
  @Test func aTypeSafeFileKeyWritesJSONAndANewHolderReadsItBack() throws {
    let files = LockIsolated<[URL: Data]>([:])
    try withDependencies {
      $0.defaultFileStorage = .inMemory(fileSystem: files)
    } operation: {
      @Shared(.notes) var notes
      $notes.withLock { $0.append(Note(text: "ship it")) }
      let data = try #require(files.value[URL(fileURLWithPath: "/notes.json")])
      #expect(try JSONDecoder().decode([Note].self, from: data) == [Note(text: "ship it")])

      @Shared(.notes) var again
      #expect(again == [Note(text: "ship it")])
    }
  }

  @Test func appStorageKeepsScalarsForNewHolders() {
    do {
      @Shared(.appStorage("swift5.launches")) var launches = 0
      $launches.withLock { $0 += 2 }
    }
    @Shared(.appStorage("swift5.launches")) var launches = 0
    #expect(launches == 2)
  }

  @Test func aCustomKeyLoadsAndSaves() {
    let storage = LockIsolated(["count": 5])
    @Shared(DictionaryKey(name: "count", storage: storage)) var count = 0
    #expect(count == 5)
    $count.withLock { $0 += 1 }
    #expect(storage.value["count"] == 6)
  }

  @Test func concurrentWritersLoseNoUpdate() async {
    let count = Shared(value: 0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<50 {
        group.addTask {
          for _ in 0..<100 { count.withLock { $0 += 1 } }
        }
      }
    }
    #expect(count.wrappedValue == 5_000)
  }
}
