import ComposableArchitecture
import ComposableViews

/// A feature whose screen changes every 50 ms on its own, for the tests of what a patch must
/// leave alone: a button being pressed, a focused field and its caret.
@Reducer
public struct TickerFeature {
  /// Its state.
  @ObservableState
  public struct State: Equatable {
    /// Timer ticks, every 50 ms.
    public var ticks = 0
    /// Clicks of the Press button that reached the store.
    public var presses = 0
    /// The note field's text.
    public var note = ""
    /// A new state.
    public init() {}
  }

  /// Its actions.
  public enum Action: BindableAction {
    /// Bindings (`note`).
    case binding(BindingAction<State>)
    /// The screen appeared: the timer starts.
    case appeared
    /// The Press button.
    case pressed
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
      case .appeared:
        return .run { send in
          while !Task.isCancelled {
            // sleep-ok: the ticker's own tick interval, what the morph tests patch across
            try await Task.sleep(for: .milliseconds(50))
            await send(.tick)
          }
        }
        .cancellable(id: CancelID.timer, cancelInFlight: true)
      case .pressed:
        state.presses += 1
        return .none
      case .tick:
        state.ticks += 1
        return .none
      }
    }
  }
}

/// The feature's view: the ticks, the button and the field are one view, rendered again (and
/// patched) at every tick.
public struct TickerView: View {
  @Bindable var store: StoreOf<TickerFeature>

  /// A view of `store`.
  public init(store: StoreOf<TickerFeature>) {
    self.store = store
  }

  /// The view.
  public var body: some View {
    VStack {
      Text("Ticks: \(self.store.ticks)")
      Button("Press") { self.store.send(.pressed) }
      Text("Presses: \(self.store.presses)")
      TextField("Note", text: self.$store.note)
    }
    .onAppear { self.store.send(.appeared) }
  }
}
