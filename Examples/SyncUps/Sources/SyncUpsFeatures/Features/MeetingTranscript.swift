import ComposableArchitecture

/// A past meeting's transcript, pushed from the detail screen. It only shows state.
@Reducer
public struct MeetingTranscript: Sendable {
  /// The meeting and the sync-up it belongs to.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The meeting shown.
    public var meeting: Meeting
    /// The sync-up the meeting belongs to.
    public var syncUp: SyncUp

    /// Creates the screen for a meeting of a sync-up.
    public init(meeting: Meeting, syncUp: SyncUp) {
      self.meeting = meeting
      self.syncUp = syncUp
    }
  }

  /// The screen has no actions of its own.
  public enum Action: Equatable, Sendable {}

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    EmptyReducer()
  }
}
