import ComposableArchitecture
import Testing
import XCTest

// Every test starts with a fresh stack element id generator, as in the original, so a test can
// name the elements of a `StackState` it builds by the literals 0, 1, …. Each test below takes
// ids and then expects the next test to start from 0 again: whichever runs second fails if
// dependencies carried over from one test to the next.

private func buildStackAndCheckItsIDs() -> (ids: [StackElementID], next: StackElementID) {
  @Dependency(\.stackElementID) var stackElementID
  let start = stackElementID.peek()
  let stack = StackState(["first", "second"])
  _ = stackElementID.next()
  return (Array(stack.ids), start)
}

struct StackElementIDFreshnessTests {
  @Test func aTestStartsFromIDZero() {
    let (ids, start) = buildStackAndCheckItsIDs()
    #expect(start == 0)
    #expect(ids == [0, 1])
  }

  @Test func anotherTestStartsFromIDZeroToo() {
    let (ids, start) = buildStackAndCheckItsIDs()
    #expect(start == 0)
    #expect(ids == [0, 1])
  }
}

/// The same under XCTest, whose per-test reset off Apple platforms comes from swift-dependencies'
/// `DependenciesTestObserver` library, which this test target links (see Package.swift).
final class StackElementIDFreshnessXCTests: XCTestCase {
  func testATestStartsFromIDZero() {
    let (ids, start) = buildStackAndCheckItsIDs()
    XCTAssertEqual(start, 0)
    XCTAssertEqual(ids, [0, 1])
  }

  func testAnotherTestStartsFromIDZeroToo() {
    let (ids, start) = buildStackAndCheckItsIDs()
    XCTAssertEqual(start, 0)
    XCTAssertEqual(ids, [0, 1])
  }
}
