import ComposableArchitecture
import Testing

/// A feature shaped as SyncUps' detail: an enum destination with a reducer case and an alert kept
/// as plain data whose actions the enum's own `Action` names.
@Reducer
struct CaseScopeDetail {
  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
  }
  enum Action {
    case destination(PresentationAction<Destination.Action>)
    case editTapped
    case deleteTapped
  }

  @Reducer
  enum Destination {
    @ReducerCaseIgnored case alert(AlertState<Alert>)
    case edit(BindingsEditForm)

    @CasePathable
    enum Action {
      case alert(Alert)
      case edit(BindingsEditForm.Action)
    }

    @CasePathable
    enum Alert: Equatable {
      case confirmDeletion
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .editTapped:
        state.destination = .edit(BindingsEditForm.State(title: "Draft"))
        return .none
      case .deleteTapped:
        state.destination = .alert(
          AlertState {
            TextState("Delete?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmDeletion) { TextState("Yes") }
          })
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension CaseScopeDetail.Destination.State: Equatable {}

@MainActor
struct CaseScopeBindingTests {
  /// `$store.scope(state: \.$destination, action: \.destination).edit`, as SyncUps' detail view
  /// writes its sheet: the case's store while that case is presented, `nil` otherwise.
  @Test func destinationBindingFollowedByAReducerCase() {
    @Bindable var store = Store(initialState: CaseScopeDetail.State()) { CaseScopeDetail() }
    let edit: Binding<StoreOf<BindingsEditForm>?> =
      $store.scope(state: \.$destination, action: \.destination).edit
    #expect(edit.wrappedValue == nil)

    store.send(.editTapped)
    #expect(edit.wrappedValue?.title == "Draft")
    #expect($store.scope(state: \.$destination, action: \.destination).alert.wrappedValue == nil)

    // The child store is the one the destination scope caches: a write through it reaches the
    // parent's state.
    edit.wrappedValue?.send(.set(\.title, "Edited"))
    #expect(store.destination == .edit(BindingsEditForm.State(title: "Edited")))

    edit.wrappedValue = nil
    #expect(store.destination == nil)
    #expect(edit.wrappedValue == nil)
  }

  /// `.alert($store.scope(state: \.$destination, action: \.destination).alert)`: an alert case
  /// whose actions the destination's own `Action` names is a store of the alert and its action.
  @Test func destinationBindingFollowedByAnAlertCase() {
    @Bindable var store = Store(initialState: CaseScopeDetail.State()) { CaseScopeDetail() }
    let alert:
      Binding<
        Store<AlertState<CaseScopeDetail.Destination.Alert>, CaseScopeDetail.Destination.Alert>?
      > =
        $store.scope(state: \.$destination, action: \.destination).alert
    #expect(alert.wrappedValue == nil)

    store.send(.deleteTapped)
    let presented = alert.wrappedValue
    #expect(presented != nil)
    #expect(presented?.withState { $0.title } == TextState("Delete?"))
    #expect($store.scope(state: \.$destination, action: \.destination).edit.wrappedValue == nil)

    presented?.send(.confirmDeletion)
    #expect(store.destination == nil)
  }

  /// An alert case with no action of its own named is the alert itself.
  @Test func destinationBindingFollowedByAnEphemeralCase() {
    @Bindable var store = Store(initialState: BindingsInbox.State()) { BindingsInbox() }
    let alert: Binding<AlertState<BindingsInbox.Destination.Alert>?> =
      $store.scope(state: \.$destination, action: \.destination).alert
    #expect(alert.wrappedValue == nil)

    store.send(.alertTapped)
    #expect(alert.wrappedValue?.title == TextState("Hi"))

    alert.wrappedValue = nil
    #expect(store.destination == nil)
  }
}
