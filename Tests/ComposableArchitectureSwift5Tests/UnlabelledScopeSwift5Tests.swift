import ComposableArchitecture
import Testing

// The 2.0 spellings of scoping, and the animation stand-ins reducers pass to
// `send(_:animation:)`, as a Swift 5 mode app or test target compiles them.

@Reducer
struct Pair {
  @ObservableState
  struct State: Equatable {
    var left = Doubler.State()
    var right: Doubler.State?
    var rows: IdentifiedArrayOf<Row.State> = []
    @Presents var alert: AlertState<Alert>?
  }
  enum Action {
    case left(Doubler.Action)
    case right(Doubler.Action)
    case rows(IdentifiedActionOf<Row>)
    case alert(PresentationAction<Alert>)
    case showAlert
  }
  enum Alert: Equatable {
    case confirm
  }
  @Reducer
  struct Row {
    struct State: Equatable, Identifiable {
      let id: Int
      var isOn = false
    }
    enum Action { case toggle }
    var body: some ReducerOf<Self> {
      Reduce { state, _ in
        state.isOn.toggle()
        return .none
      }
    }
  }

  var body: some ReducerOf<Self> {
    Scope(\.left, action: \.left) {
      Doubler()
    }
    Reduce { state, action in
      switch action {
      case .showAlert:
        state.alert = AlertState {
          TextState("Sure?")
        } actions: {
          ButtonState(action: .send(.confirm, animation: .spring(response: 0.3))) {
            TextState("Yes")
          }
        }
        return .none
      case .alert(.presented(.confirm)):
        state.right = Doubler.State()
        return .run { send in
          await send(.right(.double), animation: .interpolatingSpring(stiffness: 170, damping: 15))
          await send(.right(.double), animation: .easeInOut.delay(0.1).speed(2))
        }
      case .left, .right, .rows, .alert:
        return .none
      }
    }
    .ifLet(\.right, action: \.right) {
      Doubler()
    }
    .forEach(\.rows, action: \.rows) {
      Row()
    }
    .ifLet(\.$alert, action: \.alert)
  }
}

@MainActor
struct UnlabelledScopeSwift5Tests {
  @Test func newSpellingsScopeEveryShape() {
    let store = Store(initialState: Pair.State(rows: [.init(id: 1)])) { Pair() }
    store.scope(\.left, action: \.left).send(.double)
    #expect(store.left.value == 2)
    #expect(store.scope(\.right, action: \.right) == nil)
    for row in store.scope(\.rows, action: \.rows) {
      row.send(.toggle)
    }
    #expect(store.rows[id: 1]?.isOn == true)
  }

  @Test func animatedAlertButtonAndAnimatedSendsReachTheReducer() async {
    let store = TestStore(initialState: Pair.State()) { Pair() }
    await store.send(.showAlert) {
      $0.alert = AlertState {
        TextState("Sure?")
      } actions: {
        ButtonState(action: .send(.confirm, animation: .spring(response: 0.3))) {
          TextState("Yes")
        }
      }
    }
    await store.send(.alert(.presented(.confirm))) {
      $0.alert = nil
      $0.right = Doubler.State()
    }
    await store.receive(\.right) { $0.right?.value = 2 }
    await store.receive(\.right) { $0.right?.value = 4 }
  }

  @Test func presentationBindingWithoutLabel() {
    @Bindable var store = Store(initialState: Pair.State()) { Pair() }
    let alert = $store.scope(\.alert, action: \.alert)
    #expect(alert.wrappedValue == nil)
    store.send(.showAlert)
    #expect(alert.wrappedValue != nil)
    alert.wrappedValue = nil
    #expect(store.alert == nil)
  }
}
