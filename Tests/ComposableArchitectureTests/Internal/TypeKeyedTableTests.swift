import Testing

@testable import ComposableArchitecture

private final class Marker: Sendable {
  let name: String
  init(_ name: String) { self.name = name }
}

/// Calls `body` with `count` distinct types (`[Int]`, `[[Int]]`, …).
private func withDistinctTypes(_ count: Int, _ body: (Any.Type) -> Void) {
  func visit<T>(_: T.Type, remaining: Int) {
    guard remaining > 0 else { return }
    body(T.self)
    visit([T].self, remaining: remaining - 1)
  }
  visit(Int.self, remaining: count)
}

struct TypeKeyedTableTests {
  @Test func firstObjectStoredForATypeIsKept() {
    let table = TypeKeyedTable()
    #expect(table.object(for: Int.self) == nil)
    let first = table.object(for: Int.self) { Marker("first") }
    let second = table.object(for: Int.self) { Marker("second") }
    #expect(first == second)
    #expect(table.object(for: Int.self) == first)
    #expect(Unmanaged<Marker>.fromOpaque(first).takeUnretainedValue().name == "first")
    #expect(table.object(for: String.self) == nil)
  }

  @Test func typesBeyondTheLockFreeCapacityAreStillFound() {
    let table = TypeKeyedTable()
    var stored: [ObjectIdentifier: UnsafeMutableRawPointer] = [:]
    withDistinctTypes(3_500) { type in
      stored[ObjectIdentifier(type)] = table.object(for: type) { Marker("\(type)") }
    }
    // Each type got an object of its own: the one made for it, not another type's.
    #expect(Set(stored.values).count == 3_500)
    var mismatches = 0
    withDistinctTypes(3_500) { type in
      let object = table.object(for: type) { Marker("again") }
      let name = Unmanaged<Marker>.fromOpaque(object).takeUnretainedValue().name
      if object != stored[ObjectIdentifier(type)] || name != "\(type)" {
        mismatches += 1
      }
    }
    #expect(mismatches == 0)
  }

  @Test func racingInsertsAgreeOnOneObject() async {
    let table = TypeKeyedTable()
    let addresses = await withTaskGroup(of: UInt.self) { group in
      for index in 0..<32 {
        group.addTask {
          UInt(bitPattern: table.object(for: Double.self) { Marker("\(index)") })
        }
      }
      return await group.reduce(into: Set<UInt>()) { $0.insert($1) }
    }
    #expect(addresses.count == 1)
  }
}
