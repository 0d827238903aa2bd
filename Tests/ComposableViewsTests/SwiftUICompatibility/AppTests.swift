import Testing

@testable import ComposableViews

private struct TwoWindowsApp: App {
  static let store = Store(initialState: Greeting.State(name: "App")) { Greeting() }
  var body: some Scene {
    WindowGroup("Greeter") {
      GreetingView(store: Self.store)
    }
    WindowGroup {
      Text("Second window")
    }
  }
}

private struct OneWindowApp: App {
  var body: some Scene {
    WindowGroup { Text("Only window") }
  }
}

@MainActor
@Suite struct AppTests {
  @Test func anAppShowsItsFirstWindow() throws {
    let window = try #require(TwoWindowsApp._firstWindow())
    let screen = ScreenTest(window)
    #expect(screen.contains("Hello, App!"))
    #expect(!screen.contains("Second window"))
    // The window group's title is the page's title.
    let host = ViewHost(window)
    _ = host.render()
    #expect(host.title == "Greeter")
  }

  @Test func aStaticStoreIsSharedByEveryWindow() throws {
    let first = ScreenTest(try #require(TwoWindowsApp._firstWindow()))
    let second = ScreenTest(try #require(TwoWindowsApp._firstWindow()))
    try first.type("Blob", into: "Name")
    #expect(second.contains("Hello, Blob!"))
    TwoWindowsApp.store.send(.binding(.set(\.name, "App")))
  }

  @Test func aSingleSceneBodyHasOneWindow() throws {
    let window = try #require(OneWindowApp._firstWindow())
    #expect(ScreenTest(window).contains("Only window"))
  }

  @Test func aRecordIsReadOnlyAsTheTypeItHolds() {
    // Preview records hold previews: read as runners, they give nothing (their accessor checks
    // the type asked for before it writes).
    let previews = ContentRecords.values(of: _ContentRecordKind.preview, as: Preview.self)
    #expect(!previews.isEmpty)
    #expect(ContentRecords.values(of: _ContentRecordKind.preview, as: AppRunner.self).isEmpty)
    #expect(ContentRecords.values(of: _ContentRecordKind.appRunner, as: Preview.self).isEmpty)
  }
}
