import ComposableArchitecture
import XCTest

/// An issue reporter that keeps the messages it is given.
private final class IssueCollector: IssueReporter {
  let messages = LockIsolated<[String]>([])

  func reportIssue(
    _ message: @autoclosure () -> String?,
    severity: IssueSeverity,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {
    let message = message() ?? ""
    self.messages.withValue { $0.append(message) }
  }

  func expectIssue(
    _ message: @autoclosure () -> String?,
    fileID: StaticString,
    filePath: StaticString,
    line: UInt,
    column: UInt
  ) {}
}

/// The test store under XCTest: the same flows as under Swift Testing.
final class TestStoreXCTests: XCTestCase {
  @MainActor
  func testAPassingFlow() async {
    XCTAssertEqual(TestContext.current, .xcTest)
    let clock = TestClock()
    let store = TestStore(initialState: FactFeature.State()) {
      FactFeature()
    } withDependencies: {
      $0.continuousClock = clock
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 1
    }
    await store.send(.factButtonTapped) {
      $0.isLoading = true
    }
    await clock.advance(by: .seconds(1))
    await store.receive(\.factResponse) {
      $0.isLoading = false
      $0.fact = "1 is a good number."
    }
    await store.finish()
  }

  @MainActor
  func testAFailingFlowReportsItsFailures() async {
    #if _runtime(_ObjC)
      // Where XCTest can expect failures, let the failures reach XCTest itself.
      XCTExpectFailure("The test store fails this flow")
      await self.failingFlow()
    #else
      // swift-corelibs-xctest cannot expect failures (no 'XCTExpectFailure', and IssueReporting's
      // 'withExpectedIssue' reports that it is unavailable), so collect what the store reports.
      let collector = IssueCollector()
      await withIssueReporters([collector]) {
        await self.failingFlow()
      }
      let messages = collector.messages.value
      XCTAssertEqual(messages.count, 3, messages.joined(separator: "\n\n"))
      XCTAssert(messages.first?.contains("A state change does not match expectation") == true)
      XCTAssert(messages.dropFirst().first?.contains("State was not expected to change") == true)
      XCTAssert(messages.last?.contains("The store received 1 unexpected action") == true)
    #endif
  }

  @MainActor
  func testShowingSkippedAssertionsDoesNotFailTheTest() async {
    // Off Apple platforms XCTest cannot expect a failure, so a skipped assertion is shown on
    // standard error instead of being reported; on Apple platforms it is an expected failure.
    let collector = IssueCollector()
    await withIssueReporters([collector]) {
      let store = TestStore(initialState: FactFeature.State()) {
        FactFeature()
      }
      store.exhaustivity = .off(showSkippedAssertions: true)
      await store.send(.incrementButtonTapped)
      XCTAssertEqual(store.state.count, 1)
    }
    #if !_runtime(_ObjC)
      XCTAssertEqual(collector.messages.value, [])
    #endif
  }

  @MainActor
  private func failingFlow() async {
    let store = TestStore(initialState: FactFeature.State()) {
      FactFeature()
    }
    await store.send(.incrementButtonTapped) {
      $0.count = 2
    }
    await store.send(.incrementButtonTapped)
    await store.send(.saveButtonTapped)
  }
}
