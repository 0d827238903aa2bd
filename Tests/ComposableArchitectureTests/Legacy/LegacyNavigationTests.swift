import ComposableArchitecture
import Testing

// The pre-1.4 navigation spellings with case paths ('/Action.child'), still accepted (and
// deprecated) by TCA 1.x: they must behave as the case key path operators do.

/// A parent that presents an editor, an alert (with '@Presents' and without), and a stack,
/// integrated with case paths.
@available(*, deprecated)
@Reducer
struct LegacyNavigationParent {
  struct State: Equatable {
    @PresentationState var editor: EditForm.State?
    @PresentationState var presentedAlert: AlertState<Action.Alert>?
    var alert: AlertState<Action.Alert>?
    var path = StackState<EditForm.State>()
    var log: [String] = []
  }
  enum Action: Equatable {
    case editor(PresentationAction<EditForm.Action>)
    case presentedAlert(PresentationAction<Alert>)
    case alert(Alert)
    case path(StackAction<EditForm.State, EditForm.Action>)
    case showEditor
    case showAlerts

    enum Alert: Equatable {
      case ok
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .showEditor:
        state.editor = EditForm.State()
        return .none
      case .showAlerts:
        state.presentedAlert = AlertState { TextState("Hi") }
        state.alert = AlertState { TextState("Hi") }
        return .none
      case .editor(.presented(.saveTapped)):
        state.log.append("saved \(state.editor?.title ?? "-")")
        return .none
      case .alert(.ok):
        state.log.append("alert ok")
        return .none
      case .editor, .presentedAlert, .path:
        return .none
      }
    }
    .ifLet(\.$editor, action: /Action.editor) {
      EditForm()
    }
    .ifLet(\.$presentedAlert, action: /Action.presentedAlert)
    .ifLet(\.alert, action: /Action.alert)
    .forEach(\.path, action: /Action.path) {
      EditForm()
    }
  }
}

@MainActor
struct LegacyNavigationTests {
  @available(*, deprecated)
  @Test func presentationWithACasePathRunsTheChildAndDismissesIt() async {
    let store = TestStore(initialState: LegacyNavigationParent.State()) {
      LegacyNavigationParent()
    }
    await store.send(.showEditor) { $0.editor = EditForm.State() }
    await store.send(.editor(.presented(.titleChanged("Hi")))) { $0.editor?.title = "Hi" }
    await store.send(.editor(.presented(.saveTapped))) { $0.log = ["saved Hi"] }
    await store.send(.editor(.presented(.closeTapped)))
    await store.receive(.editor(.dismiss)) { $0.editor = nil }
  }

  @available(*, deprecated)
  @Test func alertsIntegratedWithCasePathsDismissOnTheirActions() async {
    let store = TestStore(initialState: LegacyNavigationParent.State()) {
      LegacyNavigationParent()
    }
    await store.send(.showAlerts) {
      $0.presentedAlert = AlertState { TextState("Hi") }
      $0.alert = AlertState { TextState("Hi") }
    }
    await store.send(.presentedAlert(.presented(.ok))) { $0.presentedAlert = nil }
    await store.send(.alert(.ok)) {
      $0.alert = nil
      $0.log = ["alert ok"]
    }
  }

  @available(*, deprecated)
  @Test func aStackIntegratedWithACasePathRunsItsElementsAndPopsThem() async {
    let store = TestStore(initialState: LegacyNavigationParent.State()) {
      LegacyNavigationParent()
    }
    await store.send(.path(.push(id: 0, state: EditForm.State()))) {
      $0.path[id: 0] = EditForm.State()
    }
    await store.send(.path(.element(id: 0, action: .titleChanged("A")))) {
      $0.path[id: 0]?.title = "A"
    }
    await store.send(.path(.element(id: 0, action: .closeTapped)))
    await store.receive(.path(.popFrom(id: 0))) { $0.path = StackState() }
  }

  @available(*, deprecated)
  @Test func caseSubscriptsWithCasePathsReadAndWriteOnlyTheirCase() {
    var presentation = PresentationState<Inbox.Destination.State>(
      wrappedValue: .editForm(EditForm.State())
    )
    presentation[case: /Inbox.Destination.State.editForm]?.title = "Hi"
    #expect(presentation[case: /Inbox.Destination.State.editForm]?.title == "Hi")
    #expect(presentation[case: /Inbox.Destination.State.alert] == nil)
    withKnownIssue {
      presentation[case: /Inbox.Destination.State.alert] = AlertState { TextState("No") }
    } matching: { issue in
      issue.description.hasSuffix(#"Can't modify unrelated case "editForm""#)
    }
    #expect(presentation.wrappedValue == .editForm(EditForm.State(title: "Hi")))
    presentation[case: /Inbox.Destination.State.editForm] = nil
    #expect(presentation.wrappedValue == nil)

    var stack = StackState<Inbox.Destination.State>()
    stack[id: 0] = .editForm(EditForm.State())
    stack[id: 0, case: /Inbox.Destination.State.editForm]?.title = "Hi"
    #expect(stack[id: 0, case: /Inbox.Destination.State.editForm]?.title == "Hi")
    #expect(stack[id: 1, case: /Inbox.Destination.State.editForm] == nil)
    stack[id: 0, case: /Inbox.Destination.State.editForm] = nil
    #expect(stack.isEmpty)
  }
}
