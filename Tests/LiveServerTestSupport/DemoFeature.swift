import ComposableArchitecture
import ComposableViews

/// The demo the live server's tests drive: a real feature with a counter, a name field bound to
/// state, a board of rows every tab shares (`@Shared` in memory), a navigation stack of detail
/// screens, a sheet and a timer. ``DemoView`` is its view; ``DemoTabs`` makes its stores.
@Reducer
public struct DemoFeature {
  /// Its state.
  @ObservableState
  public struct State: Equatable {
    /// The count.
    public var count = 0
    /// The name being typed.
    public var name = ""
    /// The rows added by every tab over the same board, oldest first.
    @Shared(.inMemory("live-server-demo-board")) public var rows: [DemoRow] = []
    /// The detail screens pushed.
    public var path = StackState<DemoDetail.State>()
    /// The sheet, while it is up.
    @Presents public var sheet: DemoSheet.State?
    /// Timer ticks.
    public var ticks = 0
    /// Whether the timer runs.
    public var isTimerRunning = false
    /// A new state.
    public init() {}
  }

  /// Its actions.
  public enum Action: BindableAction, Equatable, Sendable {
    /// Bindings (`name`).
    case binding(BindingAction<State>)
    /// The − button.
    case decrementTapped
    /// The + button.
    case incrementTapped
    /// The Add button, or Enter in the name field.
    case addTapped
    /// The Open detail button of the first screen.
    case openDetailTapped
    /// The pushed screens.
    case path(StackActionOf<DemoDetail>)
    /// The Show sheet button.
    case showSheetTapped
    /// The sheet.
    case sheet(PresentationAction<DemoSheet.Action>)
    /// The timer's Start or Stop button.
    case timerTapped
    /// A timer tick.
    case tick
  }

  enum CancelID { case timer }

  /// Where the feature records what it is sent and its timer's runs.
  public let log: DemoLog
  @Dependency(\.continuousClock) var clock

  /// A feature that records into `log`.
  public init(log: DemoLog = DemoLog()) {
    self.log = log
  }

  /// The reducer.
  public var body: some ReducerOf<Self> {
    Reduce { _, action in
      self.log.record(action)
      return .none
    }
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding, .sheet, .path:
        return .none
      case .decrementTapped:
        state.count -= 1
        return .none
      case .incrementTapped:
        state.count += 1
        return .none
      case .addTapped:
        guard !state.name.isEmpty else { return .none }
        let text = state.name
        state.$rows.withLock { $0.append(DemoRow(id: $0.count + 1, text: text)) }
        state.name = ""
        return .none
      case .openDetailTapped:
        state.path.append(DemoDetail.State(depth: state.path.count + 1))
        return .none
      case .showSheetTapped:
        state.sheet = DemoSheet.State()
        return .none
      case .timerTapped:
        state.isTimerRunning.toggle()
        guard state.isTimerRunning else { return .cancel(id: CancelID.timer) }
        return .run { [log = self.log, clock = self.clock] send in
          log.timerStarted()
          defer { log.timerEnded() }
          for await _ in clock.timer(interval: .milliseconds(100)) {
            await send(.tick)
          }
        }
        .cancellable(id: CancelID.timer)
      case .tick:
        state.ticks += 1
        return .none
      }
    }
    Reduce { state, action in
      // What the presented screens ask of this one.
      switch action {
      case .path(.element(_, action: .openDetailTapped)):
        state.path.append(DemoDetail.State(depth: state.path.count + 1))
      case .sheet(.presented(.closeTapped)):
        state.sheet = nil
      default:
        break
      }
      return .none
    }
    .forEach(\.path, action: \.path) { DemoDetail() }
    .ifLet(\.$sheet, action: \.sheet) { DemoSheet() }
  }
}

/// A row of the demo's shared board.
public struct DemoRow: Equatable, Identifiable, Sendable {
  /// Its number: 1 for the board's first row.
  public var id: Int
  /// What was typed.
  public var text: String
  /// A row.
  public init(id: Int, text: String) {
    self.id = id
    self.text = text
  }
}
