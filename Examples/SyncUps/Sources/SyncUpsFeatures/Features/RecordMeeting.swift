import ComposableArchitecture
import Foundation

/// Runs a meeting: a timer from the continuous clock gives each attendee an equal share of the
/// sync-up's duration, then ends the meeting and hands the transcript to the app to save. The
/// user can move to the next speaker, take notes, or end early (save or discard).
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
    /// The sync-up being held.
    public var syncUp: SyncUp
    /// Notes taken so far, one per line.
    public var transcript = ""

    /// Creates a meeting of a sync-up.
    public init(
      dialog: ConfirmationDialogState<Action.Dialog>? = nil,
      meetingID: Meeting.ID,
      secondsElapsed: Int = 0,
      speakerIndex: Int = 0,
      syncUp: SyncUp,
      transcript: String = ""
    ) {
      self.dialog = dialog
      self.meetingID = meetingID
      self.secondsElapsed = secondsElapsed
      self.speakerIndex = speakerIndex
      self.syncUp = syncUp
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
  }

  /// The meeting's actions.
  public enum Action: Sendable {
    case delegate(Delegate)
    case dialog(PresentationAction<Dialog>)
    case endMeetingButtonTapped
    case nextButtonTapped
    case noteSubmitted(String)
    case onTask
    case timerTick

    /// What the meeting asks of the feature that shows it.
    @CasePathable
    public enum Delegate: Equatable, Sendable {
      case save(transcript: String)
    }

    /// The actions of the end-of-meeting dialog.
    @CasePathable
    public enum Dialog: Equatable, Sendable {
      case confirmDiscard
      case confirmSave
    }
  }

  @Dependency(\.continuousClock) var clock
  @Dependency(\.dismiss) var dismiss

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .delegate:
        return .none

      case .dialog(.presented(.confirmDiscard)):
        return .run { _ in await self.dismiss() }

      case .dialog(.presented(.confirmSave)):
        return self.meetingFinished(transcript: state.transcript)

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
        return .run { send in
          for await _ in self.clock.timer(interval: .seconds(1)) {
            await send(.timerTick)
          }
        }

      case .timerTick:
        guard state.dialog == nil else { return .none }
        state.secondsElapsed += 1
        if state.secondsElapsed >= state.syncUp.durationInSeconds {
          return self.meetingFinished(transcript: state.transcript)
        }
        state.speakerIndex = max(state.speakerIndex, state.scheduledSpeaker)
        return .none
      }
    }
    .ifLet(\.$dialog, action: \.dialog)
  }

  private func meetingFinished(transcript: String) -> Effect<Action> {
    .run { send in
      await send(.delegate(.save(transcript: transcript)))
      await self.dismiss()
    }
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
