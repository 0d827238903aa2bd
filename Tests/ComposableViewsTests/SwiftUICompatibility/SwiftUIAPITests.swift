import ComposableViews
import Testing

/// A feature with an edit mode and a focus, as SwiftUI screens keep them in state.
@Reducer
private struct CompatEditor {
  @ObservableState
  struct State: Equatable {
    var editMode: EditMode = .inactive
    var focus: Field?
    var progress = 0.25
    var isExpanded = false
    // A colour in state: `Color` is not main-actor isolated, as in SwiftUI.
    var tint = Color.black
    enum Field: Hashable { case name }
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
  }
  var body: some ReducerOf<Self> { BindingReducer() }
}

private struct ThickProgressStyle: ProgressViewStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack {
      Text("Done: \(Int((configuration.fractionCompleted ?? 0) * 100))%")
      ProgressView(configuration)
    }
  }
}

private struct CompatEditorView: View {
  @Bindable var store: StoreOf<CompatEditor>
  @FocusState var focus: CompatEditor.State.Field?
  @Environment(\.openURL) var openURL

  var body: some View {
    NavigationView {
      VStack {
        TextField("Name", text: .constant(""))
          .textFieldStyle(.roundedBorder)
          .autocapitalization(.none)
          .disableAutocorrection(true)
          .focused($focus, equals: .name)
        Text(store.editMode.isEditing ? "Editing" : "Not editing")
        ProgressView(value: store.progress)
          .progressViewStyle(ThickProgressStyle())
        DisclosureGroup("Details", isExpanded: $store.isExpanded) {
          Text("More")
        }
        Menu("Actions") {
          Button("Open site") { openURL(URL(string: "https://example.com")!) }
        }
        Text("12:00").font(.system(.body, design: .monospaced)).monospacedDigit()
      }
      .navigationBarItems(leading: Text("Lead"), trailing: EditButton())
      .navigationViewStyle(.stack)
    }
    .environment(\.editMode, $store.editMode)
    .bind($store.focus, to: $focus)
  }
}

@MainActor
@Suite struct SwiftUIAPITests {
  @Test func textFieldStylesAndInputTraitsBecomeAttributes() throws {
    let store = Store(initialState: CompatEditor.State()) { CompatEditor() }
    let screen = ScreenTest(CompatEditorView(store: store))
    let field = try #require(screen.find(role: "textbox", name: "Name").first)
    #expect(field.classes.contains("tca-input-rounded-border"))
    #expect(field.attributes["autocapitalize"] == "none")
    #expect(field.attributes["autocorrect"] == "off")
    #expect(field.attributes["spellcheck"] == "false")
  }

  @Test func editButtonTogglesTheEditModeInItsEnvironment() throws {
    let store = Store(initialState: CompatEditor.State()) { CompatEditor() }
    let screen = ScreenTest(CompatEditorView(store: store))
    #expect(screen.contains("Not editing"))
    try screen.tap("Edit")
    #expect(store.editMode == .active)
    #expect(screen.contains("Editing"))
    try screen.tap("Done")
    #expect(store.editMode == .inactive)
  }

  @Test func editButtonWithoutAnEditModeReports() throws {
    let screen = ScreenTest(EditButton())
    try withKnownIssue {
      try screen.tap("Edit")
    } matching: { issue in
      issue.description.contains(".environment(\\.editMode, $store.editMode)")
    }
  }

  @Test func navigationBarItemsArePlacedAtTheirEnds() {
    let store = Store(initialState: CompatEditor.State()) { CompatEditor() }
    let html = ScreenTest(CompatEditorView(store: store)).html
    let leading = html.range(of: "tca-navbar-leading")
    let lead = html.range(of: "Lead")
    let trailing = html.range(of: "tca-navbar-trailing")
    let edit = html.range(of: ">Edit<")
    #expect(leading != nil && trailing != nil && lead != nil && edit != nil)
    if let leading, let lead, let trailing, let edit {
      #expect(leading.lowerBound < lead.lowerBound && lead.lowerBound < trailing.lowerBound)
      #expect(trailing.lowerBound < edit.lowerBound)
    }
  }

  @Test func aProgressViewStyleDrawsTheProgressViews() {
    let store = Store(initialState: CompatEditor.State()) { CompatEditor() }
    let screen = ScreenTest(CompatEditorView(store: store))
    #expect(screen.contains("Done: 25%"))
    // The style's own `ProgressView(configuration)` is the plain bar, drawn once.
    #expect(screen.html.components(separatedBy: "<progress").count == 2)
    #expect(screen.html.contains("value=\"0.25\""))
  }

