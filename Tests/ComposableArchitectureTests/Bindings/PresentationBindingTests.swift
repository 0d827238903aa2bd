import ComposableArchitecture
import Testing

@MainActor
struct PresentationBindingTests {
  @Test func enumDestinationBinding() {
    let view = BindingsInboxView(
      store: Store(initialState: BindingsInbox.State()) { BindingsInbox() })
    let editForm = view.$store.scope(
      \.destination?.editForm,
      action: \.destination.editForm
    )
    #expect(editForm.wrappedValue == nil)

    view.store.send(.editTapped)
    let childStore = editForm.wrappedValue
    #expect(childStore?.title == "Draft")
    #expect(childStore === editForm.wrappedValue)
    #expect(
      childStore
        === view.$store.scope(\.destination?.editForm, action: \.destination.editForm)
        .wrappedValue
    )
    #expect(
      view.$store.scope(\.destination?.alert, action: \.destination.alert).wrappedValue
        == nil)

    editForm.wrappedValue = nil
    #expect(view.store.destination == nil)
    #expect(editForm.wrappedValue == nil)
  }

  /// The action's case key path is made only once a child is presented (or the binding is
  /// written), and then once for the binding: a body that makes the binding on every render with
  /// nothing presented makes no case key path.
  @Test func actionPathIsMadeOnlyWhenNeeded() {
    let view = BindingsInboxView(
      store: Store(initialState: BindingsInbox.State()) { BindingsInbox() })
    var made = 0
    func editFormAction()
      -> CaseKeyPath<BindingsInbox.Action, PresentationAction<BindingsEditForm.Action>>
    {
      made += 1
      return \.destination.editForm
    }
    let editForm = view.$store.scope(\.destination?.editForm, action: editFormAction())
    let labelled = view.$store.scope(state: \.destination?.editForm, action: editFormAction())
    #expect(editForm.wrappedValue == nil)
    #expect(labelled.wrappedValue == nil)
    #expect(made == 0)

    view.store.send(.editTapped)
    #expect(editForm.wrappedValue?.title == "Draft")
    #expect(editForm.wrappedValue === labelled.wrappedValue)
    #expect(made == 2)
    _ = editForm.wrappedValue
    _ = labelled.wrappedValue
    #expect(made == 2)

    labelled.wrappedValue = nil
    #expect(view.store.destination == nil)
    #expect(made == 2)
  }

  @Test func presentsChildBinding() {
    let view = BindingsInboxView(
      store: Store(initialState: BindingsInbox.State()) { BindingsInbox() })
    let child = view.$store.scope(\.child, action: \.child)
    #expect(child.wrappedValue == nil)

    view.store.send(.childTapped)
    guard let childStore = child.wrappedValue else {
      Issue.record("Expected a presented child store")
      return
    }
    #expect(childStore.title == "Child")

    @Bindable var bindableChild = childStore
    $bindableChild.title.wrappedValue = "Edited"
    #expect(view.store.child?.title == "Edited")

    child.wrappedValue = nil
    #expect(view.store.child == nil)
  }

  @Test func dismissalSendsDismissAction() async {
    let store = TestStore(initialState: BindingsInbox.State()) { BindingsInbox() }
    await store.send(.editTapped) {
      $0.destination = .editForm(BindingsEditForm.State(title: "Draft"))
    }
    // What the binding's setter sends for `nil`.
    let dismiss = (\BindingsInbox.Action.Cases.destination.editForm)(
      PresentationAction<BindingsEditForm.Action>.dismiss
    )
    #expect(dismiss == .destination(.dismiss))
    await store.send(dismiss) {
      $0.destination = nil
    }
  }

  @Test func writingNilWhenNothingIsPresentedDoesNothing() {
    let store = Store(initialState: BindingsInbox.State()) { BindingsInbox() }
    let view = BindingsInboxView(store: store)
    let child = view.$store.scope(\.child, action: \.child)
    child.wrappedValue = nil
    #expect(store.child == nil)
  }

  @Test func presentationCaseKeyPathKeepsPresentationWrapper() {
    let path: CaseKeyPath<BindingsInbox.Action, PresentationAction<BindingsEditForm.Action>> =
      \.destination.editForm
    let presented = BindingsInbox.Action.destination(
      .presented(.editForm(.binding(.set(\.title, "Hi"))))
    )
    let extracted: PresentationAction<BindingsEditForm.Action>? = presented[case: path]
    let dismissed: PresentationAction<BindingsEditForm.Action>? =
      BindingsInbox.Action.destination(.dismiss)[case: path]
    let unrelated: PresentationAction<BindingsEditForm.Action>? =
      BindingsInbox.Action.editTapped[case: path]
    #expect(extracted == .presented(.binding(.set(\.title, "Hi"))))
    #expect(dismissed == .dismiss)
    #expect(unrelated == nil)
    // Where a plain child action is expected, the same spelling still means the child action.
    let childPath: CaseKeyPath<BindingsInbox.Action, BindingsEditForm.Action> =
      \.destination.editForm
    let child: BindingsEditForm.Action? = presented[case: childPath]
    #expect(child == .binding(.set(\.title, "Hi")))
  }

  @Test func bindingToDismissedChildStoreIsReported() {
    let view = BindingsInboxView(
      store: Store(initialState: BindingsInbox.State()) { BindingsInbox() })
    view.store.send(.childTapped)
    guard let childStore = view.$store.scope(\.child, action: \.child).wrappedValue else {
      Issue.record("Expected a presented child store")
      return
    }
    @Bindable var bindableChild = childStore
    view.store.send(.child(.dismiss))
    #expect(view.store.child == nil)

    withKnownIssue {
      $bindableChild.title.wrappedValue = "Too late"
    } matching: { issue in
      // The write reaches the parent's `ifLet` after the child is gone, which reports it; the
      // binding then sees its value unchanged and reports the binding action as unhandled.
      issue.description.contains("received a presentation action when destination state was absent")
        || issue.description.contains("A binding action sent from a store was not handled")
    }
    #expect(view.store.child == nil)
    #expect(childStore.title == "Child")
  }

  @Test func dismissingAChildNoReducerPresentsIsReported() {
    let store = Store(
      initialState: UnintegratedSheet.State(child: BindingsEditForm.State(title: "Draft"))
    ) {
      UnintegratedSheet()
    }
    @Bindable var bindable = store
    let child = $bindable.scope(\.child, action: \.child)
    withKnownIssue {
      child.wrappedValue = nil
    } matching: { issue in
      issue.description.contains(
        "A binding at \"ComposableArchitectureTests/PresentationBindingTests.swift:"
      )
        && issue.description.contains(
          "was set to \"nil\", but the store destination wasn't nil'd out."
        )
        && issue.description.contains(#".ifLet(\.destination, action: \.destination)"#)
    }
    #expect(store.child?.title == "Draft")
  }
}

/// A feature that presents a child but whose body has no `ifLet` for it.
@Reducer
private struct UnintegratedSheet {
  @ObservableState
  struct State {
    @Presents var child: BindingsEditForm.State?
  }
  enum Action {
    case child(PresentationAction<BindingsEditForm.Action>)
  }
  var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}
