#if SQLite
  import ComposableArchitecture
  import Dispatch
  import GRDB

  /// A key for a value read from a SQLite database, kept up to date as the database changes.
  ///
  /// Create one with ``SharedReaderKey/fetchAll(sql:arguments:database:fileID:filePath:line:column:)``,
  /// ``SharedReaderKey/fetchOne(sql:arguments:database:fileID:filePath:line:column:)`` or
  /// ``SharedReaderKey/fetch(_:database:fileID:filePath:line:column:)``. It reads the database
  /// when the shared value is created and again, through GRDB's `ValueObservation`, after every
  /// transaction that changes a table the query read. Change the value by writing to the
  /// database (``Dependencies/DependencyValues/defaultDatabase``), never through the key.
  ///
  /// A query that fails is reported with `reportIssue` at the place the key was created, and its
  /// error is exposed as `$value.loadError`; the value keeps what it had.
  public struct FetchKey<Value: Sendable>: SharedReaderKey {
    let database: any DatabaseReader
    let request: any FetchKeyRequest<Value?>
    let location: FetchKeyLocation

    init(
      request: some FetchKeyRequest<Value?>,
      database: (any DatabaseReader)?,
      location: FetchKeyLocation
    ) {
      @Dependency(\.defaultDatabase) var defaultDatabase
      self.database = database ?? defaultDatabase
      self.request = request
      self.location = location
    }

    /// The database and the request: one request on one database is one shared value.
    public var id: FetchKeyID {
      FetchKeyID(database: ObjectIdentifier(self.database), request: self.request)
    }

    /// Reads the value now; a request that finds nothing leaves the initial value.
    public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
      do {
        let request = self.request
        continuation.resume(with: .success(try self.database.read { try request.fetch($0) }))
      } catch {
        self.report(error)
        continuation.resume(throwing: error)
      }
    }

    /// Observes the tables the request reads, and reads the value again after each change.
    public func subscribe(
      context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
    ) -> SharedSubscription {
      let request = self.request
      let observation = ValueObservation.tracking { try request.fetch($0) }
      // The observation's first fetch runs the request the load has just run: a failure there was
      // reported by the load, in the caller's context (a test's, where it can be expected). Later
      // failures, after a value, are new.
      let hasDelivered = LockIsolated(false)
      let cancellable = observation.start(
        in: self.database,
        scheduling: .async(onQueue: FetchKeyQueue.queue),
        onError: { error in
          if hasDelivered.value { self.report(error) }
          subscriber.yield(throwing: error)
        },
        onChange: { value in
          hasDelivered.setValue(true)
          subscriber.yield(with: .success(value))
        }
      )
      return SharedSubscription { cancellable.cancel() }
    }

    private func report(_ error: any Error) {
      reportIssue(
        """
        \(self.description) failed: \(error)

        The shared value keeps its last value and exposes the error as '$value.loadError'. Check \
        that the database this feature reads has the tables and columns the query names (run its \
        migrations before creating the store, or set '$0.defaultDatabase' in the feature's test).
        """,
        fileID: self.location.fileID,
        filePath: self.location.filePath,
        line: self.location.line,
        column: self.location.column
      )
    }
  }

  extension FetchKey: CustomStringConvertible {
    /// The request, as the key was created: `.fetch(Request(…))`.
    public var description: String {
      if let request = self.request as? any CustomStringConvertible {
        return request.description
      }
      return ".fetch(\(String(reflecting: self.request)))"
    }
  }

  /// The identity of a ``FetchKey``.
  public struct FetchKeyID: Hashable, Sendable {
    let database: ObjectIdentifier
    let request: any FetchKeyRequest

    init(database: ObjectIdentifier, request: any FetchKeyRequest) {
      self.database = database
      self.request = request
    }

    /// Whether both name the same request on the same database.
    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.database == rhs.database && AnyHashable(lhs.request) == AnyHashable(rhs.request)
    }

    /// Hashes the database and the request.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(self.database)
      hasher.combine(AnyHashable(self.request))
    }
  }

  /// Where a key was created: its query's failures are reported there, in the feature that uses it.
  struct FetchKeyLocation: Sendable {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt
  }

  /// The queue the observations deliver their values on: one, so that a value's updates arrive in
  /// the order of the transactions.
  enum FetchKeyQueue {
    static let queue = DispatchQueue(label: "ComposableSQLite.FetchKey")
  }
#endif
