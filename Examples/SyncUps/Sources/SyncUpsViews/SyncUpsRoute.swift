#if !canImport(SwiftUI)
  import ComposableViews
  import Foundation
  import SyncUpsFeatures

  /// The addresses of the app's screens in the browser: `SyncUpsWeb` writes the navigation
  /// stack into the page's address with it, so that a reload, a shared link, Back and Forward
  /// land where a person expects.
  ///
  /// | Address | Screens |
  /// |---|---|
  /// | `/` | the list |
  /// | `/syncups/<id>` | a sync-up's detail |
  /// | `/syncups/<id>/meetings/<id>` | one of its past meetings |
  /// | `/syncups/<id>/record` | a new meeting being recorded (it starts afresh when opened) |
  ///
  /// The sheets and alerts (the add and edit forms, deleting) are not in the address: a reload
  /// shows the screen under them.
  public struct SyncUpsRoute: RouteCodec, Equatable, Sendable {
    /// Creates the codec.
    public init() {}

    /// The address of the screens pushed on the list: as much of the stack as the table above
    /// can say (a screen pushed over a meeting or a recording is left out).
    public func path(for stack: [AppFeature.Path.State]) -> String {
      guard case .detail(let detail) = stack.first else { return "/" }
      let syncUpID = detail.syncUp.id
      let base = "/syncups/\(Self.text(syncUpID))"
      guard stack.count > 1 else { return base }
      switch stack[1] {
      case .meeting(let meeting) where meeting.syncUp.id == syncUpID:
        return "\(base)/meetings/\(Self.text(meeting.meeting.id))"
      case .record(let record) where record.syncUp.id == syncUpID:
        return "\(base)/record"
      case .detail, .meeting, .record:
        return base
      }
    }

    /// The screens an address names, over the sync-ups stored now; nil when it names none (an
    /// unknown address, a sync-up or meeting that is not there).
    public func stack(for path: String) -> [AppFeature.Path.State]? {
      // Longer than any address of ours: not worth splitting.
      guard path.hasPrefix("/"), path.utf8.count <= 256 else { return nil }
      let parts = path.split(separator: "/")
      if parts.isEmpty { return [] }
      guard parts.count <= 4, parts[0] == "syncups", parts.count >= 2,
        let syncUpID = UUID(uuidString: String(parts[1]))
      else { return nil }
      @Shared(.syncUps) var syncUps
      guard let syncUp = Shared($syncUps[id: syncUpID]) else { return nil }
      let detail = AppFeature.Path.State.detail(SyncUpDetail.State(syncUp: syncUp))
      switch parts.count {
      case 2:
        return [detail]
      case 3 where parts[2] == "record":
        @Dependency(\.uuid) var uuid
        return [detail, .record(RecordMeeting.State(meetingID: uuid(), syncUp: syncUp))]
      case 4 where parts[2] == "meetings":
        guard let meetingID = UUID(uuidString: String(parts[3])),
          let meeting = syncUp.wrappedValue.meetings[id: meetingID]
        else { return nil }
        return [
          detail,
          .meeting(MeetingTranscript.State(meeting: meeting, syncUp: syncUp.wrappedValue)),
        ]
      default:
        return nil
      }
    }

    /// An id as it is written in an address.
    private static func text(_ id: UUID) -> String { id.uuidString.lowercased() }
  }
#endif
