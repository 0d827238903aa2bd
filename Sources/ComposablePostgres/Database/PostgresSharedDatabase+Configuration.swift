#if PostgreSQL
  import Foundation

  extension PostgresSharedDatabase {
    /// Where the database is and how patient to be with it.
    public struct Configuration: Sendable {
      /// The server's host name or address.
      public var host: String
      /// The server's port.
      public var port: Int
      /// The user to connect as.
      public var username: String
      /// The user's password, if the server asks for one.
      public var password: String?
      /// The database's name; the user's name when `nil`.
      public var database: String?
      /// The channel of the `LISTEN`/`NOTIFY` change notifications: every process that shares
      /// the database's values uses the same one.
      public var channel = "composable_changes"
      /// The `application_name` of this process's connections, as `pg_stat_activity` shows
      /// them; `nil` leaves it unset.
      public var applicationName: String?
      /// The longest wait between two attempts to reconnect the change listener; the waits
      /// double from 50 ms up to it.
      public var maximumReconnectDelay: Duration = .seconds(5)
      /// How long a read or a write may wait for a connection before it fails with
      /// ``PostgresDatabaseError/Kind/unavailable``.
      public var connectTimeout: Duration = .seconds(5)

      /// A configuration from its parts.
      public init(
        host: String, port: Int = 5432, username: String, password: String? = nil,
        database: String? = nil
      ) {
        self.host = host
        self.port = port
        self.username = username
        self.password = password
        self.database = database
      }

      /// A configuration from a URL: `postgres://user[:password]@host[:port]/database`, with
      /// `?application_name=NAME` to name this process's connections.
      ///
      /// - Throws: ``PostgresDatabaseError`` of kind ``PostgresDatabaseError/Kind/notConfigured``
      ///   when the URL is not one.
      public init(url: String) throws(PostgresDatabaseError) {
        guard let components = URLComponents(string: url),
          ["postgres", "postgresql"].contains(components.scheme?.lowercased() ?? ""),
          let host = components.host, !host.isEmpty
        else {
          throw PostgresDatabaseError(
            kind: .notConfigured,
            message: """
              "\(url)" is not a PostgreSQL URL: write postgres://user@host:port/database.
              """
          )
        }
        let path = components.path.drop(while: { $0 == "/" })
        self.init(
          host: host,
          port: components.port ?? 5432,
          username: components.user ?? "postgres",
          password: components.password,
          database: path.isEmpty ? nil : String(path)
        )
        self.applicationName =
          components.queryItems?.first { $0.name == "application_name" }?.value
      }

      /// `postgres://user@host:port/database[?application_name=NAME]`, without the password.
      public var redactedURL: String {
        let url =
          "postgres://\(self.username)@\(self.host):\(self.port)/\(self.database ?? self.username)"
        return self.applicationName.map { "\(url)?application_name=\($0)" } ?? url
      }
    }
  }
#endif
