import ComposableArchitecture
import Testing

private struct Settings: Equatable {
  var isOn = false
  var volume = 5
}

struct SharedTests {
  @Test func copiesShareOneValue() {
    let count = Shared(value: 0)
    let copy = count
    copy.withLock { $0 += 1 }
    #expect(count.wrappedValue == 1)
    #expect(copy.wrappedValue == 1)
  }

  @Test func propertyWrapperHandsItsProjectionToAnotherHolder() {
    struct Parent {
      @Shared(value: 0) var count
    }
    struct Child {
      @Shared var count: Int
    }
    let parent = Parent()
    let child = Child(count: parent.$count)
    child.$count.withLock { $0 = 42 }
    #expect(parent.count == 42)
  }

  @Test func withLockReturnsTheOperationsResult() {
    let count = Shared(value: 1)
    let doubled = count.withLock { value -> Int in
      value *= 2
      return value
    }
    #expect(doubled == 2)
  }

  @Test func projectionCanBeReassignedToShareAnotherValue() {
    struct Holder {
      @Shared(value: 0) var count
    }
    var holder = Holder()
    let other = Shared(value: 10)
    holder.$count = other
    other.withLock { $0 += 1 }
    #expect(holder.count == 11)
  }

  @Test func derivedValueReadsAndWritesThePartOfItsBase() {
    let settings = Shared(value: Settings())
    let isOn: Shared<Bool> = settings.isOn
    isOn.withLock { $0 = true }
    #expect(settings.wrappedValue.isOn)
    settings.withLock { $0.isOn = false }
    #expect(isOn.wrappedValue == false)
  }

  @Test func readOnlyKeyPathsDeriveAReader() {
    let items = Shared(value: [1, 2, 3])
    let count: SharedReader<Int> = items.count
    items.withLock { $0.append(4) }
    #expect(count.wrappedValue == 4)
  }

  @Test func readerSeesChangesMadeThroughTheShared() {
    let count = Shared(value: 0)
    let reader = SharedReader(count)
    count.withLock { $0 = 3 }
    #expect(reader.wrappedValue == 3)
    let derived = reader.description
    #expect(derived == "3")
  }

  @Test func unwrappingAnOptional() throws {
    let user = Shared<String?>(value: "Blob")
    let unwrapped = try #require(Shared(user))
    unwrapped.withLock { $0 += " Jr." }
    #expect(user.wrappedValue == "Blob Jr.")
    #expect(Shared(Shared<Int?>(value: nil)) == nil)
  }

  @Test func unwrappedValueKeepsItsLastValueWhenTheOptionalBecomesNil() throws {
    let user = Shared<String?>(value: "Blob")
    let unwrapped = try #require(Shared(user))
    user.withLock { $0 = nil }
    #expect(unwrapped.wrappedValue == "Blob")
    unwrapped.withLock { $0 = "Ignored" }
    #expect(user.wrappedValue == nil)
  }

  @Test func elementsOfAnIdentifiedArrayAreSharedByID() throws {
    struct Todo: Equatable, Identifiable {
      let id: Int
      var isComplete = false
    }
    let todos = Shared(value: IdentifiedArray(uniqueElements: [Todo(id: 1), Todo(id: 2)]))
    let elements = Array(todos)
    #expect(elements.map(\.id) == [1, 2])
    elements[1].withLock { $0.isComplete = true }
    #expect(todos.wrappedValue[id: 2]?.isComplete == true)

    // An element follows its id when the collection is reordered.
    todos.withLock { $0.swapAt(0, 1) }
    elements[1].withLock { $0.isComplete = false }
    #expect(todos.wrappedValue[id: 2]?.isComplete == false)
    #expect(todos.elements.map(\.id) == [2, 1])

    let first = try #require(Shared(todos[id: 1]))
    first.withLock { $0.isComplete = true }
    #expect(todos.wrappedValue[id: 1]?.isComplete == true)
    #expect(Shared(todos[id: 3]) == nil)
  }

  @Test func equalityComparesValues() {
    #expect(Shared(value: 1) == Shared(value: 1))
    #expect(Shared(value: 1) != Shared(value: 2))
  }

  @Test func concurrentWritersLoseNoUpdate() async {
    let count = Shared(value: 0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<100 {
        group.addTask {
          for _ in 0..<100 {
            count.withLock { $0 += 1 }
          }
        }
      }
    }
    #expect(count.wrappedValue == 10_000)
  }

  @Test func concurrentWritersOfAPersistedValueLoseNoUpdate() async {
    let count = Shared(wrappedValue: 0, .inMemory("concurrent"))
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<50 {
        group.addTask {
          let holder = Shared(wrappedValue: 0, .inMemory("concurrent"))
          for _ in 0..<100 {
            holder.withLock { $0 += 1 }
          }
        }
      }
    }
    #expect(count.wrappedValue == 5_000)
  }
}
