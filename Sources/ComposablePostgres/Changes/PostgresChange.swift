#if PostgreSQL
  /// What a ``PostgresSharedDatabase``'s change listener tells its observers.
  public enum PostgresChange: Sendable, Equatable {
    /// The listener is listening, for the first time or again after its connection was lost:
    /// whatever changed while it was not is unknown, so an observer reads again.
    case listening
    /// A statement changed `table`, in this process or another; its transaction has committed.
    case changed(table: String)
    /// The listener lost its connection and is reconnecting; values may fall behind until
    /// ``listening`` comes.
    case interrupted(PostgresDatabaseError)
  }

  /// An observation of a database's changes; ``cancel()`` ends it.
  public struct PostgresChangeObservation: Sendable {
    let cancellation: @Sendable () -> Void

    /// Stops calling the observer.
    public func cancel() { self.cancellation() }
  }

  extension PostgresSharedDatabase {
    /// Calls `observer` with every change to `tables` (every table when empty), every
    /// reconnection and every interruption, on a background thread, until the observation is
    /// cancelled. What ``PostgresFetchKey`` is built on, for a key of one's own.
    public func observeChanges(
      to tables: Set<String> = [],
      _ observer: @escaping @Sendable (PostgresChange) -> Void
    ) -> PostgresChangeObservation {
      let id = self.changes.observe { change in
        if case .changed(let table) = change, !tables.isEmpty, !tables.contains(table) { return }
        observer(change)
      }
      return PostgresChangeObservation { [changes = self.changes] in changes.remove(id) }
    }

    /// Whether the change listener is listening now: an observer that starts then reads at
    /// once, since the ``PostgresChange/listening`` it would wait for has come already.
    public var isListening: Bool { self.changes.isListening }
  }
#endif
