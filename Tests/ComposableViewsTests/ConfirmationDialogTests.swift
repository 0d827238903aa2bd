import ComposableViews
import Foundation
import Testing

// A draft that a confirmation dialog asks what to do with, written as SwiftUI code would be.

@Reducer
struct Draft {
  @ObservableState
  struct State: Equatable {
    var isDeleted = false
    var heard: [String] = []
    @Presents var dialog: ConfirmationDialogState<Action.Dialog>?
  }
  enum Action {
    case dialog(PresentationAction<Dialog>)
    case optionsButtonTapped
    enum Dialog: Equatable {
      case archive
      case delete
      case keep
    }
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .optionsButtonTapped:
        state.dialog = .manageDraft()
        return .none
      case .dialog(.presented(.delete)):
        state.isDeleted = true
        state.heard.append("delete")
        return .none
      case .dialog(.presented(let action)):
        state.heard.append("\(action)")
        return .none
      case .dialog(.dismiss):
        state.heard.append("dismiss")
        return .none
      }
    }
    .ifLet(\.$dialog, action: \.dialog)
  }
}

extension ConfirmationDialogState where Action == Draft.Action.Dialog {
  /// The dialog of the tests: its cancel button comes first, to show it is moved to the bottom.
  static func manageDraft(
    titleVisibility: ConfirmationDialogStateTitleVisibility = .visible, cancel: Bool = true,
    message: Bool = true
  ) -> Self {
    var dialog = ConfirmationDialogState(titleVisibility: titleVisibility) {
      TextState("Manage draft")
    } actions: {
      if cancel {
        ButtonState(role: .cancel, action: .keep) { TextState("Keep") }
      }
      ButtonState(action: .archive) { TextState("Archive") }
      ButtonState(role: .destructive, action: .delete) { TextState("Delete") }
    } message: {
      TextState("This draft has not been sent.")
    }
    if !message { dialog.message = nil }
    return dialog
  }
}

struct DraftView: View {
  @Bindable var store: StoreOf<Draft>
  var body: some View {
    VStack {
      Text(store.isDeleted ? "Deleted" : "Draft")
      Button("Options") { store.send(.optionsButtonTapped) }
    }
    .confirmationDialog($store.scope(state: \.dialog, action: \.dialog))
  }
}

@MainActor
@Suite struct ConfirmationDialogTests {
  func screen(_ dialog: ConfirmationDialogState<Draft.Action.Dialog>?) -> (
    StoreOf<Draft>, ScreenTest
  ) {
    let store = Store(initialState: Draft.State(dialog: dialog)) { Draft() }
    return (store, ScreenTest(DraftView(store: store)))
  }

  @Test func rendersAModalActionSheetLabelledByItsTitle() throws {
    let (_, screen) = self.screen(nil)
    #expect(screen.find(role: "dialog").isEmpty)
    try screen.tap("Options")

    #expect(screen.find(role: "alertdialog").isEmpty)
    let dialog = try #require(screen.find(role: "dialog", name: "Manage draft").first)
    #expect(dialog.tag == "dialog")
    #expect(dialog.classes == ["tca-action-sheet"])
    #expect(dialog.attributes["aria-modal"] == "true")
    #expect(dialog.attributes["open"] != nil)
    #expect(dialog.attributes["aria-labelledby"] == dialog.id + ".title")
    #expect(dialog.attributes["aria-describedby"] == dialog.id + ".message")
    let title = try #require(screen.find(role: "heading", name: "Manage draft").first)
    #expect(title.id == dialog.id + ".title")
    #expect(title.classes == ["tca-action-sheet-title"])
    #expect(dialog.text.contains("This draft has not been sent."))
    // Anchored at the bottom: the layer is a confirmation's, not an alert's (centred).
    #expect(screen.html.contains(#"<div class="tca-dialog-layer" data-kind="confirmation">"#))
  }

