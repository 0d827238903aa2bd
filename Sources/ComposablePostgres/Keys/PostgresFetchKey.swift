#if PostgreSQL
  import ComposableArchitecture

  /// A key for a value read from PostgreSQL, kept up to date as the database changes, in this
  /// process or in any other.
  ///
  /// Create one with ``SharedReaderKey/fetchAll(sql:tables:database:fileID:filePath:line:column:)``,
  /// ``SharedReaderKey/fetchOne(sql:tables:database:fileID:filePath:line:column:)`` or
  /// ``SharedReaderKey/fetch(_:database:fileID:filePath:line:column:)``. It reads when the
  /// shared value is created (the value is ``Shared/isLoading`` until then), and again after
  /// every committed change to a table it reads, which `NOTIFY` announces to every process
  /// (``PostgresSharedDatabase/installChangeNotifications(on:)``). Change the value by writing to the
  /// database, never through the key.
  ///
  /// When the connection to the server is lost, `$value.loadError` is a
  /// ``PostgresDatabaseError`` of kind ``PostgresDatabaseError/Kind/unavailable`` and the value
  /// keeps what it had; once the connection is back the key reads again, so the value catches
  /// up with what changed meanwhile, and the error is cleared. A query that fails for another
  /// reason is reported with `reportIssue` at the place the key was created, and is
  /// `$value.loadError` too.
  public struct PostgresFetchKey<Value: Sendable>: SharedReaderKey {
    let database: PostgresSharedDatabase
    let request: any PostgresFetchRequest<Value?>
    let location: FetchLocation

    init(
      request: some PostgresFetchRequest<Value?>,
      database: PostgresSharedDatabase?,
      location: FetchLocation
    ) {
      @Dependency(\.defaultPostgresDatabase) var defaultDatabase
      self.database = database ?? defaultDatabase
      self.request = request
      self.location = location
    }

    /// The database and the request: one request on one database is one shared value.
    public var id: PostgresFetchKeyID {
      PostgresFetchKeyID(database: ObjectIdentifier(self.database), request: self.request)
    }

    /// Reads the value; a request that finds nothing leaves the initial value.
    public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
      let fetch = self.fetch
      Task {
        do {
          continuation.resume(with: .success(try await fetch()))
        } catch {
          self.report(error)
          continuation.resume(throwing: error)
        }
      }
    }

    /// Reads again after every change to the request's tables, and after every reconnection.
    public func subscribe(
      context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
    ) -> SharedSubscription {
      let loop = FetchLoop(fetch: self.fetch) { result in
        switch result {
        case .success(let value):
          subscriber.yield(with: .success(value))
        case .failure(let error):
          // An outage is the key's state, seen as `loadError`, and ends by itself.
          if (error as? PostgresDatabaseError)?.kind != .unavailable { self.report(error) }
          subscriber.yield(throwing: error)
        }
      }
      let observation = self.database.observeChanges(to: self.request.tables) { change in
        switch change {
        case .listening, .changed:
          loop.request()
        case .interrupted(let error):
          subscriber.yield(throwing: error)
        }
      }
      // A change committed between the load's read and this subscription announced itself to
      // no one: read once more if the listener was already listening (it reads on connecting).
      if self.database.isListening { loop.request() }
      return SharedSubscription {
        observation.cancel()
        loop.cancel()
      }
    }

    private var fetch: @Sendable () async throws -> Value? {
      { [database, request] in
        try await database.read { try await request.fetch($0) }
      }
    }

    private func report(_ error: any Error) {
      reportIssue(
        """
        \(self.description) failed: \(error)

        The shared value keeps its last value and exposes the error as '$value.loadError'. Check \
        that the database this feature reads has the tables and columns the query names, and \
        that '$0.defaultPostgresDatabase' is set (in the app and in the feature's test).
        """,
        fileID: self.location.fileID,
        filePath: self.location.filePath,
        line: self.location.line,
        column: self.location.column
      )
    }
  }

  extension PostgresFetchKey: CustomStringConvertible {
    /// The request, as the key was created: `.fetchAll(sql: "…")`.
    public var description: String {
      if let request = self.request as? any CustomStringConvertible {
        return request.description
      }
      return ".fetch(\(String(reflecting: self.request)))"
    }
  }

  /// The identity of a ``PostgresFetchKey``.
  public struct PostgresFetchKeyID: Hashable, Sendable {
    let database: ObjectIdentifier
    let request: any PostgresFetchRequest

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

  /// Where a key was created: its query's failures are reported there, in the feature that uses
  /// it.
  struct FetchLocation: Sendable {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt
  }
#endif
