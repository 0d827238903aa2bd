import ComposableArchitecture

/// The whole app: the list of sync-ups at the root of a navigation stack of detail, meeting and
/// transcript screens.
///
/// Every screen holds the sync-ups through `@Shared` (the list, or one sync-up derived from it),
/// so there is nothing to keep in step here, and nothing to save: the `.syncUps` key writes
/// every change. The front end pushes detail and transcript screens; the app answers the one
/// request a screen makes of it, starting a meeting.
@Reducer
public struct AppFeature: Sendable {
  /// The screens that can be pushed on the stack.
  @Reducer
  public enum Path {
    case detail(SyncUpDetail)
    case meeting(MeetingTranscript)
    case record(RecordMeeting)
  }

  /// The app's state.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The pushed screens.
    public var path = StackState<Path.State>()
    /// The root screen.
    public var syncUpsList = SyncUpsList.State()

    /// Creates the app's state.
    public init(
      path: StackState<Path.State> = StackState<Path.State>(),
      syncUpsList: SyncUpsList.State = SyncUpsList.State()
    ) {
      self.path = path
      self.syncUpsList = syncUpsList
    }
  }

  /// The app's actions.
  public enum Action: Sendable {
    case path(StackActionOf<Path>)
    case syncUpsList(SyncUpsList.Action)
  }

  @Dependency(\.uuid) var uuid

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.syncUpsList, action: \.syncUpsList) {
      SyncUpsList()
    }
    Reduce { state, action in
      switch action {
      case .path(.element(_, .detail(.delegate(.startMeeting(let syncUp))))):
        state.path.append(.record(RecordMeeting.State(meetingID: self.uuid(), syncUp: syncUp)))
        return .none

      case .path, .syncUpsList:
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

extension AppFeature.Path.State: Equatable {}
extension AppFeature.Path.State: Sendable {}
extension AppFeature.Path.Action: Sendable {}
