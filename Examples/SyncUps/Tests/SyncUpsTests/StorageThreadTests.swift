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
        // Every thread of the global executor blocked, as when the stores' callers all wait. (A
        // blocker that cannot start finds the pool already busy: the same condition.)
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
        let startedBy = DispatchTime.now() + 2
        for _ in 0..<width where blocked.wait(timeout: startedBy) == .timedOut { break }
        // Work with a suspension in it, the way a query waits for the server.
        let answer = LockIsolated<Int?>(nil)
        let done = DispatchSemaphore(value: 0)
        Thread {
          let value = try? StorageThread.shared.run {
            await Task.yield()
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
