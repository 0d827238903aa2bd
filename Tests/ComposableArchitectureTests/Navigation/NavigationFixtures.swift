import ComposableArchitecture

@Reducer
struct EditForm {
  @ObservableState
  struct State: Equatable {
    var title = ""
  }
  enum Action: Equatable {
    case titleChanged(String)
    case saveTapped
    case closeTapped
    case startTimer
    case tick
  }
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .titleChanged(let title):
        state.title = title
        return .none
      case .saveTapped:
        return .none
      case .closeTapped:
        return .run { _ in await self.dismiss() }
      case .startTimer:
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.tick)
          }
        }
      case .tick:
        state.title += "."
        return .none
      }
    }
  }
}

@Reducer
struct Inbox {
  @ObservableState
  struct State: Equatable {
    var items: [String] = []
    @Presents var destination: Destination.State?
  }
  enum Action: Equatable {
    case addTapped
    case deleteTapped
    case destination(PresentationAction<Destination.Action>)
  }

  @Reducer
  enum Destination {
    case editForm(EditForm)
    case alert(AlertState<Alert>)

    @CasePathable
    enum Alert: Equatable {
      case confirmDelete
    }
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addTapped:
        state.destination = .editForm(EditForm.State())
        return .none
      case .deleteTapped:
        state.destination = .alert(
          AlertState {
            TextState("Delete?")
          } actions: {
            ButtonState(role: .destructive, action: .confirmDelete) { TextState("Delete") }
          }
        )
        return .none
      case .destination(.presented(.editForm(.saveTapped))):
        guard case .editForm(let form)? = state.destination else { return .none }
        state.items.append(form.title)
        state.destination = nil
        return .none
      case .destination(.presented(.alert(.confirmDelete))):
        state.items.removeAll()
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension Inbox.Destination.State: Equatable {}
extension Inbox.Destination.Action: Equatable {}
