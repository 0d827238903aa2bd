import Testing

@testable import ComposableViews

/// The page's title and the browser's back button come from what units noted as they rendered;
/// they must be what reading the whole screen back finds: the last ones on screen, in document
/// order, outside hidden elements.
@MainActor
@Suite struct UnitLandmarkTests {
  /// The title and back button found by reading every unit's HTML back.
  func readBack(_ host: ViewHost) -> (title: String, back: String?) {
    let elements = flatten(host.rootUnit.rendered)
    let title = elements.last { $0.classes.contains("tca-nav-title") }
    let back = elements.last { $0.attribute("data-tca-back") != nil }
    return (title.map { plainText($0.children) } ?? "", back?.attribute("id"))
  }

  func expectAgreement(_ host: ViewHost, title: String, hasBack: Bool) {
    let read = readBack(host)
    #expect(host.title == title)
    #expect(read.title == title)
    #expect(host.rootUnit.lastLandmark(.backButton) == read.back)
    #expect((read.back != nil) == hasBack)
  }

  @Test func aListScreenItsPushedDetailAndItsSheet() async throws {
    let store = makeBoard(rows: 200)
    let screen = ScreenTest(BoardView(store: store))
    expectAgreement(screen.host, title: "Board", hasBack: false)

    try screen.tap("Row 150")
    expectAgreement(screen.host, title: "Row 150", hasBack: true)
    // A row changing under the pushed screen renders that row only; the title stays.
    store.send(.rows(.element(id: 3, action: .incrementButtonTapped)))
    _ = screen.host.takePatches()
    expectAgreement(screen.host, title: "Row 150", hasBack: true)

    // The browser's back button pops through the landmark.
    #expect(screen.host.handle(ViewEvent(.back, target: "")) == .handled)
    #expect(store.path.isEmpty)
    _ = screen.host.takePatches()
    expectAgreement(screen.host, title: "Board", hasBack: false)
    #expect(screen.host.handle(ViewEvent(.back, target: "")) != .handled)

    try screen.tap("Add row")
    // The sheet comes after the list in the page, and its title is the page's.
    expectAgreement(screen.host, title: "New row", hasBack: false)
  }

  struct TitledTab: View {
    let title: String
    var body: some View {
      Text("Content of \(self.title)").navigationTitle(self.title)
    }
  }

  /// The second tab's title comes later in the page but is hidden: in a child unit (a view with
  /// a body) in one case, in the tab view's own unit in the other.
  @Test(arguments: [true, false])
  func aHiddenTabsTitleIsNotTheTitle(titlesInChildUnits: Bool) throws {
    let screen = ScreenTest(
      Group {
        if titlesInChildUnits {
          TabView {
            TitledTab(title: "First").tabItem { Text("One") }
            TitledTab(title: "Second").tabItem { Text("Two") }
          }
        } else {
          TabView {
            Text("Content of First").navigationTitle("First").tabItem { Text("One") }
            Text("Content of Second").navigationTitle("Second").tabItem { Text("Two") }
          }
        }
      }
    )
    expectAgreement(screen.host, title: "First", hasBack: false)
    try screen.tap("Two")
    expectAgreement(screen.host, title: "Second", hasBack: false)
  }
}
