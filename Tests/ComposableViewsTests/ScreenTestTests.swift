import ComposableViews
import Foundation
import Testing

@MainActor
@Suite struct BoardScreenTests {
  @Test func rendersRowsAsAListWithButtons() throws {
    let screen = ScreenTest(BoardView(store: makeBoard(rows: 3)))
    #expect(screen.contains("Row 0"))
    #expect(screen.contains("Row 2"))
    #expect(screen.find(role: "heading", name: "Board").count == 1)
    #expect(screen.find(role: "button", name: "Increment Row 1").count == 1)
    #expect(screen.html.contains("<ul class=\"tca-list\">"))
  }

  @Test func tappingARowButtonChangesOnlyThatRow() throws {
    let store = makeBoard(rows: 3)
    let screen = ScreenTest(BoardView(store: store))
    let before = screen.host.bodyEvaluations
    try screen.tap("Increment Row 1")
    #expect(store.rows[id: 1]?.count == 1)
    #expect(screen.host.bodyEvaluations - before == 1)
    #expect(screen.find(role: "listitem").map(\.text).contains { $0.contains("Row 11") })
  }

  @Test func addingARowThroughTheSheet() async throws {
    let store = makeBoard(rows: 0)
    let screen = ScreenTest(BoardView(store: store))
    try screen.tap("Add row")
    #expect(screen.find(role: "dialog").count == 1)
    try screen.type("Groceries", into: "Title")
    try screen.toggle("Urgent")
    #expect(store.editor?.title == "Groceries")
    #expect(store.editor?.isUrgent == true)
    try screen.tap("Save")
    try await screen.waitUntil { $0.find(role: "dialog").isEmpty }
    #expect(store.rows.map(\.title) == ["Groceries"])
    #expect(screen.contains("Groceries"))
  }

  @Test func dismissingTheSheetSendsDismiss() throws {
    let store = makeBoard(rows: 0)
    let screen = ScreenTest(BoardView(store: store))
    try screen.tap("Add row")
    try screen.dismiss()
    #expect(store.editor == nil)
    #expect(screen.find(role: "dialog").isEmpty)
  }

  @Test func pushingAndPoppingADetail() async throws {
    let store = makeBoard(rows: 2)
    let screen = ScreenTest(BoardView(store: store))
    try screen.tap("Row 1")
    #expect(store.path.count == 1)
    #expect(screen.contains("Detail of Row 1"))
    #expect(!screen.contains("Increment Row 0"))
    #expect(screen.host.title == "Row 1")
    try screen.back()
    #expect(store.path.isEmpty)
    #expect(screen.contains("Increment Row 0"))
    #expect(screen.host.title == "Board")

    try screen.tap("Row 0")
    try screen.tap("Close")
    try await screen.waitUntil { _ in store.path.isEmpty }
    #expect(screen.contains("Increment Row 0"))
  }

  @Test func alertButtonsSendTheirActions() throws {
    let store = makeBoard(rows: 2)
    let screen = ScreenTest(BoardView(store: store))
    try screen.tap("Clear")
    let alert = try #require(screen.find(role: "alertdialog").first)
    #expect(alert.text.contains("Clear all rows?"))
    try screen.tap("Cancel")
    #expect(store.alert == nil)
    #expect(store.rows.count == 2)
    try screen.tap("Clear")
    try screen.tap("Clear")
    #expect(store.rows.isEmpty)
  }

  @Test func deletingARow() throws {
    let store = makeBoard(rows: 2)
    let screen = ScreenTest(BoardView(store: store))
    let deletes = screen.find(role: "button", name: "Delete")
    #expect(deletes.count == 2)
    _ = screen.host.handle(ViewEvent(.click, target: deletes[0].id))
    #expect(store.rows.ids == [1])
  }

  @Test func aTapOnSomethingMissingSaysWhatIsThere() {
    let screen = ScreenTest(BoardView(store: makeBoard(rows: 1)))
    #expect {
      try screen.tap("Nonexistent")
    } throws: { error in
      String(describing: error).contains("Increment Row 0")
    }
  }
}
