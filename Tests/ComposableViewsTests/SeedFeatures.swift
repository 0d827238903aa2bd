import ComposableViews
import Foundation

// The features of the seeds' view examples (../shared/seeds): a counter, an optional child, rows,
// an enum of cases, a destination enum with an edit form, a stack, and bindings.

@Reducer
struct SeedCounter {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }
  enum Action {
    case incrementButtonTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .incrementButtonTapped:
        state.count += 1
        return .none
      }
    }
  }
}

@Reducer
struct SeedChild {
  @ObservableState
  struct State: Equatable, Identifiable {
    var id: Int
    var name: String
  }
  enum Action {
    case renameButtonTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .renameButtonTapped:
        state.name += "!"
        return .none
      }
    }
  }
}

struct SeedChildView: View {
  let store: StoreOf<SeedChild>
  var body: some View {
    HStack {
      Text(store.name)
      Button("Rename \(store.name)") { store.send(.renameButtonTapped) }
    }
  }
}

struct SeedCounterView: View {
  let store: StoreOf<SeedCounter>
  var body: some View {
    Form {
      Text(self.store.count.description)
      Button("+") { self.store.send(.incrementButtonTapped) }
    }
  }
}

/// Seed 004's `SwitchStore` example: a feature whose state is an enum of cases.
@Reducer
struct SeedMode {
  @CasePathable
  @dynamicMemberLookup
  @ObservableState
  enum State: Equatable {
    case activity(SeedChild.State)
    case settings(SeedCounter.State)
  }
  enum Action {
    case activity(SeedChild.Action)
    case settings(SeedCounter.Action)
  }
  var body: some ReducerOf<Self> {
    Scope(state: \.activity, action: \.activity) { SeedChild() }
    Scope(state: \.settings, action: \.settings) { SeedCounter() }
  }
}

@Reducer
struct SeedParent {
  @Reducer
  enum Destination {
    case editForm(SeedChild)
  }
  @Reducer
  enum Path {
    case activity(SeedChild)
    case settings(SeedCounter)
  }
  @ObservableState
  struct State: Equatable {
    var child: SeedChild.State?
    var rows: IdentifiedArrayOf<SeedChild.State> = []
    var mode = SeedMode.State.activity(SeedChild.State(id: 0, name: "Walk"))
    @Presents var destination: Destination.State?
    var path = StackState<Path.State>()
    var text = ""
    var isOn = false
  }
  enum Action: BindableAction {
    case binding(BindingAction<State>)
    case child(SeedChild.Action)
    case rows(IdentifiedActionOf<SeedChild>)
    case mode(SeedMode.Action)
    case destination(PresentationAction<Destination.Action>)
    case path(StackActionOf<Path>)
    case editButtonTapped
    case isOnChanged(Bool)
    case showChildButtonTapped
    case textChanged(String)
  }
  var body: some ReducerOf<Self> {
    BindingReducer()
    Scope(state: \.mode, action: \.mode) { SeedMode() }
    Reduce { state, action in
      switch action {
      case .editButtonTapped:
        state.destination = .editForm(SeedChild.State(id: 9, name: "Draft"))
        return .none
      case .showChildButtonTapped:
        state.child = SeedChild.State(id: 1, name: "Child")
        return .none
      case let .textChanged(text):
        state.text = text
        return .none
      case let .isOnChanged(isOn):
        state.isOn = isOn
        return .none
      case .binding, .child, .rows, .mode, .destination, .path:
        return .none
      }
    }
    .ifLet(\.child, action: \.child) { SeedChild() }
    .forEach(\.rows, action: \.rows) { SeedChild() }
    .ifLet(\.$destination, action: \.destination)
    .forEach(\.path, action: \.path)
  }
}

extension SeedParent.Destination.State: Equatable {}
extension SeedParent.Path.State: Equatable {}

@MainActor
func makeSeedParent() -> StoreOf<SeedParent> {
  Store(
    initialState: SeedParent.State(
      rows: [SeedChild.State(id: 1, name: "Ann"), SeedChild.State(id: 2, name: "Bob")]
    )
  ) {
    SeedParent()
  }
}
