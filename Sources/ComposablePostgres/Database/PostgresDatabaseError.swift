#if PostgreSQL
  import PostgresNIO

  /// Why a read or a write on a ``PostgresSharedDatabase`` failed, for the feature to show or act on.
  ///
  /// Every error that comes from the server or the connection is one of these, so that a
  /// feature can `switch` on ``kind`` rather than on postgres-nio's types: a ``Kind/conflict``
  /// is worth retrying after reading again, ``Kind/unavailable`` after the database is back.
  public struct PostgresDatabaseError: Error, Equatable, CustomStringConvertible {
    /// What kind of failure it is.
    public enum Kind: String, Sendable {
      /// The server could not be reached, or the connection was lost (a restart, a cut): nothing
      /// was written, or the transaction's outcome is unknown if the cut came during `COMMIT`.
      case unavailable
      /// Another transaction changed what this one read (SQLSTATE 40001 or 40P01): nothing of
      /// this one was written.
      case conflict
      /// The server refused the statement (a syntax error, a constraint): nothing was written.
      case rejected
      /// No database was set (`defaultPostgresDatabase`), or the URL is not a database URL.
      case notConfigured
    }

    /// What kind of failure it is.
    public let kind: Kind

    /// What the server or the connection said.
    public let message: String

    /// The server's SQLSTATE code, when the server answered.
    public let sqlState: String?

    /// Creates an error.
    public init(kind: Kind, message: String, sqlState: String? = nil) {
      self.kind = kind
      self.message = message
      self.sqlState = sqlState
    }

    /// The kind and the message, for a person.
    public var description: String {
      switch self.kind {
      case .unavailable:
        "PostgreSQL is unavailable: \(self.message)"
      case .conflict:
        "A concurrent change conflicted with this transaction, which was rolled back: "
          + "\(self.message)"
      case .rejected:
        "PostgreSQL rejected the statement: \(self.message)"
      case .notConfigured:
        "No PostgreSQL database: \(self.message)"
      }
    }
  }

  extension PostgresDatabaseError {
    /// The error of the library or server that `error` is; `nil` for any other error (a
    /// feature's own, thrown from its closure), which is passed on unchanged.
    init?(classifying error: any Error) {
      if let error = error as? PostgresDatabaseError {
        self = error
        return
      }
      guard let error = error as? PSQLError else { return nil }
      if error.code == .server, let info = error.serverInfo {
        let state = info[.sqlState]
        let message = [info[.message], info[.detail]].compactMap { $0 }.joined(separator: " ")
        switch state {
        case "40001", "40P01":
          self.init(kind: .conflict, message: message, sqlState: state)
        // Class 57: the server is shutting down or starting up, or cut this connection; 08:
        // connection exceptions.
        case .some(let state) where state.hasPrefix("57") || state.hasPrefix("08"):
          self.init(kind: .unavailable, message: message, sqlState: state)
        default:
          self.init(kind: .rejected, message: message, sqlState: state)
        }
        return
      }
      self.init(kind: .unavailable, message: "\(error.code)")
    }
  }
#endif
