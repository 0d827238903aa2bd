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
  ///
  /// Fields are edited through store bindings (`$store.syncUp.title`), which send
  /// `binding` actions that ``BindingReducer`` applies.
  public enum Action: BindableAction, Sendable {
    case addAttendeeButtonTapped
    case binding(BindingAction<State>)
    case onDeleteAttendees(IndexSet)
  }

  @Dependency(\.uuid) var uuid

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      // Any edit answers the last refused save.
      state.problem = nil
      switch action {
      case .addAttendeeButtonTapped:
        state.syncUp.attendees.append(Attendee(id: self.uuid()))
        return .none

      case .binding:
        return .none

      case .onDeleteAttendees(let indices):
        state.syncUp.attendees.remove(atOffsets: indices)
        if state.syncUp.attendees.isEmpty {
          state.syncUp.attendees.append(Attendee(id: self.uuid()))
        }
        return .none
      }
    }
  }
}
