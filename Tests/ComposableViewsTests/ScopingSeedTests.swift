import ComposableViews
import Testing

@MainActor
@Suite struct ScopingSeedTests {
  @Test func loggingInShowsTheTabsAndTheirScopedFeatures() async throws {
    let store = Store(initialState: RootFeature.State()) { RootFeature() }
    let screen = ScreenTest(RootView(store: store))
    let logIn = try #require(screen.find(role: "button", name: "Log in").first)
    #expect(logIn.attributes["disabled"] != nil)
    try screen.type("Blob", into: "Name")
    try screen.tap("Log in")
    #expect(store.main != nil)
    #expect(screen.contains("intro.mov"))

    try screen.tap("Play outro.mov")
    #expect(store.main?.fileList.files[id: 2]?.plays == 1)
    #expect(screen.contains("1 plays"))

    try screen.tap("Account")
    #expect(store.main?.selectedTab == .account)
    #expect(!screen.contains("intro.mov"))
    try screen.tap("View Details")
    #expect(screen.contains("log.txt"))
    try screen.back()
    try screen.tap("Show detail")
    #expect(store.main?.diagnostic.showDetail == true)
    try screen.dismiss()
    #expect(store.main?.diagnostic.showDetail == false)
    #expect(screen.find(role: "dialog").isEmpty)

    try screen.tap("Files")
    #expect(screen.contains("intro.mov"))
  }

  @Test func launchingShowsProgress() {
    let store = Store(initialState: RootFeature.State(isLaunching: true)) { RootFeature() }
    let screen = ScreenTest(RootView(store: store))
    #expect(screen.find(role: "progressbar").count == 1)
    #expect(screen.contains("Starting…"))
  }
}
