/// The ids of the demo's controls on its first screen, found in a rendered page by their labels
/// and placeholder (the renderer makes ids from places in the view tree: no test writes them).
public struct DemoIDs: Sendable, Equatable {
  /// The Decrement button.
  public var decrement: String
  /// The Increment button.
  public var increment: String
  /// The name field.
  public var nameField: String
  /// The Add button.
  public var add: String
  /// The Open detail button.
  public var openDetail: String
  /// The Show sheet button.
  public var showSheet: String
  /// The timer's Start button.
  public var startTimer: String
  /// The view unit of the count (what a click on Increment patches).
  public var counterUnit: String
  /// The view unit of the name field and its echo.
  public var nameUnit: String
  /// The view unit of the shared board (its rows and their number).
  public var boardUnit: String
  /// The view unit of the timer.
  public var timerUnit: String

  /// The ids in `html`, a page (or first render) of a fresh ``DemoView``.
  public init(page html: String) throws {
    let page = RenderedHTML(html)
    func find(_ what: String, _ id: String?) throws -> String {
      guard let id else { throw DemoPageError("the demo's page has no \(what)") }
      return id
    }
    self.decrement = try find("Decrement button", page.buttonID("Decrement"))
    self.increment = try find("Increment button", page.buttonID("Increment"))
    self.nameField = try find("Name field", page.fieldID(placeholder: "Name"))
    self.add = try find("Add button", page.buttonID("Add"))
    self.openDetail = try find("Open detail button", page.buttonID("Open detail"))
    self.showSheet = try find("Show sheet button", page.buttonID("Show sheet"))
    self.startTimer = try find("Start button", page.buttonID("Start"))
    self.counterUnit = try find("count", page.unitID(containing: ">Count: "))
    self.nameUnit = try find("name echo", page.unitID(containing: ">Hello, "))
    self.boardUnit = try find("row count", page.unitID(containing: " rows<"))
    self.timerUnit = try find("ticks", page.unitID(containing: ">Ticks: "))
  }
}

/// The demo's page lacks something a test looks for.
public struct DemoPageError: Error, CustomStringConvertible {
  /// What is missing.
  public let description: String
  /// An error saying `description`.
  public init(_ description: String) {
    self.description = description
  }
}
