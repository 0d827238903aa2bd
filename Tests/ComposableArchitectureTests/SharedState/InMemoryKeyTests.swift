import ComposableArchitecture
import Testing

struct InMemoryKeyTests {
  @Test func holdersOfOneNameShareOneValue() {
    @Shared(.inMemory("count")) var first = 0
    @Shared(.inMemory("count")) var second = 0
    $first.withLock { $0 = 7 }
    #expect(second == 7)
  }

  @Test func theValueOutlivesItsHolders() {
    do {
      @Shared(.inMemory("name")) var name = "Blob"
      $name.withLock { $0 = "Blob Jr." }
    }
    @Shared(.inMemory("name")) var name = "Ignored default"
    #expect(name == "Blob Jr.")
  }

  @Test func differentNamesAreDifferentValues() {
    @Shared(.inMemory("a")) var a = 1
    @Shared(.inMemory("b")) var b = 1
    $a.withLock { $0 = 2 }
    #expect(b == 1)
  }

  @Test func aStorageOfItsOwnIsolatesValues() {
    @Shared(.inMemory("count")) var outer = 1
    withDependencies {
      $0.defaultInMemoryStorage = InMemoryStorage()
    } operation: {
      @Shared(.inMemory("count")) var inner = 5
      #expect(inner == 5)
    }
    #expect(outer == 1)
  }

  @Test func optionalValuesDefaultToNil() {
    @Shared(.inMemory("user")) var user: String?
    #expect(user == nil)
    $user.withLock { $0 = "Blob" }
    @Shared(.inMemory("user")) var again: String?
    #expect(again == "Blob")
  }

  @Test func aSharedValueCreatedAfterAReaderOfItsKeyStillSaves() {
    do {
      @SharedReader(.inMemory("count")) var reader = 0
      @Shared(.inMemory("count")) var count = 0
      $count.withLock { $0 = 4 }
      #expect(reader == 4)
    }
    // Every holder is gone; the storage kept the value the shared value saved.
    @Shared(.inMemory("count")) var count = 0
    #expect(count == 4)
  }

  @Test func loadingAnotherKeySharesItsValue() async throws {
    @Shared(.inMemory("other")) var other = 42
    var shared = Shared(wrappedValue: 1, .inMemory("first"))
    try await shared.load(.inMemory("other"))
    #expect(shared.wrappedValue == 42)
    shared.withLock { $0 += 1 }
    #expect(other == 43)
  }

  @Test func readersShareTheValue() {
    @Shared(.inMemory("count")) var count = 0
    @SharedReader(.inMemory("count")) var reader = 0
    $count.withLock { $0 = 3 }
    #expect(reader == 3)
  }
}
