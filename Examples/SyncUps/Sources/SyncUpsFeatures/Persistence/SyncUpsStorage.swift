import ComposableArchitecture
import Foundation

/// Where the sync-ups are kept: the client that the `.syncUps` shared key (``SyncUpsKey``) and
/// the meeting screen's journal go through.
///
/// The app uses ``file(_:)``, which carries every durability guarantee (atomic writes, the
/// meeting journal, recovery after `kill -9`, the merge of two SyncUps on one file, bad files
/// moved aside unchanged). Tests get ``inMemory(_:)``, which never touches the disk; a test of a
/// failure path builds a client from closures that throw.
public struct SyncUpsStorage: Sendable {
  /// Names the stored list: one id, one shared list in the process.
  public var id: String
  /// Reads the list; `nil` when none is stored yet. Throws ``SyncUpsLoadError``.
  public var load: @Sendable () throws -> IdentifiedArrayOf<SyncUp>?
  /// Writes the list. Returns the list actually stored when it differs from the one given
  /// (another SyncUps's changes were merged in), `nil` otherwise.
  public var save: @Sendable (IdentifiedArrayOf<SyncUp>) throws -> IdentifiedArrayOf<SyncUp>?
  /// Keeps the state of a meeting in progress, so that a process killed mid-meeting loses none
  /// of it; a failure is reported through ``takeEvents``.
  public var journalMeeting: @Sendable (MeetingInProgress) -> Void
  /// Forgets the journal of a meeting the user discarded.
  public var discardMeeting: @Sendable (Meeting.ID) -> Void
  /// What the storage did on its own since it was last asked (merges, recoveries, failures to
  /// journal), once.
  public var takeEvents: @Sendable () -> [SyncUpsStorageEvent]
  /// Calls its argument with the stored list each time another process changes it, until the
  /// returned subscription is cancelled. Only a storage that hears of other processes (the
  /// PostgreSQL one) ever calls it; the others learn of them when they save.
  public var observe:
    @Sendable (@escaping @Sendable (IdentifiedArrayOf<SyncUp>) -> Void) -> SharedSubscription

  /// Creates a storage from its operations.
  public init(
    id: String,
    load: @escaping @Sendable () throws -> IdentifiedArrayOf<SyncUp>?,
    save: @escaping @Sendable (IdentifiedArrayOf<SyncUp>) throws -> IdentifiedArrayOf<SyncUp>?,
    journalMeeting: @escaping @Sendable (MeetingInProgress) -> Void = { _ in },
    discardMeeting: @escaping @Sendable (Meeting.ID) -> Void = { _ in },
    takeEvents: @escaping @Sendable () -> [SyncUpsStorageEvent] = { [] },
    observe:
      @escaping @Sendable (@escaping @Sendable (IdentifiedArrayOf<SyncUp>) -> Void) ->
      SharedSubscription = { _ in SharedSubscription {} }
  ) {
    self.id = id
    self.load = load
    self.save = save
    self.journalMeeting = journalMeeting
    self.discardMeeting = discardMeeting
    self.takeEvents = takeEvents
    self.observe = observe
  }
}

/// Something the storage did on its own, for the front end to tell the user.
public enum SyncUpsStorageEvent: Equatable, Sendable {
  /// Another SyncUps had saved the file: its changes were merged in.
  case merged(SyncUpsMerge)
  /// Meetings of SyncUps processes that died mid-meeting were recovered and saved at launch.
  case recovered([MeetingInProgress])
  /// The meeting in progress could not be journaled.
  case journalFailed(reason: String)
}

extension SyncUpsStorage {
  /// The sync-ups in the JSON data file at `url`, with all of ``SyncUpsFile``'s guarantees.
  public static func file(_ url: URL) -> Self {
    let file = SyncUpsFile(url: url)
    return Self(
      id: url.standardizedFileURL.path,
      load: { try file.open() },
      save: { syncUps in
        switch try file.save(syncUps) {
        case .saved: return nil
        case .merged(let merge): return merge.syncUps
        }
      },
      journalMeeting: { file.journal($0) },
      discardMeeting: { file.discardMeeting($0) },
      takeEvents: { file.takeEvents() }
    )
  }

  /// Sync-ups kept in memory only, starting from `syncUps` (`nil`: nothing stored yet). Its
  /// journal keeps the last state of each meeting in memory too.
  public static func inMemory(_ syncUps: IdentifiedArrayOf<SyncUp>? = nil) -> Self {
    let stored = LockIsolated(syncUps)
    let journal = LockIsolated<[Meeting.ID: MeetingInProgress]>([:])
    return Self(
      id: "in-memory-\(UUID().uuidString)",
      load: { stored.value },
      save: { syncUps in
        stored.setValue(syncUps)
        journal.withValue { journal in
          journal = journal.filter { syncUps[id: $0.value.syncUp.id]?.meetings[id: $0.key] == nil }
        }
        return nil
      },
      journalMeeting: { meeting in journal.withValue { $0[meeting.id] = meeting } },
      discardMeeting: { id in journal.withValue { $0[id] = nil } }
    )
  }
}

extension DependencyValues {
  /// Where the sync-ups are kept: `~/.syncups/syncups.json` in the app, memory in tests.
  public var syncUpsStorage: SyncUpsStorage {
    get { self[SyncUpsStorageKey.self] }
    set { self[SyncUpsStorageKey.self] = newValue }
  }
}

private enum SyncUpsStorageKey: DependencyKey {
  static var liveValue: SyncUpsStorage { .file(SyncUpsFile.defaultURL) }
  static var testValue: SyncUpsStorage { .inMemory() }
}
