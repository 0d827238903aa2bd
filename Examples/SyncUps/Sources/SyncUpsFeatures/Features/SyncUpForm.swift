import ComposableArchitecture
import Foundation

/// The form that creates or edits a sync-up: title, duration, theme and attendees.
///
/// The form only edits its copy of the sync-up; the feature that presented it decides what to
/// do with it (add it to the list, or replace the detail's sync-up) after checking
/// ``SyncUp/validationProblem``.
@Reducer
public struct SyncUpForm: Sendable {
  /// The form's state.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The sync-up being edited.
    public var syncUp: SyncUp
    /// Why the last attempt to save was refused, shown until the next edit.
    public var problem: String?

    /// Creates a form for a sync-up, with one empty attendee row if it has none.
    public init(syncUp: SyncUp, problem: String? = nil) {
      self.syncUp = syncUp
      self.problem = problem
      if self.syncUp.attendees.isEmpty {
        @Dependency(\.uuid) var uuid
        self.syncUp.attendees.append(Attendee(id: uuid()))
      }
    }
  }

  /// The form's actions.
  public enum Action: Sendable {
    case addAttendeeButtonTapped
    case attendeeNameChanged(id: Attendee.ID, name: String)
    case durationChanged(Duration)
    case onDeleteAttendees(IndexSet)
    case themeChanged(Theme)
    case titleChanged(String)
  }

  @Dependency(\.uuid) var uuid

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.problem = nil
      switch action {
      case .addAttendeeButtonTapped:
        state.syncUp.attendees.append(Attendee(id: self.uuid()))
        return .none

      case .attendeeNameChanged(let id, let name):
        state.syncUp.attendees[id: id]?.name = name
        return .none

      case .durationChanged(let duration):
        state.syncUp.duration = duration
        return .none

      case .onDeleteAttendees(let indices):
        state.syncUp.attendees.remove(atOffsets: indices)
        if state.syncUp.attendees.isEmpty {
          state.syncUp.attendees.append(Attendee(id: self.uuid()))
        }
        return .none

      case .themeChanged(let theme):
        state.syncUp.theme = theme
        return .none

      case .titleChanged(let title):
        state.syncUp.title = title
        return .none
      }
    }
  }
}
