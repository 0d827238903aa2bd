#if PostgreSQL
  import Foundation

  /// A thread of its own that runs the PostgreSQL storage's async work, so that a caller who
  /// blocks waiting for that work never depends on Swift's global executor.
  ///
  /// The storage's operations are synchronous: the caller's thread waits while the query runs.
  /// Run on the global executor, the query needs one of its threads to be free; on Linux, with
  /// the tests' threads and the main actor's queue all waiting, it was seen never to get one
  /// (every storage call of a test process blocked, no worker thread alive). Jobs given this
  /// executor as their preference (`Task.detached(executorPreference:)`, and the tasks they
  /// start) run here one at a time, in order.
  final class StorageThread: TaskExecutor, @unchecked Sendable {
    // @unchecked Sendable: `jobs` is read and written only while `condition` is locked.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    /// The one storage thread of this process, started on first use.
    static let shared = StorageThread(name: "SyncUps storage")

    private init(name: String) {
      let thread = Thread { [unowned self] in self.run() }
      thread.name = name
      thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
      let job = UnownedJob(job)
      self.condition.lock()
      self.jobs.append(job)
      self.condition.signal()
      self.condition.unlock()
    }

    /// Runs `operation` on this thread to its end, blocking the calling thread, and returns its
    /// result. Never call it from this thread (it would wait for itself).
    func run<Result: Sendable>(
      _ operation: @escaping @Sendable () async throws -> Result
    ) throws -> Result {
      let outcome = AwaitedOutcome<Result>()
      Task.detached(executorPreference: self) {
        do {
          outcome.finish(.success(try await operation()))
        } catch {
          outcome.finish(.failure(error))
        }
      }
      return try outcome.wait()
    }

    private func run() {
      while true {
        self.condition.lock()
        while self.jobs.isEmpty {
          self.condition.wait()
        }
        let batch = self.jobs
        self.jobs.removeAll(keepingCapacity: true)
        self.condition.unlock()
        for job in batch {
          job.runSynchronously(on: self.asUnownedTaskExecutor())
        }
      }
    }
  }

  /// The result of work on another thread, and a wait for it.
  private final class AwaitedOutcome<Value: Sendable>: @unchecked Sendable {
    // @unchecked Sendable: `result` is read and written only while `condition` is locked.
    private let condition = NSCondition()
    private var result: Result<Value, any Error>?

    func finish(_ result: Result<Value, any Error>) {
      self.condition.lock()
      self.result = result
      self.condition.broadcast()
      self.condition.unlock()
    }

    func wait() throws -> Value {
      self.condition.lock()
      defer { self.condition.unlock() }
      while self.result == nil {
        self.condition.wait()
      }
      return try self.result!.get()
    }
  }
#endif