  @Test func actionsStackAboveTheCancelButtonWhichStandsApart() throws {
    let (_, screen) = self.screen(.manageDraft())
    // Only the dialog's buttons: what is behind a modal dialog is out of reach.
    let buttons = screen.find(role: "button")
    #expect(buttons.map(\.name) == ["Archive", "Delete", "Keep"])
    #expect(
      buttons.map(\.classes) == [
        ["tca-button"], ["tca-button", "tca-role-destructive"], ["tca-button", "tca-role-cancel"],
      ])
    let groups = self.groups(screen.html)
    #expect(groups.count == 2)
    #expect(groups.first?.contains("Archive") == true && groups.first?.contains("Keep") == false)
    #expect(groups.last?.contains("Keep") == true && groups.last?.contains("Delete") == false)
  }

  @Test func aCancelButtonIsAddedWhenTheStateHasNone() throws {
    let (store, screen) = self.screen(.manageDraft(cancel: false))
    let buttons = screen.find(role: "button")
    #expect(buttons.map(\.name) == ["Archive", "Delete", "Cancel"])
    #expect(buttons.last?.classes.contains("tca-role-cancel") == true)
    try screen.tap("Cancel")
    #expect(store.dialog == nil)
    #expect(store.heard == ["dismiss"])
    #expect(screen.find(role: "dialog").isEmpty)
    #expect(!store.isDeleted)
  }

  @Test func noCancelButtonIsAddedWhenTheStateHasOne() throws {
    let (store, screen) = self.screen(.manageDraft())
    #expect(screen.find(role: "button", name: "Cancel").isEmpty)
    #expect(
      screen.find(role: "button").filter { $0.classes.contains("tca-role-cancel") }.count == 1)
    try screen.tap("Keep")
    #expect(store.dialog == nil)
    #expect(store.heard == ["keep"])
  }

  @Test func tappingADestructiveButtonSendsItsActionAndDismisses() throws {
    let (store, screen) = self.screen(nil)
    try screen.tap("Options")
    try screen.tap("Delete")
    #expect(store.isDeleted)
    #expect(store.heard == ["delete"])
    #expect(store.dialog == nil)
    #expect(screen.find(role: "dialog").isEmpty)
    #expect(screen.contains("Deleted"))
    #expect(!screen.html.contains("tca-action-sheet"))
  }

  @Test func escapeSendsTheCancelButtonsAction() throws {
    let (store, screen) = self.screen(.manageDraft())
    try screen.dismiss()
    #expect(store.heard == ["keep"])
    #expect(store.dialog == nil)
    #expect(screen.find(role: "dialog").isEmpty)
  }

  @Test func escapeWithoutACancelButtonDismisses() throws {
    let (store, screen) = self.screen(.manageDraft(cancel: false))
    // The page's script sends a click on the backdrop as the same event as Escape.
    let dialog = try #require(screen.find(role: "dialog").first)
    #expect(dialog.attributes["data-tca-dismiss"] != nil)
    try screen.dismiss()
    #expect(store.heard == ["dismiss"])
    #expect(store.dialog == nil)
    #expect(screen.find(role: "dialog").isEmpty)
  }

  @Test func aDialogTakesOnlyDismissEvents() throws {
    let (store, screen) = self.screen(.manageDraft())
    let dialog = try #require(screen.find(role: "dialog").first)
    let result = screen.host.handle(ViewEvent(.click, target: dialog.id))
    #expect(result == .ignored("An alert or confirmation dialog takes dismiss events."))
    #expect(store.dialog != nil)
    #expect(store.heard.isEmpty)
  }

  @Test(arguments: [ConfirmationDialogStateTitleVisibility.hidden, .automatic])
  func aHiddenTitleIsLeftForScreenReadersOnly(
    _ visibility: ConfirmationDialogStateTitleVisibility
  ) throws {
    let (_, screen) = self.screen(.manageDraft(titleVisibility: visibility))
    let dialog = try #require(screen.find(role: "dialog", name: "Manage draft").first)
    let title = try #require(screen.find(role: "heading", name: "Manage draft").first)
    #expect(dialog.attributes["aria-labelledby"] == title.id)
    #expect(title.classes == ["tca-action-sheet-title", "tca-visually-hidden"])
    #expect(title.attributes["hidden"] == nil && title.attributes["aria-hidden"] == nil)
    // Not among what a person sees.
    #expect(!screen.contains("Manage draft"))
    #expect(screen.contains("This draft has not been sent."))
    // The message still shows, in the header above the actions.
    let header = try #require(self.groups(screen.html).first)
    #expect(header.contains("tca-action-sheet-header"))
    #expect(header.contains("This draft has not been sent."))
    #expect(!header.contains("Manage draft"))
  }

  @Test func aVisibleTitleShowsAboveTheMessage() throws {
    let (_, screen) = self.screen(.manageDraft(titleVisibility: .visible))
    let title = try #require(screen.find(role: "heading", name: "Manage draft").first)
    #expect(!title.classes.contains("tca-visually-hidden"))
    #expect(screen.contains("Manage draft"))
    let header = try #require(self.groups(screen.html).first)
    let titleAt = try #require(header.range(of: "Manage draft"))
    let messageAt = try #require(header.range(of: "This draft has not been sent."))
    #expect(titleAt.lowerBound < messageAt.lowerBound)
  }

  @Test func aHiddenTitleWithoutAMessageLeavesNoHeader() throws {
    let (_, screen) = self.screen(.manageDraft(titleVisibility: .hidden, message: false))
    let dialog = try #require(screen.find(role: "dialog", name: "Manage draft").first)
    #expect(dialog.attributes["aria-describedby"] == nil)
    #expect(!screen.html.contains("tca-action-sheet-header"))
    #expect(screen.find(role: "button").map(\.name) == ["Archive", "Delete", "Keep"])
  }

  @Test func anAlertIsStillAnAlert() throws {
    let store = makeBoard(rows: 1)
    let screen = ScreenTest(BoardView(store: store))
    try screen.tap("Clear")
    let alert = try #require(screen.find(role: "alertdialog", name: "Clear all rows?").first)
    #expect(alert.classes == ["tca-alert"])
    #expect(screen.find(role: "dialog").isEmpty)
  }

  /// The HTML of each button group of the open dialog, in order.
  func groups(_ html: String) -> [String] {
    Array(html.components(separatedBy: #"<div class="tca-action-sheet-group"#).dropFirst())
  }
}
