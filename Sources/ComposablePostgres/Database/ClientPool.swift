#if PostgreSQL
  import ComposableArchitecture
  import Logging
  import PostgresNIO

  /// postgres-nio's pool of connections (`PostgresClient`), with a deadline on getting a
  /// connection, and replaced by a new one once it stops being able to connect.
  ///
  /// A `PostgresClient` whose attempts to connect fail keeps its requests waiting for up to a
  /// minute (its circuit breaker), then waits up to a minute between attempts: after a restart
  /// of the server it would come back late, and a write made during the outage would not fail
  /// for a minute. Here a request that has no connection within the configuration's
  /// `connectTimeout` fails with ``PostgresDatabaseError/Kind/unavailable``; when none of the
  /// pool's connections was in use at that moment (the pool is not busy, it cannot connect), the
  /// pool is retired: its waiting requests fail and the next request starts a new pool, which
  /// connects at once.
  final class ClientPool: Sendable {
    /// One `PostgresClient` and the task that runs it.
    private final class Generation: Sendable {
      let client: PostgresClient
      let running: Task<Void, Never>
      /// Connections of this pool lent out now.
      let leased = LockIsolated(0)

      init(configuration: PostgresClient.Configuration) {
        let client = PostgresClient(configuration: configuration)
        self.client = client
        self.running = Task { await client.run() }
      }

      /// Ends the pool: waiting requests fail, connections close.
      func retire() { self.running.cancel() }
    }

    private struct State {
      var current: Generation?
      var isClosed = false
    }

    private let configuration: PostgresClient.Configuration
    private let leaseTimeout: Duration
    private let state = LockIsolated(State())

    init(configuration: PostgresSharedDatabase.Configuration) {
      var clientConfiguration = PostgresClient.Configuration(
        host: configuration.host,
        port: configuration.port,
        username: configuration.username,
        password: configuration.password,
        database: configuration.database,
        tls: .disable
      )
      clientConfiguration.options.connectTimeout = configuration.connectTimeout
      clientConfiguration.options.additionalStartupParameters = configuration.startupParameters
      self.configuration = clientConfiguration
      self.leaseTimeout = configuration.connectTimeout
    }

    /// Runs `body` on a connection of the pool, once one is free.
    ///
    /// - Throws: ``PostgresDatabaseError`` of kind ``PostgresDatabaseError/Kind/unavailable``
    ///   when no connection came within the deadline, or the pool is closed; the pool's and the
    ///   body's errors as they are.
    func withConnection<Result: Sendable>(
      _ body: @Sendable (PostgresConnection) async throws -> Result
    ) async throws -> Result {
      guard let generation = self.generation() else {
        throw PostgresDatabaseError(kind: .unavailable, message: "the database was closed")
      }
      // Exactly one of the lease and the deadline wins.
      let lease = LockIsolated(LeaseState.waiting)
      return try await withoutActuallyEscaping(body) { body in
        try await withThrowingTaskGroup(of: Outcome<Result>.self) { group in
          group.addTask {
            try await generation.client.withConnection { connection in
              // Too late: handed back unused, the deadline's answer is the request's.
              guard lease.withValue({ $0.take(.leased) }) else { return .refused }
              generation.leased.withValue { $0 += 1 }
              defer { generation.leased.withValue { $0 -= 1 } }
              return .value(try await body(connection))
            }
          }
          group.addTask {
            // Cancelled, it ends at once: the lease has won, or the caller gave up.
            try? await Task.sleep(for: self.leaseTimeout)
            guard !Task.isCancelled, lease.withValue({ $0.take(.timedOut) }) else {
              return .deadlineCancelled
            }
            return .timedOut
          }
          while let outcome = try await group.next() {
            switch outcome {
            case .value(let value):
              group.cancelAll()
              return value
            case .timedOut:
              group.cancelAll()
              if generation.leased.value == 0 { self.retire(generation) }
              throw PostgresDatabaseError(
                kind: .unavailable,
                message: "no connection to the server within \(self.leaseTimeout)")
            case .refused, .deadlineCancelled:
              continue
            }
          }
          // Both tasks ended without a value: only when the caller's task was cancelled.
          throw CancellationError()
        }
      }
    }

    /// Ends the pool for good: requests fail from now on.
    func close() {
      let generation = self.state.withValue { state in
        state.isClosed = true
        defer { state.current = nil }
        return state.current
      }
      generation?.retire()
    }

    /// The pool in use, started on first use and again after it was retired.
    private func generation() -> Generation? {
      self.state.withValue { state in
        guard !state.isClosed else { return nil }
        if let current = state.current { return current }
        let generation = Generation(configuration: self.configuration)
        state.current = generation
        return generation
      }
    }

    private func retire(_ generation: Generation) {
      self.state.withValue { state in
        if state.current === generation { state.current = nil }
      }
      generation.retire()
    }
  }

  /// A request for a connection: still waiting, or decided one way or the other.
  private enum LeaseState {
    case waiting, leased, timedOut

    /// Moves from waiting to `outcome`; `false` when the other side decided first.
    mutating func take(_ outcome: Self) -> Bool {
      guard self == .waiting else { return false }
      self = outcome
      return true
    }
  }

  /// What each of the two tasks of a request ends with.
  private enum Outcome<Value: Sendable>: Sendable {
    case value(Value)
    /// The deadline passed before a connection came.
    case timedOut
    /// The deadline was not needed.
    case deadlineCancelled
    /// A connection came after the deadline: handed back unused.
    case refused
  }
#endif
