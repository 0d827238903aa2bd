import ComposableArchitecture
import Foundation

/// The whole app: the list of sync-ups at the root of a navigation stack of detail, meeting and
/// transcript screens. It loads the sync-ups at launch, keeps the list in step with the screens
/// on the stack, and saves the list whenever it changes.
@Reducer
public struct AppFeature: Sendable {
  /// The screens that can be pushed on the stack.
  @Reducer
  public enum Path {
    case detail(SyncUpDetail)
    case meeting(MeetingTranscript)
    case record(RecordMeeting)
  }

  /// Whether changes are written to storage.
  public enum Persistence: Equatable, Sendable {
    /// Loading has not finished: nothing is saved yet.
    case loading
    /// Every change to the list is saved.
    case enabled
    /// The stored data could not be loaded nor moved aside: saving would destroy it.
    case disabled(reason: String)
  }

  /// The app's state.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The pushed screens.
    public var path = StackState<Path.State>()
    /// Whether changes are saved.
    public var persistence = Persistence.loading
    /// The last time another SyncUps had changed the data file and its changes were merged in.
    public var lastMerge: SyncUpsMerge?
    /// Meetings that a SyncUps killed mid-meeting had journaled, recovered and saved at launch.
    public var recoveredMeetings: [MeetingInProgress] = []
    /// Why the last save failed, if it did (cleared by the next save that succeeds).
    public var saveError: String?
    /// The root screen.
    public var syncUpsList = SyncUpsList.State()

    /// Creates the app's state.
    public init(
      path: StackState<Path.State> = StackState<Path.State>(),
      persistence: Persistence = .loading,
      lastMerge: SyncUpsMerge? = nil,
      recoveredMeetings: [MeetingInProgress] = [],
      saveError: String? = nil,
      syncUpsList: SyncUpsList.State = SyncUpsList.State()
    ) {
      self.path = path
      self.persistence = persistence
      self.lastMerge = lastMerge
      self.recoveredMeetings = recoveredMeetings
      self.saveError = saveError
      self.syncUpsList = syncUpsList
    }

