import ComposableArchitecture

/// A form whose fields are written by binding actions; the reducer after `BindingReducer` sees
/// the new values.
@Reducer
struct BindingsForm {
  @ObservableState
  struct State: Equatable {
    var text = ""
    var isOn = false
    var count = 0
    var log: [String] = []
  }
  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case toggleTapped(Bool)
    case countChanged(Int)
    case fetchTapped
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
      .onChange(of: \.count) { oldValue, newValue in
        Reduce { state, _ in
          state.log.append("count \(oldValue) → \(newValue)")
          return .none
        }
      }
    Reduce { state, action in
      switch action {
      case .binding(\.text):
        state.log.append("after: \(state.text)")
        return .none
      case .binding(.set(\.isOn, true)):
        state.log.append("switched on")
        return .none
      case .binding:
        return .none
      case .toggleTapped(let isOn):
        state.isOn = isOn
        return .none
      case .countChanged(let count):
        state.count = count
        return .none
      case .fetchTapped:
        return .send(.binding(.set(\.text, "fetched")))
      }
    }
  }
}

/// The same form with its logic placed before `BindingReducer`: it sees the old values.
@Reducer
struct BindingsLogBeforeForm {
  @ObservableState
  struct State: Equatable {
    var text = ""
    var log: [String] = []
  }
  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .binding(\.text):
        state.log.append("before: \(state.text)")
        return .none
      case .binding:
        return .none
      }
    }
    BindingReducer()
  }
}

/// A form that forgot `BindingReducer`.
@Reducer
struct BindingsForgetfulForm {
  @ObservableState
  struct State: Equatable {
    var text = ""
  }
  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
  }
}

/// A feature whose bindable actions are view actions.
@Reducer
struct BindingsViewActionForm {
  @ObservableState
  struct State: Equatable {
    var text = ""
  }
  enum Action: ViewAction, Equatable {
    case view(View)
    @CasePathable
    enum View: BindableAction, Equatable {
      case binding(BindingAction<State>)
    }
  }

  var body: some ReducerOf<Self> {
    BindingReducer(action: \.view)
  }
}

/// A toggle driven by a dedicated action rather than binding actions.
@Reducer
struct BindingsToggle {
  @ObservableState
  struct State: Equatable {
    var settings = Settings()
    struct Settings: Equatable {
      var isOn = false
    }
  }
  enum Action: Equatable {
    case isOnChanged(Bool)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .isOnChanged(let isOn):
        state.settings.isOn = isOn
        return .none
      }
    }
  }
}

/// A child form presented by ``BindingsInbox``.
@Reducer
struct BindingsEditForm {
  @ObservableState
  struct State: Equatable {
    var title = ""
  }
  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
  }
}

/// A feature presenting children both through an enum destination and a single `@Presents`.
@Reducer
struct BindingsInbox {
  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    @Presents var child: BindingsEditForm.State?
  }
  enum Action: Equatable {
    case destination(PresentationAction<Destination.Action>)
    case child(PresentationAction<BindingsEditForm.Action>)
    case editTapped
    case childTapped
    case alertTapped
  }

  @Reducer
  enum Destination {
    case editForm(BindingsEditForm)
    case alert(AlertState<Alert>)

    @CasePathable
    enum Alert: Equatable {
      case ok
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .editTapped:
        state.destination = .editForm(BindingsEditForm.State(title: "Draft"))
        return .none
      case .childTapped:
        state.child = BindingsEditForm.State(title: "Child")
        return .none
      case .alertTapped:
        state.destination = .alert(AlertState { TextState("Hi") })
        return .none
      case .destination, .child:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
    .ifLet(\.$child, action: \.child) {
      BindingsEditForm()
    }
  }
}

extension BindingsInbox.Destination.State: Equatable {}
extension BindingsInbox.Destination.Action: Equatable {}

/// A plain struct standing in for a SwiftUI view: it holds the store with `@Bindable`.
@MainActor
struct BindingsFormView {
  @Bindable var store: StoreOf<BindingsForm>
}

/// A view of the inbox.
@MainActor
struct BindingsInboxView {
  @Bindable var store: StoreOf<BindingsInbox>
}
