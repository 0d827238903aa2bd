import Testing

@testable import ComposableViews

/// Units keep the HTML they wrote, and what looks at a screen reads it back: reading must give
/// back exactly the nodes that were written.
@MainActor
@Suite struct HTMLReaderTests {
  @Reducer
  struct Note {
    @ObservableState
    struct State: Equatable {
      var text = #"Say "hi" & <wave> it's "#
      var isDone = false
    }
    enum Action: BindableAction {
      case binding(BindingAction<State>)
    }
    var body: some ReducerOf<Self> { BindingReducer() }
  }

  struct NoteView: View {
    @Bindable var store: StoreOf<Note>
    var body: some View {
      NavigationStack {
        Form {
          Section(store.text) {
            TextField("Text & more", text: $store.text)
            Toggle("Done", isOn: $store.isDone)
            Text(store.text).bold()
          }
        }
        .navigationTitle(store.text)
      }
    }
  }

  func expectReadingGivesBackWhatWasWritten(_ host: ViewHost) {
    for unit in host.unitsOnScreen {
      var writer = HTMLWriter(pass: 0, keepsUnchanged: false)
      writer.write(unit.rendered)
      #expect(writer.output == String(decoding: unit.html, as: UTF8.self), "unit \(unit.id)")
      #expect(writer.slots.map(\.offset) == unit.childSlots.map(\.offset), "unit \(unit.id)")
      #expect(writer.slots.map(\.unit.id) == unit.childSlots.map(\.unit.id), "unit \(unit.id)")
    }
  }

  @Test func readingAUnitGivesBackTheNodesItWrote() {
    let host = ViewHost(NoteView(store: Store(initialState: Note.State()) { Note() }))
    let page = host.render()
    // Escaped text and attribute values, a void element, a boolean attribute, nested units.
    #expect(page.contains("&quot;hi&quot; &amp; &lt;wave&gt; it&#39;s"))
    #expect(page.contains("<input "))
    self.expectReadingGivesBackWhatWasWritten(host)

    let board = ViewHost(BoardView(store: makeBoard(rows: 3)))
    _ = board.render()
    #expect(board.unitsOnScreen.count > 3)
    self.expectReadingGivesBackWhatWasWritten(board)
  }

  @Test func whatIsReadBackIsTheTextAsTyped() throws {
    let store = Store(initialState: Note.State()) { Note() }
    let host = ViewHost(NoteView(store: store))
    _ = host.render()
    #expect(host.title == #"Say "hi" & <wave> it's "#)
    let screen = ScreenTest(NoteView(store: store))
    #expect(screen.contains(#"Say "hi" & <wave> it's"#))
    let field = try #require(screen.find(role: "textbox", name: "Text & more").first)
    #expect(field.value == #"Say "hi" & <wave> it's "#)
    try screen.type(#"<b>bold</b> & "quoted""#, into: "Text & more")
    #expect(store.text == #"<b>bold</b> & "quoted""#)
    #expect(screen.contains(#"<b>bold</b> & "quoted""#))
  }
}
