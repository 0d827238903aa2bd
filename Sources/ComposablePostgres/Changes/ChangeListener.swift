#if PostgreSQL
  import ComposableArchitecture
  import Foundation
  import NIOCore
  import PostgresNIO

  /// The one connection of a ``PostgresSharedDatabase`` that runs `LISTEN`, and the observers it
  /// hands notifications to.
  ///
  /// It connects when the first observer arrives and stops with the database. A lost connection
  /// is reopened after 50 ms, then 100 ms, 200 ms…, up to the configuration's maximum delay;
  /// each time it listens again it sends ``PostgresChange/listening``, so that keys catch up.
  final class ChangeListener: Sendable {
    private struct State {
      var observers: [UUID: @Sendable (PostgresChange) -> Void] = [:]
      var task: Task<Void, Never>?
      var isListening = false
      var isStopped = false
    }

    private let configuration: PostgresSharedDatabase.Configuration?
    private let state = LockIsolated(State())

    init(configuration: PostgresSharedDatabase.Configuration?) {
      self.configuration = configuration
    }

    /// Whether the listener is listening now (a key that subscribes then reads at once).
    var isListening: Bool { self.state.value.isListening }

    /// Calls `observer` with every event from now on, until the returned token is passed to
    /// ``remove(_:)``.
    func observe(_ observer: @escaping @Sendable (PostgresChange) -> Void) -> UUID {
      let id = UUID()
      self.state.withValue { state in
        state.observers[id] = observer
        if state.task == nil, !state.isStopped, let configuration = self.configuration {
          let send: @Sendable (PostgresChange) -> Bool = { [weak self] change in
            self?.send(change) ?? false
          }
          state.task = Task { await Self.run(configuration: configuration, send: send) }
        }
      }
      return id
    }

    /// Stops calling the observer the token names.
    func remove(_ id: UUID) {
      self.state.withValue { _ = $0.observers.removeValue(forKey: id) }
    }

    /// Closes the connection for good.
    func stop() {
      self.state.withValue { state in
        state.isStopped = true
        state.task?.cancel()
        state.task = nil
      }
    }

    /// Hands `event` to every observer; `false` once the listener is gone or stopped.
    private func send(_ event: PostgresChange) -> Bool {
      let observers = self.state.withValue { state in
        switch event {
        case .listening: state.isListening = true
        case .interrupted: state.isListening = false
        case .changed: break
        }
        return state.isStopped ? nil : Array(state.observers.values)
      }
      guard let observers else { return false }
      for observer in observers { observer(event) }
      return true
    }

    /// Connects, listens and hands on notifications until cancelled, reconnecting after each
    /// loss. `send` returns `false` when nobody wants the events any more.
    private static func run(
      configuration: PostgresSharedDatabase.Configuration,
      send: @escaping @Sendable (PostgresChange) -> Bool
    ) async {
      var connectionConfiguration = PostgresConnection.Configuration(
        host: configuration.host,
        port: configuration.port,
        username: configuration.username,
        password: configuration.password,
        database: configuration.database,
        tls: .disable
      )
      connectionConfiguration.options.additionalStartupParameters =
        configuration.startupParameters
      var backoff = Backoff(maximum: configuration.maximumReconnectDelay)
      while !Task.isCancelled {
        let failure: any Error
        do {
          let connection = try await PostgresConnection.connect(
            configuration: connectionConfiguration, id: 0, logger: PostgresSharedDatabase.logger
          )
          let outcome: Result<any Error, any Error>
          do {
            outcome = .success(
              try await withTaskCancellationHandler {
                try await connection.listen(on: configuration.channel) { notifications in
                  guard send(.listening) else { throw CancellationError() }
                  backoff.reset()
                  for try await notification in notifications {
                    guard send(.changed(table: notification.payload)) else {
                      throw CancellationError()
                    }
                  }
                  return PostgresDatabaseError(
                    kind: .unavailable, message: "the server closed LISTEN")
                }
              } onCancel: {
                closeNow(connection)
              })
          } catch {
            outcome = .failure(error)
          }
          // Closed before it is released (postgres-nio asserts it), whatever ended the listening.
          try? await connection.close()
          failure = try outcome.get()
        } catch is CancellationError {
          return
        } catch {
          failure = error
        }
        if Task.isCancelled { return }
        let error =
          PostgresDatabaseError(classifying: failure)
          ?? PostgresDatabaseError(kind: .unavailable, message: "\(failure)")
        guard send(.interrupted(error)) else { return }
        do {
          try await Task.sleep(for: backoff.next())
        } catch {
          return
        }
      }
    }
  }

  /// Closes `connection` without waiting for it to be closed.
  private func closeNow(_ connection: PostgresConnection) {
    let _: EventLoopFuture<Void> = connection.close()
  }
#endif
