#if PostgreSQL
  import PostgresNIO

  extension PostgresSharedDatabase {
    /// Makes every statement that changes one of `tables` send a notification, at commit, to
    /// every process listening on the configuration's channel, whichever program wrote it
    /// (`psql` included).
    ///
    /// It installs, once per table, a statement-level trigger that calls `pg_notify` with the
    /// table's name. Run it at launch, after the tables exist; running it again changes nothing,
    /// and two processes may run it at the same time.
    ///
    /// - Throws: ``PostgresDatabaseError``.
    public func installChangeNotifications(on tables: [String]) async throws {
      let channel = self.configuration?.channel ?? ""
      try await self.write { connection in
        // One installer at a time: `CREATE OR REPLACE` in two sessions at once can fail with
        // "tuple concurrently updated".
        try await connection.query(
          "SELECT pg_advisory_xact_lock(\(Self.installLock))", logger: Self.logger)
        try await connection.query(
          PostgresQuery(
            unsafeSQL: """
              CREATE OR REPLACE FUNCTION composable_notify_change() RETURNS trigger
              LANGUAGE plpgsql AS $$
              BEGIN
                PERFORM pg_notify(\(quotedLiteral(channel)), TG_TABLE_NAME);
                RETURN NULL;
              END
              $$
              """),
          logger: Self.logger
        )
        for table in tables {
          try await connection.query(
            PostgresQuery(
              unsafeSQL: """
                CREATE OR REPLACE TRIGGER composable_notify_change
                AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON \(quotedIdentifier(table))
                FOR EACH STATEMENT EXECUTE FUNCTION composable_notify_change()
                """),
            logger: Self.logger
          )
        }
      }
    }

    /// The advisory lock key the installers take (any fixed number; this one spells "TCA").
    private static let installLock = 0x54_43_41
  }

  /// `name` as a SQL identifier, quoted: `"item"`.
  func quotedIdentifier(_ name: String) -> String {
    "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  /// `text` as a SQL string literal, quoted: `'composable_changes'`.
  func quotedLiteral(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
  }
#endif
