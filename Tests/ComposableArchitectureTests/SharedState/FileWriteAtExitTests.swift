import ConcurrencyExtras
import Foundation
import TestSupport
import Testing

@testable import ComposableArchitecture

/// A debounced file write that is under way when the process exits is waited for, not cut off.
///
/// `FileStorageExitTests` shows it end to end in a child process; this pins the reason: while
/// the write runs, its file is still among those an exit flushes, so the exit's flush waits for
/// the write's lock instead of finding nothing to do.
@MainActor
struct FileWriteAtExitTests {
  @Test func aFileIsPendingForTheExitUntilItsWriteEnds() async throws {
    let url = URL(fileURLWithPath: "/tmp/file-write-at-exit-\(UUID().uuidString).json")
    let pendingWhileWriting = LockIsolated<[Bool]>([])
    let storage = FileStorage(
      state: FileStorageState(),
      read: { _ in nil },
      write: { _, url in
        pendingWhileWriting.withValue { $0.append(PendingFileWrites.shared.isPending(url)) }
      },
      signature: { _ in nil },
      saveInterval: .seconds(60),
      pollInterval: nil
    )
    await withDependencies {
      $0.defaultFileStorage = storage
    } operation: {
      @Shared(.fileStorage(url)) var count = 0
      // The first write of a file goes to the write queue at once (nothing was written within
      // the save interval).
      $count.withLock { $0 = 1 }
      let written = await eventually { !pendingWhileWriting.value.isEmpty }
      #expect(written)
    }
    #expect(pendingWhileWriting.value == [true])
    #expect(!PendingFileWrites.shared.isPending(url))
  }
}