    /// The meeting being recorded, if its screen is on the stack.
    var meetingOnScreen: RecordMeeting.State? {
      self.path.ids.lazy.compactMap { self.path[id: $0, case: \.record] }.first
    }
  }

  /// The app's actions.
  public enum Action: Sendable {
    case backUpFinished(reason: String, Result<String, any Error>)
    case launched
    case meetingsRecovered([MeetingInProgress])
    case path(StackActionOf<Path>)
    case saveFailed(String)
    case saveMerged(SyncUpsMerge)
    case saveSucceeded
    case syncUpsList(SyncUpsList.Action)
    case willTerminate
  }

  @Dependency(\.date.now) var now
  @Dependency(\.syncUpsFile) var file
  @Dependency(\.uuid) var uuid

  private enum CancelID { case save }

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    // Saving watches the whole app, so that a change made by any screen (the list adding a
    // sync-up, a detail editing one, a meeting ending) is written at once.
    CombineReducers {
      Scope(state: \.syncUpsList, action: \.syncUpsList) {
        SyncUpsList()
      }
      self.core
        .forEach(\.path, action: \.path)
    }
    .onChange(of: \.syncUpsList.syncUps) { _, _ in
      Reduce { state, _ in self.save(state) }
    }
    // A meeting in progress is journaled at every change (each second, each note), so that a
    // process killed mid-meeting loses none of it.
    .onChange(of: \.meetingOnScreen) { _, meeting in
      Reduce { _, _ in self.journal(meeting) }
    }
  }

  private var core: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .launched:
        // `@Shared(.syncUps)` loaded the file when the state was created.
        guard let error = state.syncUpsList.$syncUps.loadError else {
          state.persistence = .enabled
          return self.recoverMeetings()
        }
        let reason = error.localizedDescription
        return .run { send in
          await send(.backUpFinished(reason: reason, Result { try self.file.backUp() }))
        }

      case .backUpFinished(let reason, .success(let backup)):
        state.persistence = .enabled
        state.syncUpsList.destination = .alert(.dataFailedToLoad(reason: reason, backup: backup))
        return self.recoverMeetings()

      case .backUpFinished(let reason, .failure(let error)):
        state.persistence = .disabled(
          reason: "\(reason) (moving it aside failed: \(error.localizedDescription))"
        )
        state.syncUpsList.destination = .alert(.dataFailedToLoad(reason: reason, backup: nil))
        return .none

      case .path(.element(id: let id, action: .detail(.delegate(let delegateAction)))):
        guard let detail = state.path[id: id, case: \.detail] else { return .none }
        switch delegateAction {
        case .deleteSyncUp:
          state.syncUpsList.$syncUps.withLock { _ = $0.remove(id: detail.syncUp.id) }
        case .startMeeting:
          state.path.append(
            .record(RecordMeeting.State(meetingID: self.uuid(), syncUp: detail.syncUp))
          )
        case .syncUpUpdated(let syncUp):
          state.syncUpsList.$syncUps.withLock { $0[id: syncUp.id] = syncUp }
        }
        return .none

      case .path(.element(id: let id, action: .detail(.meetingTapped(let meetingID)))):
        guard
          let syncUp = state.path[id: id, case: \.detail]?.syncUp,
          let meeting = syncUp.meetings[id: meetingID]
        else { return .none }
        state.path.append(.meeting(MeetingTranscript.State(meeting: meeting, syncUp: syncUp)))
        return .none

      case .path(.element(id: let id, action: .record(.delegate(.save(let transcript))))):
        guard let record = state.path[id: id, case: \.record] else { return .none }
        self.addMeeting(
          id: record.meetingID, date: self.now, transcript: transcript, to: record.syncUp,
          in: &state
        )
        return .none

      case .path(.element(id: let id, action: .record(.dialog(.presented(.confirmDiscard))))):
        guard let meetingID = state.path[id: id, case: \.record]?.meetingID else { return .none }
        return .run { _ in self.file.discardMeeting(meetingID) }

      case .meetingsRecovered(let meetings):
        for meeting in meetings {
          let ending =
            "[\(DurationFormat.clock(meeting.secondsElapsed))] Meeting interrupted: SyncUps"
            + " stopped before saving it; recovered at the next launch.\n"
          self.addMeeting(
            id: meeting.id, date: meeting.date, transcript: meeting.transcript + ending,
            to: meeting.syncUp, in: &state
          )
        }
        state.recoveredMeetings = meetings
        // Saved even if the list already held them (a SyncUps killed after saving a meeting but
        // before removing its journal): the save removes the journals.
        return self.save(state)

      case .path:
        return .none

      case .saveFailed(let reason):
        state.saveError = reason
        return .none

      case .saveMerged(let merge):
        state.saveError = nil
        state.lastMerge = merge
        state.syncUpsList.$syncUps.withLock { $0 = merge.syncUps }
        for id in state.path.ids {
          guard
            let shown = state.path[id: id, case: \.detail]?.syncUp,
            let merged = merge.syncUps[id: shown.id],
            merged != shown
          else { continue }
          state.path[id: id, case: \.detail]?.syncUp = merged
        }
        return .none

      case .saveSucceeded:
        state.saveError = nil
        return .none

      case .syncUpsList(.syncUpTapped(let id)):
        guard let syncUp = state.syncUpsList.syncUps[id: id] else { return .none }
        state.path.append(.detail(SyncUpDetail.State(syncUp: syncUp)))
        return .none

      case .syncUpsList:
        return .none

      case .willTerminate:
        // A meeting in progress is saved as it stands, with a last line saying how it ended;
        // popping its screen stops its timer, so it cannot be saved twice.
        if let id = state.path.ids.first(where: { state.path[id: $0, case: \.record] != nil }),
          let record = state.path[id: id, case: \.record]
        {
          let ending =
            "[\(DurationFormat.clock(record.secondsElapsed))] Meeting ended early: SyncUps was"
            + " closed.\n"
          self.addMeeting(
            id: record.meetingID, date: self.now, transcript: record.transcript + ending,
            to: record.syncUp, in: &state
          )
          state.path.pop(from: id)
        }
        return self.save(state)
      }
    }
  }

  /// Adds a meeting that ended to its sync-up, in the list and on any detail screen of it,
  /// unless it is there already.
  private func addMeeting(
    id: Meeting.ID, date: Date, transcript: String, to syncUp: SyncUp, in state: inout State
  ) {
    guard state.syncUpsList.syncUps[id: syncUp.id]?.meetings[id: id] == nil else { return }
    let meeting = Meeting(id: id, date: date, transcript: transcript)
    state.syncUpsList.$syncUps.withLock { syncUps in
      if syncUps[id: syncUp.id] == nil {
        // Deleted meanwhile (by another SyncUps on the same file): bring it back with it.
        syncUps.append(syncUp)
      }
      syncUps[id: syncUp.id]?.meetings.insert(meeting, at: 0)
    }
    for elementID in state.path.ids
    where state.path[id: elementID, case: \.detail]?.syncUp.id == syncUp.id {
      state.path[id: elementID, case: \.detail]?.syncUp.meetings.insert(meeting, at: 0)
    }
  }

  /// Journals the meeting on screen as it stands now.
  private func journal(_ meeting: RecordMeeting.State?) -> Effect<Action> {
    guard let meeting else { return .none }
    // Past meetings are left out: the journal, written every second, stays small.
    var syncUp = meeting.syncUp
    syncUp.meetings = []
    let entry = MeetingInProgress(
      id: meeting.meetingID, syncUp: syncUp, secondsElapsed: meeting.secondsElapsed,
      speakerIndex: meeting.speakerIndex, transcript: meeting.transcript, date: self.now
    )
    return .run { _ in
      try self.file.recordMeeting(entry)
    } catch: { error, send in
      await send(
        .saveFailed("Couldn't journal the meeting in progress: \(error.localizedDescription)")
      )
    }
  }

  /// Recovers the meetings of SyncUps processes killed mid-meeting.
  private func recoverMeetings() -> Effect<Action> {
    .run { send in
      let meetings = self.file.recoverMeetings()
      if !meetings.isEmpty {
        await send(.meetingsRecovered(meetings))
      }
    }
  }

  /// Saves the list, unless persistence is off; a newer save cancels an older one that has not
  /// started writing.
  private func save(_ state: State) -> Effect<Action> {
    guard state.persistence == .enabled else { return .none }
    let syncUps = state.syncUpsList.$syncUps
    let hadError = state.saveError != nil
    return .run { send in
      try await syncUps.save()
      if let merge = self.file.takeMerge() {
        await send(.saveMerged(merge))
      } else if hadError {
        await send(.saveSucceeded)
      }
    } catch: { error, send in
      await send(.saveFailed(error.localizedDescription))
    }
    .cancellable(id: CancelID.save, cancelInFlight: true)
  }
}

extension AppFeature.Path.State: Equatable {}
extension AppFeature.Path.State: Sendable {}
extension AppFeature.Path.Action: Sendable {}
