#if PostgreSQL
  import ComposableArchitecture

  /// Runs a key's query again when asked, one run at a time, and hands each result on in the
  /// order the runs started.
  ///
  /// Requests that arrive while a run is in flight are folded into one more run after it: ten
  /// notifications in a burst cost two queries, and the last one sees every change.
  final class FetchLoop<Value: Sendable>: Sendable {
    private struct State {
      var task: Task<Void, Never>?
      var isPending = false
      var isCancelled = false
    }

    private let fetch: @Sendable () async throws -> Value
    private let deliver: @Sendable (Result<Value, any Error>) -> Void
    private let state = LockIsolated(State())

    init(
      fetch: @escaping @Sendable () async throws -> Value,
      deliver: @escaping @Sendable (Result<Value, any Error>) -> Void
    ) {
      self.fetch = fetch
      self.deliver = deliver
    }

    /// Runs the query again, now or after the run in flight.
    func request() {
      self.state.withValue { state in
        guard !state.isCancelled else { return }
        guard state.task == nil else {
          state.isPending = true
          return
        }
        state.task = Task { await self.run() }
      }
    }

    /// Stops: no more runs, no more results.
    func cancel() {
      self.state.withValue { state in
        state.isCancelled = true
        state.task?.cancel()
        state.task = nil
      }
    }

    private func run() async {
      while true {
        let result = await self.fetchThroughOutages()
        guard !self.state.value.isCancelled else { return }
        self.deliver(result)
        let again = self.state.withValue { state in
          guard state.isPending, !state.isCancelled else {
            state.task = nil
            return false
          }
          state.isPending = false
          return true
        }
        guard again else { return }
      }
    }

    /// The query's result; a connection lost mid-query (a pooled connection that a restart
    /// closed) is retried a few times, waiting a little longer each time, before it counts.
    private func fetchThroughOutages() async -> Result<Value, any Error> {
      var backoff = Backoff(maximum: .seconds(1))
      var attempts = 0
      while true {
        do {
          return .success(try await self.fetch())
        } catch let error as PostgresDatabaseError where error.kind == .unavailable {
          attempts += 1
          guard attempts < 6, (try? await Task.sleep(for: backoff.next())) != nil else {
            return .failure(error)
          }
        } catch {
          return .failure(error)
        }
      }
    }
  }
#endif
