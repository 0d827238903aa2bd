#if LiveServer
  import ArgumentParser
  import ComposableLiveServer
  import ComposableViews
  import Foundation
  import SyncUpsFeatures
  import SyncUpsViews

  /// `swift run --traits LiveServer SyncUpsWeb`: the SyncUps app in the browser.
  @main
  struct SyncUpsWebCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "SyncUpsWeb",
      abstract: "Plan and run sync-up meetings, in the browser.",
      discussion: """
        Serves the app on this machine only (127.0.0.1) and prints the address to open. Every \
        tab is a session of its own over the same data file: a change in one tab shows in the \
        others at once. Ctrl-C stops the server; every change is already saved.
        """
    )

    @Option(
      name: .long,
      help: ArgumentHelp(
        """
        The file holding the sync-ups (default: ~/.syncups/syncups.json): JSON, or a SQLite \
        database when it ends in .sqlite, .sqlite3 or .db (built with '--traits SQLite').
        """,
        valueName: "path"
      )
    )
    var data: String?

    @Option(
      name: .long,
      help: ArgumentHelp(
        """
        A PostgreSQL database holding the sync-ups instead of a file: every SyncUpsWeb on it \
        shows the others' changes at once (built with '--traits LiveServer,PostgreSQL').
        """,
        valueName: "postgres://user@host:port/db"
      )
    )
    var database: String?

    @Option(name: .long, help: "The port to serve on.")
    var port = 8080

    @Option(
      name: .long,
      help: ArgumentHelp(
        """
        This server's name among several behind one proxy: the prefix of its session ids, which \
        the proxy routes a tab's socket by (see Docs/LiveServer.md, "Several servers behind a \
        proxy"). Letters, digits and '-'.
        """,
        valueName: "name"
      )
    )
    var node: String?

    func validate() throws {
      if self.data != nil, self.database != nil {
        throw ValidationError("Give --data or --database, not both.")
      }
      if let node = self.node,
        node.isEmpty
          || !node.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
      {
        throw ValidationError("--node takes letters, digits and '-', not '\(node)'.")
      }
    }

    func run() async throws {
      let url =
        self.data.map { URL(fileURLWithPath: NSString(string: $0).expandingTildeInPath) }
        ?? SyncUpsFile.defaultURL
      let storage =
        if let database = self.database {
          try SyncUpsStorage.forDatabaseURL(database)
        } else {
          try SyncUpsStorage.forDataFile(url)
        }
      let place = self.database == nil ? url.path : storage.id
      // Written at once (not buffered), so that a script reading the output sees the address.
      FileHandle.standardOutput.write(
        Data(
          """
          SyncUps: open http://127.0.0.1:\(self.port)/ in a browser (data: \(place)).
          Ctrl-C stops it.

          """.utf8)
      )
      // Every tab's store reads and writes through this storage: prepared before the first.
      prepareDependencies { $0.syncUpsStorage = storage }
      // The screens are in the address: a reload or a shared link opens the same sync-up.
      var configuration = LiveServerConfiguration()
      configuration.nodeName = self.node
      try await LiveServer(
        port: self.port, configuration: configuration, app: SyncUpsApp.self, route: SyncUpsRoute()
      ).run()
    }
  }
#else
  import Foundation

  /// Without the `LiveServer` trait there is no server to run: says how to get one.
  @main
  enum SyncUpsWebCommand {
    static func main() {
      FileHandle.standardError.write(
        Data("SyncUpsWeb needs the live server: swift run --traits LiveServer SyncUpsWeb\n".utf8)
      )
      exit(2)
    }
  }
#endif
