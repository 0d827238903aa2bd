#if LiveServer
  import ComposableArchitecture
  import Foundation
  import Logging
  import Testing

  @_spi(Discovery) import ComposableViews
  @testable @_spi(LiveScreen) import ComposableLiveServer
  import LiveServerTestSupport

  #Preview("Counter at 7") {
    let state = counterState(count: 7)
    DemoView(store: Store(initialState: state) { DemoFeature() })
  }

  private func counterState(count: Int) -> DemoFeature.State {
    var state = DemoFeature.State()
    state.count = count
    return state
  }

  /// An app as an iOS target writes it: its entry point is what the server runs.
  struct CounterApp: App {
    var body: some Scene {
      WindowGroup {
        DemoView(store: Store(initialState: DemoFeature.State()) { DemoFeature() })
      }
    }
  }

  /// `LiveServer(app:)`, the runner `App.main()` finds, and the `/previews` pages.
  @Suite struct AppServerTests {
    @Test func theLiveServerIsTheRunnerAnAppFinds() {
      // Linking this module is what gives `App.main()` a way to run: its record is found.
      #expect(AppRunner.linked.count == 1)
    }

    @Test func anAppIsServedFromItsFirstWindowWithItsPreviews() async throws {
      var logger = Logger(label: "tca.live-server.test")
      logger.logLevel = .warning
      let server = LiveServer(host: "127.0.0.1", port: 0, logger: logger, app: CounterApp.self)
      try await withRunningServer(server) { client in
        let (_, page) = try await openPage(client)
        #expect(page.contains("Count: 0"))
        let index = try await client.execute(uri: "/previews", method: .get) { response in
          #expect(response.status == .ok)
          return String(buffer: response.body)
        }
        #expect(index.contains("Counter at 7"))
        let previews = Preview.all
        let position = try #require(previews.firstIndex { $0.name == "Counter at 7" })
        #expect(index.contains("href=\"/previews/\(position)\""))
        let preview = try await client.execute(uri: "/previews/\(position)", method: .get) {
          String(buffer: $0.body)
        }
        #expect(preview.contains("Count: 7"))
        // An address that names no preview shows the list.
        let missing = try await client.execute(uri: "/previews/9999", method: .get) {
          String(buffer: $0.body)
        }
        #expect(missing.contains("Counter at 7"))
      }
    }

    @Test func whereAnAppServesComesFromItsArgumentsOrEnvironment() {
      #expect(LiveAppArguments([], environment: [:]) == LiveAppArguments([], environment: [:]))
      let defaults = LiveAppArguments([], environment: [:])
      #expect(defaults.host == "127.0.0.1" && defaults.port == 8080 && defaults.problem == nil)
      let fromEnvironment = LiveAppArguments([], environment: ["PORT": "9000", "HOST": "::1"])
      #expect(fromEnvironment.port == 9000 && fromEnvironment.host == "::1")
      let fromArguments = LiveAppArguments(
        ["--port", "0", "--other", "x"], environment: ["PORT": "9000"])
      #expect(fromArguments.port == 0 && fromArguments.problem == nil)
      #expect(
        LiveAppArguments(["--port", "abc"], environment: [:]).problem
          == "--port is \"abc\": give a port from 0 to 65535 (0 picks a free one)")
      #expect(LiveAppArguments(["--port"], environment: [:]).problem != nil)
      #expect(LiveAppArguments([], environment: ["PORT": "70000"]).problem != nil)
      #expect(LiveAppArguments(["--host"], environment: [:]).problem != nil)
    }
  }
#endif