  @Test func aDisclosureGroupWritesItsBinding() throws {
    let store = Store(initialState: CompatEditor.State()) { CompatEditor() }
    let screen = ScreenTest(CompatEditorView(store: store))
    let closed = try #require(screen.elements.first { $0.tag == "details" })
    #expect(closed.attributes["open"] == nil)
    try screen.tap("Details")
    #expect(store.isExpanded)
    let open = try #require(screen.elements.first { $0.tag == "details" })
    #expect(open.attributes["open"] != nil)
  }

  @Test func openURLIsKeptByTheHost() throws {
    let store = Store(initialState: CompatEditor.State()) { CompatEditor() }
    let host = ViewHost(CompatEditorView(store: store))
    _ = host.render()
    let screen = ScreenTest(CompatEditorView(store: store))
    let button = try #require(screen.find(role: "button", name: "Open site").first)
    #expect(host.handle(ViewEvent(.click, target: button.id)) == .handled)
    #expect(host.openedURLs == [URL(string: "https://example.com")!])
  }

  @Test func openURLRefusesAddressesThatRunCode() {
    let action = OpenURLAction { _ in Issue.record("A javascript: address was opened.") }
    withKnownIssue {
      action(URL(string: "javascript:alert(1)")!)
    } matching: { issue in
      issue.description.contains("only http, https and mailto")
    }
  }

  @Test func bindKeepsTheModelAndTheViewInStep() throws {
    let store = Store(initialState: CompatEditor.State()) { CompatEditor() }
    let screen = ScreenTest(CompatEditorView(store: store))
    store.send(.binding(.set(\.focus, .name)))
    screen.settle()
    let field = try #require(screen.find(role: "textbox", name: "Name").first)
    #expect(field.attributes["autofocus"] != nil)
  }

  @Test func textStylesAndMonospacedDigits() {
    let store = Store(initialState: CompatEditor.State()) { CompatEditor() }
    let html = ScreenTest(CompatEditorView(store: store)).html
    #expect(html.contains("font-variant-numeric:tabular-nums"))
    #expect(html.contains("monospace"))
  }

  @Test func moduleQualifiedSwiftUINamesResolve() {
    struct Wrapper: View {
      @SwiftUI.State var count = 0
      var body: some SwiftUI.View { SwiftUI.Text("Count \(count)") }
    }
    #expect(ScreenTest(Wrapper()).contains("Count 0"))
  }
}

/// Compiles only if `Color` and `EditMode` can be used off the main actor, as in SwiftUI.
nonisolated private func colorsAreNotMainActorIsolated() -> (Color, EditMode) {
  (Color.black, .active)
}

@MainActor
@Suite struct UIColorTests {
  /// `Color(.label)` and `Color(.systemBackground)` follow the page's theme; `Color(.systemRed)`
  /// is SwiftUI's red; a name is still an asset-catalog colour.
  @Test func systemColoursAreThemeColours() {
    #expect(Color(.label) == .primary)
    #expect(Color(uiColor: .systemRed) == .red)
    #expect(Color(.systemRed) == Color.red)
    let screen = ScreenTest(
      VStack {
        Text("Memo").foregroundColor(Color(.label))
        Text("Recording").background(Color(.systemBackground))
      })
    #expect(screen.html.contains("var(--tca-text)"))
    #expect(screen.html.contains("var(--tca-bg)"))
    #expect(Color("systemRed") != Color(.systemRed))
  }
}

@MainActor
@Suite struct OlderSpellingTests {
  /// `.background(view, alignment:)` and `.overlay(view, alignment:)`, the spellings before the
  /// trailing-closure ones, draw the same page as those.
  @Test func backgroundAndOverlayTakingTheViewFirst() {
    let older = ScreenTest(
      Text("Memo")
        .background(Color.red.frame(maxWidth: 40), alignment: .leading)
        .overlay(Text("1"), alignment: .topTrailing))
    let newer = ScreenTest(
      Text("Memo")
        .background(alignment: .leading) { Color.red.frame(maxWidth: 40) }
        .overlay(alignment: .topTrailing) { Text("1") })
    #expect(older.html == newer.html)
    #expect(older.html.contains("#ff3b30"))
    #expect(older.html.contains(">1<"))
  }

  /// `.spring()` with no arguments is the spring of response and damping, not ambiguous.
  @Test func springWithNoArgumentsIsTheResponseSpring() {
    #expect(Animation.spring() == Animation.spring(response: 0.5, dampingFraction: 0.825))
    #expect(Animation.spring() != Animation.spring(duration: 0.5, bounce: 0))
  }
}
