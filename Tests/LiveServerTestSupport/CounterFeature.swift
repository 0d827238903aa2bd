import ComposableArchitecture
import ComposableViews

/// A real feature and view for the server's tests: a count, a name field bound to state, a list
/// of added names in `@Shared` memory, and a running timer.
@Reducer
public struct CounterFeature {
  /// Its state.
  @ObservableState
  public struct State: Equatable {
    /// The count.
    public var count = 0
    /// The name being typed.
    public var name = ""
    /// Names added, shared by every tab of the process.
    @Shared(.inMemory("live-server-test-names")) public var names: [String] = []
    /// Whether the timer runs.
    public var isTimerOn = false
    /// A new state.
    public init() {}
  }

  /// Its actions.
  public enum Action: BindableAction {
    /// Bindings (`name`).
    case binding(BindingAction<State>)
    /// The + button.
    case incrementTapped
    /// The Add button or Enter in the field.
    case addTapped
    /// The timer button.
    case timerTapped
    /// A timer tick.
    case tick
  }

  enum CancelID { case timer }

  /// A feature.
  public init() {}

  /// The reducer.
  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none
      case .incrementTapped:
        state.count += 1
        return .none
      case .addTapped:
        guard !state.name.isEmpty else { return .none }
        let name = state.name
        state.$names.withLock { $0.append(name) }
        state.name = ""
        return .none
      case .timerTapped:
        state.isTimerOn.toggle()
        guard state.isTimerOn else { return .cancel(id: CancelID.timer) }
        return .run { send in
          while !Task.isCancelled {
            // sleep-ok: the demo timer's simulated tick.
            try await Task.sleep(for: .milliseconds(100))
            await send(.tick)
          }
        }
        .cancellable(id: CancelID.timer)
      case .tick:
        state.count += 1
        return .none
      }
    }
  }
}

/// The feature's view.
public struct CounterView: View {
  @Bindable var store: StoreOf<CounterFeature>

  /// A view of `store`.
  public init(store: StoreOf<CounterFeature>) {
    self.store = store
  }

  /// The view.
  public var body: some View {
    VStack {
      Text("Count: \(self.store.count)")
      Button("Increment") { self.store.send(.incrementTapped) }
      TextField("Name", text: self.$store.name)
        .onSubmit { self.store.send(.addTapped) }
      Text("Hello, \(self.store.name)!")
      Button("Add") { self.store.send(.addTapped) }
      Button(self.store.isTimerOn ? "Stop" : "Start") { self.store.send(.timerTapped) }
      List {
        ForEach(self.store.names, id: \.self) { name in
          Text(name)
        }
      }
    }
  }
}
