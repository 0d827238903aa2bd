import ComposableArchitecture
import Foundation

/// One sync-up: its settings and past meetings. Edits it through a form, deletes it behind an
/// alert, and asks the app to start a meeting.
///
/// It holds the sync-up as a `Shared<SyncUp>` derived from the shared list, so an edit here is
/// an edit of the list (and is saved), with nothing to copy back.
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
    /// The sync-up shown, shared with the list.
    @Shared public var syncUp: SyncUp

    /// Creates the detail screen of a sync-up.
    public init(destination: Destination.State? = nil, syncUp: Shared<SyncUp>) {
      self.destination = destination
      self._syncUp = syncUp
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
    case startMeetingButtonTapped

    /// What the detail screen asks of the feature that shows it.
    @CasePathable
    public enum Delegate: Equatable, Sendable {
      case startMeeting(Shared<SyncUp>)
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
        state.$syncUp.withLock { $0.meetings.remove(atOffsets: indices) }
        return .none

      case .destination(.presented(.alert(.confirmDeletion))):
        @Shared(.syncUps) var syncUps: IdentifiedArrayOf<SyncUp>
        let id = state.syncUp.id
        $syncUps.withLock { _ = $0.remove(id: id) }
        return .run { _ in await self.dismiss() }

      case .destination:
        return .none

      case .doneEditingButtonTapped:
        guard case .edit(var form) = state.destination else { return .none }
        if let problem = form.syncUp.validationProblem {
          state.destination?.modify(\.edit) { $0.problem = problem }
          return .none
        }
        form.syncUp.removeBlankAttendees(newAttendeeID: { self.uuid() })
        state.$syncUp.withLock { syncUp in
          // Meetings are kept as they are now: another SyncUps's may have been merged in.
          form.syncUp.meetings = syncUp.meetings
          syncUp = form.syncUp
        }
        state.destination = nil
        return .none

      case .editButtonTapped:
        state.destination = .edit(SyncUpForm.State(syncUp: state.syncUp))
        return .none

      case .startMeetingButtonTapped:
        return .send(.delegate(.startMeeting(state.$syncUp)))
      }
    }
    .ifLet(\.$destination, action: \.destination)
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
