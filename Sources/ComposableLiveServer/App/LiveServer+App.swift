#if LiveServer
  import ComposableViews
  import Foundation
  import Logging

  extension LiveServer {
    /// A server for an app: every new tab gets a new `A()` and the content of its first window,
    /// as a new window of the app would on a phone. `/previews` lists the program's `#Preview`s,
    /// each rendered live at `/previews/N`.
    ///
    /// ```swift
    /// try await LiveServer(port: 8080, app: TodosApp.self).run()
    /// ```
    ///
    /// An app whose store is a `static let` shares that one store with every tab. With a
    /// `route`, the window's first store-driven `NavigationStack` of the codec's element type
    /// writes its screens into the page's address, and a reload or a shared link opens them
    /// (see `RouteCodec`).
    public init<A: App>(
      host: String = "127.0.0.1",
      port: Int = 8080,
      configuration: LiveServerConfiguration = LiveServerConfiguration(),
      logger: Logger = Logger(label: "tca.live-server"),
      app: A.Type,
      route: (any RouteCodec & Sendable)? = nil
    ) {
      self.init(
        host: host, port: port, configuration: configuration, logger: logger,
        stylesheet: ViewStyle.stylesheet
      ) { request in
        ViewHost.served(AppPages.view(for: request, app: A.self, route: route))
      }
    }
  }

  /// What an app's server shows at an address.
  @MainActor
  enum AppPages {
    static func view<A: App>(
      for request: LiveRequest, app: A.Type, route: (any RouteCodec & Sendable)? = nil
    ) -> AnyView {
      if request.path == "/previews" {
        return AnyView(PreviewIndex(Preview.all))
      }
      if request.path.hasPrefix("/previews/") {
        return PreviewIndex.content(for: request.path, in: Preview.all)
          ?? AnyView(PreviewIndex(Preview.all))
      }
      guard let window = A._firstWindow() else {
        return AnyView(Text("\(A.self) has no window to show."))
      }
      guard let route else { return window }
      return AnyView(window.navigationRoute(route))
    }
  }

  /// Runs an app's `main()` with the live server: linked into every program that links this
  /// module, found by ``App/main()`` through its content record.
  @MainActor
  func runLiveApp(_ app: any App.Type) {
    let arguments = LiveAppArguments(
      CommandLine.arguments.dropFirst(), environment: ProcessInfo.processInfo.environment)
    if let problem = arguments.problem {
      FileHandle.standardError.write(Data("\(app): \(problem)\n".utf8))
      exit(2)
    }
    Task { @MainActor in
      do {
        try await serve(app, arguments)
        exit(0)
      } catch {
        FileHandle.standardError.write(Data("\(app): the server stopped: \(error)\n".utf8))
        exit(1)
      }
    }
    dispatchMain()
  }

  @MainActor
  private func serve<A: App>(_ app: A.Type, _ arguments: LiveAppArguments) async throws {
    let server = LiveServer(host: arguments.host, port: arguments.port, app: A.self)
    let host = arguments.host
    let name = String(describing: A.self)
    try await server.makeApplication { port in
      // Written at once (not buffered), so that a script reading the output sees the address.
      FileHandle.standardOutput.write(
        Data(
          """
          \(name): open http://\(host):\(port)/ in a browser (previews: /previews). \
          Ctrl-C stops it.

          """.utf8))
    }
    .runService()
  }

  #if compiler(>=6.3)
    /// The record ``App/main()`` finds: this module's way to run an app.
    @section("swift5_tests") @used
    private nonisolated let liveAppRunnerRecord: _ContentRecord = (
      0x7463_6172, 0,  // "tcar": _ContentRecordKind.appRunner
      { outValue, type, _, _ in
        AppRunner._store(outValue, as: type) { AppRunner { runLiveApp($0) } }
      },
      0, 0
    )
  #endif
#endif
