import ComposableArchitecture
import Foundation

/// Runs a meeting: a timer from the continuous clock gives each attendee an equal share of the
/// sync-up's duration, then adds the meeting to the shared sync-up and dismisses itself. The
/// user can move to the next speaker, take notes, or end early (save or discard).
///
/// The meeting's progress goes to the storage's journal at every change, so a process killed
/// mid-meeting loses none of it: the storage recovers it at the next launch.
@Reducer
public struct RecordMeeting: Sendable {
  /// The meeting's state.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The end-of-meeting dialog, while it is shown (the timer pauses).
    @Presents public var dialog: ConfirmationDialogState<Action.Dialog>?
    /// The id the meeting is saved under, chosen when it starts (its journal uses it too).
    public var meetingID: Meeting.ID
    /// Seconds the meeting has run.
    public var secondsElapsed = 0
    /// The attendee speaking now.
    public var speakerIndex = 0
    /// The sync-up being held, shared with the list: the meeting is saved into it.
    @Shared public var syncUp: SyncUp
    /// Notes taken so far, one per line.
    public var transcript = ""

    /// Creates a meeting of a shared sync-up.
    public init(
      dialog: ConfirmationDialogState<Action.Dialog>? = nil,
      meetingID: Meeting.ID,
      secondsElapsed: Int = 0,
      speakerIndex: Int = 0,
      syncUp: Shared<SyncUp>,
      transcript: String = ""
    ) {
      self.dialog = dialog
      self.meetingID = meetingID
      self.secondsElapsed = secondsElapsed
      self.speakerIndex = speakerIndex
      self._syncUp = syncUp
      self.transcript = transcript
    }

    /// Seconds left in the meeting.
    public var secondsRemaining: Int {
      max(0, self.syncUp.durationInSeconds - self.secondsElapsed)
    }

    /// The second at which the attendee at `index` starts speaking.
    func startOfSpeaker(_ index: Int) -> Int {
      let count = max(1, self.syncUp.attendees.count)
      return (index * self.syncUp.durationInSeconds + count - 1) / count
    }

    /// The attendee who should be speaking after `secondsElapsed`.
    var scheduledSpeaker: Int {
      let count = max(1, self.syncUp.attendees.count)
      let total = max(1, self.syncUp.durationInSeconds)
      return min(count - 1, self.secondsElapsed * count / total)
    }

    /// What the journal keeps of the meeting: everything that moves as it runs.
    var progress: Progress {
      Progress(
        secondsElapsed: self.secondsElapsed, speakerIndex: self.speakerIndex,
        transcript: self.transcript
      )
    }

    struct Progress: Equatable {
      var secondsElapsed: Int
      var speakerIndex: Int
      var transcript: String
    }
  }

  /// The meeting's actions.
  public enum Action: Sendable {
    case appWillTerminate
    case dialog(PresentationAction<Dialog>)
    case endMeetingButtonTapped
    case nextButtonTapped
    case noteSubmitted(String)
    case onTask
    case timerTick

    /// The actions of the end-of-meeting dialog.
    @CasePathable
    public enum Dialog: Equatable, Sendable {
      case confirmDiscard
      case confirmSave
    }
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.date.now) var now
  @Dependency(\.dismiss) var dismiss
  @Dependency(\.syncUpsStorage) var storage

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .appWillTerminate:
        // Saved as it stands, with a last line saying how it ended.
        let ending = "[\(DurationFormat.clock(state.secondsElapsed))] Meeting ended early:"
        return self.saveMeeting(&state, lastLine: ending + " SyncUps was closed.")

      case .dialog(.presented(.confirmDiscard)):
        return .run { [id = state.meetingID] _ in
          self.storage.discardMeeting(id)
          await self.dismiss()
        }

      case .dialog(.presented(.confirmSave)):
        return self.saveMeeting(&state)

      case .dialog:
        return .none

      case .endMeetingButtonTapped:
        state.dialog = .endMeeting(isDiscardable: true)
        return .none

      case .nextButtonTapped:
        guard state.speakerIndex < state.syncUp.attendees.count - 1 else {
          state.dialog = .endMeeting(isDiscardable: false)
          return .none
        }
        state.speakerIndex += 1
        state.secondsElapsed = max(state.secondsElapsed, state.startOfSpeaker(state.speakerIndex))
        return .none

      case .noteSubmitted(let note):
        let note = note.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !note.isEmpty else { return .none }
        let speaker = state.syncUp.attendees[safe: state.speakerIndex]?.name ?? ""
        let name = speaker.isEmpty ? "Speaker \(state.speakerIndex + 1)" : speaker
        state.transcript += "[\(DurationFormat.clock(state.secondsElapsed))] \(name): \(note)\n"
        return .none

      case .onTask:
        return .merge(
          self.journal(state),
          .run { send in
            for await _ in self.clock.timer(interval: .seconds(1)) {
              await send(.timerTick)
            }
          }
        )

      case .timerTick:
        guard state.dialog == nil else { return .none }
        state.secondsElapsed += 1
        if state.secondsElapsed >= state.syncUp.durationInSeconds {
          return self.saveMeeting(&state)
        }
        state.speakerIndex = max(state.speakerIndex, state.scheduledSpeaker)
        return .none
      }
    }
    .ifLet(\.$dialog, action: \.dialog)
    .onChange(of: \.progress) { _, _ in
      Reduce { state, _ in self.journal(state) }
    }
  }

  /// Adds the meeting to the sync-up (once) and dismisses the screen.
  private func saveMeeting(_ state: inout State, lastLine: String? = nil) -> Effect<Action> {
    let meeting = Meeting(
      id: state.meetingID, date: self.now,
      transcript: state.transcript + (lastLine.map { $0 + "\n" } ?? "")
    )
    state.$syncUp.withLock { syncUp in
      guard syncUp.meetings[id: meeting.id] == nil else { return }
      syncUp.meetings.insert(meeting, at: 0)
    }
    return .run { _ in await self.dismiss() }
  }

  /// Hands the meeting as it stands to the storage's journal.
  private func journal(_ state: State) -> Effect<Action> {
    // Past meetings are left out: the journal, written every second, stays small.
    var syncUp = state.syncUp
    syncUp.meetings = []
    let meeting = MeetingInProgress(
      id: state.meetingID, syncUp: syncUp, secondsElapsed: state.secondsElapsed,
      speakerIndex: state.speakerIndex, transcript: state.transcript, date: self.now
    )
    return .run { _ in self.storage.journalMeeting(meeting) }
  }
}

extension ConfirmationDialogState where Action == RecordMeeting.Action.Dialog {
  /// Asks how to end the meeting: save it, discard it (when ending early) or resume.
  public static func endMeeting(isDiscardable: Bool) -> Self {
    ConfirmationDialogState(titleVisibility: .visible) {
      TextState("End meeting?")
    } actions: {
      ButtonState(action: .confirmSave) {
        TextState("Save and end")
      }
      if isDiscardable {
        ButtonState(role: .destructive, action: .confirmDiscard) {
          TextState("Discard")
        }
      }
      ButtonState(role: .cancel) {
        TextState("Resume")
      }
    } message: {
      TextState("You are ending the meeting early. What would you like to do?")
    }
  }
}

extension IdentifiedArray {
  /// The element at `index`, or `nil` when the index is out of bounds.
  subscript(safe index: Int) -> Element? {
    self.indices.contains(index) ? self[index] : nil
  }
}
