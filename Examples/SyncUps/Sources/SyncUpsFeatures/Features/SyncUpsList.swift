import ComposableArchitecture
import Foundation

/// The list of sync-ups: the app's first screen. Adds sync-ups through a form, and tells the
/// user when the stored data could not be loaded. Opening a sync-up is a push onto the app's
/// stack, made by the front end (as a `NavigationLink(state:)` would).
@Reducer
public struct SyncUpsList: Sendable {
  /// What the list can present.
  @Reducer
  public enum Destination {
    case add(SyncUpForm)
    case alert(AlertState<SyncUpsList.Alert>)
  }

  /// The actions of the list's alerts.
  public enum Alert: Equatable, Sendable {
    case confirmLoadSamples
  }

  /// The list's state.
  @ObservableState
  public struct State: Equatable, Sendable {
    /// The presented form or alert.
    @Presents public var destination: Destination.State?
    /// The sync-ups, in the order they were added, shared with their storage.
    @Shared(.syncUps) public var syncUps: IdentifiedArrayOf<SyncUp>

    /// Creates the list. If the stored sync-ups could not be loaded, it opens on an alert that
    /// says why.
    public init(destination: Destination.State? = nil) {
      self.destination = destination
      if destination == nil, let error = self.$syncUps.loadError {
        self.destination = .alert(.dataFailedToLoad(error))
      }
    }
  }

  /// The list's actions.
  public enum Action: Sendable {
    case addSyncUpButtonTapped
    case confirmAddSyncUpButtonTapped
    case destination(PresentationAction<Destination.Action>)
    case dismissAddSyncUpButtonTapped
  }

  @Dependency(\.uuid) var uuid

  /// Creates the reducer.
  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addSyncUpButtonTapped:
        state.destination = .add(SyncUpForm.State(syncUp: SyncUp(id: self.uuid())))
        return .none

      case .confirmAddSyncUpButtonTapped:
        guard case .add(var form) = state.destination else { return .none }
        if let problem = form.syncUp.validationProblem {
          state.destination?.modify(\.add) { $0.problem = problem }
          return .none
        }
        form.syncUp.removeBlankAttendees(newAttendeeID: { self.uuid() })
        state.$syncUps.withLock { _ = $0.append(form.syncUp) }
        state.destination = nil
        return .none

      case .destination(.presented(.alert(.confirmLoadSamples))):
        let samples = IdentifiedArray(uniqueElements: SyncUp.samples(uuid: { self.uuid() }))
        state.$syncUps.withLock { $0 = samples }
        return .none

      case .destination:
        return .none

      case .dismissAddSyncUpButtonTapped:
        state.destination = nil
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

extension SyncUpsList.Destination.State: Equatable {}
extension SyncUpsList.Destination.State: Sendable {}
extension SyncUpsList.Destination.Action: Sendable {}

extension AlertState where Action == SyncUpsList.Alert {
  /// The stored sync-ups could not be loaded: says why and, when the storage moved the file
  /// aside (``SyncUpsLoadError``), where it is.
  public static func dataFailedToLoad(_ error: any Error) -> Self {
    let (reason, backup) =
      (error as? SyncUpsLoadError).map { ($0.reason, $0.backup) }
      ?? (error.localizedDescription, nil)
    return AlertState {
      TextState("Data failed to load")
    } actions: {
      ButtonState(action: .confirmLoadSamples) {
        TextState("Load sample sync-ups")
      }
      ButtonState(role: .cancel) {
        TextState("Start with an empty list")
      }
    } message: {
      if let backup {
        TextState(
          "\(reason)\nThe file was moved to \(backup), so nothing is lost."
        )
      } else {
        TextState(
          "\(reason)\nThe file could not be moved aside either, so changes will not be saved "
            + "this session. Fix or move the file, then restart."
        )
      }
    }
  }
}
