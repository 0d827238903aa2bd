#if PostgreSQL
  import ComposableArchitecture
  import Foundation
  import TestSupport
  import Testing

  @testable import SyncUpsFeatures

  /// The PostgreSQL storage's own thread: its blocking calls finish whatever Swift's global
  /// executor is doing.
  struct StorageThreadTests {
    @Test func itReturnsTheResultOrRethrowsTheError() async throws {
      #expect(try await offThePool { try StorageThread.shared.run { 6 * 7 } } == 42)
      await #expect(throws: Refused.self) {
        try await offThePool { try StorageThread.shared.run { throw Refused() } }
      }
    }

    @Test func itsWorkRunsWhileEveryThreadOfTheGlobalExecutorIsBlocked() async throws {
      let outcome = try await offThePool { () -> Int? in
        // Every thread of the global executor blocked, as when the stores' callers all wait.
        let width = ProcessInfo.processInfo.activeProcessorCount
        let blocked = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        for _ in 0..<width {
          Task.detached {
            blocked.signal()
            release.wait()
          }
        }
        defer { for _ in 0..<width { release.signal() } }
        for _ in 0..<width {
          guard blocked.wait(timeout: .now() + 10) == .success else { return nil }
        }
        // Work with a suspension in it, the way a query waits for the server.
        let answer = LockIsolated<Int?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread {
          let value = try? StorageThread.shared.run {
            // sleep-ok: a suspension like a query
            try await Task.sleep(for: .milliseconds(10))
            return 42
          }
          answer.setValue(value)
          done.signal()
        }.start()
        _ = done.wait(timeout: .now() + 10)
        return answer.value
      }
      #expect(outcome == 42, "the storage's work did not run while the global executor was busy")
    }

    private struct Refused: Error {}
  }
#endif
