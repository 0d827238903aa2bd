import ComposableArchitecture
import Foundation

/// One sync-up: its settings and past meetings. Edits it through a form, deletes it behind an
/// alert, and starts a meeting.
@Reducer
public struct SyncUpDetail: Sendable {
  /// What the detail screen can present.
  @Reducer
  public enum Destination {
    case alert(AlertState<SyncUpDetail.Alert>)
    case edit(SyncUpForm)
  }

  /// The actions of the detail screen's alerts.
  public enum Alert: Equatable, Sendable {
    case confirmDeletion
  }

  /// The detail screen's state.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The presented form or alert.
    @Presents public var destination: Destination.State?
    /// The sync-up shown.
    public var syncUp: SyncUp

    /// Creates the detail screen of a sync-up.
    public init(destination: Destination.State? = nil, syncUp: SyncUp) {
      self.destination = destination
      self.syncUp = syncUp
    }
  }

  /// The detail screen's actions.
  public enum Action: Sendable {
    case cancelEditButtonTapped
    case delegate(Delegate)
    case deleteButtonTapped
    case deleteMeetings(atOffsets: IndexSet)
    case destination(PresentationAction<Destination.Action>)
    case doneEditingButtonTapped
    case editButtonTapped
    case meetingTapped(id: Meeting.ID)
    case startMeetingButtonTapped

    /// What the detail screen asks of the feature that shows it.
    @CasePathable
    public enum Delegate: Equatable, Sendable {
      case deleteSyncUp
      case startMeeting
      case syncUpUpdated(SyncUp)
    }
  }

  @Dependency(\.dismiss) var dismiss
  @Dependency(\.uuid) var uuid

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .cancelEditButtonTapped:
        state.destination = nil
        return .none

      case .delegate:
        return .none

      case .deleteButtonTapped:
        state.destination = .alert(.deleteSyncUp)
        return .none

      case .deleteMeetings(let indices):
        state.syncUp.meetings.remove(atOffsets: indices)
        return .none

      case .destination(.presented(.alert(.confirmDeletion))):
        return .run { send in
          await send(.delegate(.deleteSyncUp))
          await self.dismiss()
        }

      case .destination:
        return .none

      case .doneEditingButtonTapped:
        guard case .edit(var form) = state.destination else { return .none }
        if let problem = form.syncUp.validationProblem {
          state.destination?.modify(\.edit) { $0.problem = problem }
          return .none
        }
        form.syncUp.removeBlankAttendees(newAttendeeID: { self.uuid() })
        state.syncUp = form.syncUp
        state.destination = nil
        return .none

      case .editButtonTapped:
        state.destination = .edit(SyncUpForm.State(syncUp: state.syncUp))
        return .none

      case .meetingTapped:
        // The app feature pushes the meeting's transcript.
        return .none

      case .startMeetingButtonTapped:
        return .send(.delegate(.startMeeting))
      }
    }
    .ifLet(\.$destination, action: \.destination)
    .onChange(of: \.syncUp) { _, syncUp in
      Reduce { _, _ in .send(.delegate(.syncUpUpdated(syncUp))) }
    }
  }
}

extension SyncUpDetail.Destination.State: Equatable {}
extension SyncUpDetail.Destination.State: Sendable {}
extension SyncUpDetail.Destination.Action: Sendable {}

extension AlertState where Action == SyncUpDetail.Alert {
  /// Asks before deleting a sync-up.
  public static let deleteSyncUp = Self {
    TextState("Delete?")
  } actions: {
    ButtonState(role: .destructive, action: .confirmDeletion) {
      TextState("Yes")
    }
    ButtonState(role: .cancel) {
      TextState("Nevermind")
    }
  } message: {
    TextState("Are you sure you want to delete this sync-up? Its meetings go with it.")
  }
}
