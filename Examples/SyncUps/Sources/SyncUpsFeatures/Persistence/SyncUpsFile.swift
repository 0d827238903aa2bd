import ComposableArchitecture
import Foundation

/// The JSON file that holds the sync-ups, safe against crashes and against a second SyncUps
/// using the same file. The app reaches it through `@Shared(.syncUps)` (``SyncUpsKey``) and the
/// ``SyncUpsStorage/file(_:)`` client.
///
/// - Reads are strict (``SyncUpsFileFormat``): a file the app cannot use throws, and is never
///   written over until it has been moved aside (``backUp()``).
/// - Writes are atomic (a temporary file, then a rename), so the file is always either the old
///   list or the new one.
/// - Before writing, the file is compared with what this process last read or wrote, under an
///   exclusive lock (`flock` on `<file>.lock`). If another process changed it, the two lists
///   are merged (``SyncUpsMerge``) rather than one overwriting the other; if the other process
///   left something unreadable, it is moved aside first.
/// - A meeting in progress is journaled beside the file at every change (``recordMeeting(_:)``)
///   until a save holds it, so a process killed mid-meeting loses none of it: the next launch
///   recovers it (``recoverMeetings()``, done by ``open()``).
/// - A file that cannot be used is moved aside by ``open()``; if even that fails, nothing is
///   written for the rest of the session.
public final class SyncUpsFile: Sendable {
  /// Where the file is.
  public let url: URL
  /// The journal of the meeting in progress.
  private let journal: MeetingJournal
  /// Renames an unusable file, unchanged, and returns where it went.
  private let moveAside: @Sendable (URL) throws -> String
  /// What this process last read from or wrote to the file.
  private let known = LockIsolated(Known())
  /// What the file did on its own, until the app takes it (``takeEvents()``).
  private let events = LockIsolated<[SyncUpsStorageEvent]>([])
  /// Why nothing may be written: the file could not be used nor moved aside.
  private let disabledReason = LockIsolated<String?>(nil)

  /// A data file at `url` (which need not exist yet).
  public convenience init(url: URL) {
    self.init(url: url, moveAside: SyncUpsFeatures.moveAside)
  }

  /// A data file whose unusable files are moved aside by `moveAside` (tests make it fail).
  init(url: URL, moveAside: @escaping @Sendable (URL) throws -> String) {
    self.url = url
    self.journal = MeetingJournal(dataURL: url)
    self.moveAside = moveAside
  }

  /// Reads the sync-ups; `nil` when there is no file.
  ///
  /// - Throws: ``SyncUpsStorageError`` when the file cannot be read or is not valid.
  public func load() throws -> IdentifiedArrayOf<SyncUp>? {
    try self.known.withValue { known in
      let data = try readFile(self.url)
      known = Known(bytes: data)
      guard let data else { return nil }
      do throws(SyncUpsFileProblem) {
        known.base = try SyncUpsFileFormat.decode(data)
        return known.base
      } catch {
        throw SyncUpsStorageError.corrupt(path: self.url.path, reason: error.reason)
      }
    }
  }

  /// Writes the sync-ups, merging them with another process's changes made since this process
  /// last read or wrote the file.
  @discardableResult
  public func save(_ syncUps: IdentifiedArrayOf<SyncUp>) throws -> SyncUpsSaveOutcome {
    if let reason = self.disabledReason.value {
      throw SyncUpsStorageError.notSaving(reason: reason)
    }
    return try self.known.withValue { known in
      try FileManager.default.createDirectory(
        at: self.url.deletingLastPathComponent(), withIntermediateDirectories: true
      )
      return try withFileLock(self.url.appendingPathExtension("lock")) {
        let current = try readFile(self.url)
        var outcome = SyncUpsSaveOutcome.saved
        var list = syncUps
        // Merged when another process wrote the file, or when this process's last save was a
        // merge the app may not have taken yet (a save already under way when it was made).
        if let current, current != known.bytes || known.holdsUnsharedChanges {
          let merge: SyncUpsMerge
          do throws(SyncUpsFileProblem) {
            let theirs = try SyncUpsFileFormat.decode(current)
            merge = SyncUpsMerge(base: known.base, mine: syncUps, theirs: theirs)
          } catch {
            let backup = try self.moveAside(self.url)
            merge = SyncUpsMerge(
              syncUps: syncUps,
              conflicts: [
                "another program left the file unreadable (\(error.reason)); it was moved to"
                  + " \(backup)"
              ]
            )
          }
          list = merge.syncUps
          if list != syncUps || !merge.conflicts.isEmpty {
            outcome = .merged(merge)
            self.events.withValue { $0.append(.merged(merge)) }
          }
        }
        let data = try SyncUpsFileFormat.encode(list)
        if data != current {
          try data.write(to: self.url, options: .atomic)
        }
        known = Known(bytes: data, base: syncUps, holdsUnsharedChanges: list != syncUps)
        self.journal.settle(saved: list)
        return outcome
      }
    }
  }

  /// Moves the file aside, unchanged, so it is not overwritten; returns where it went.
  public func backUp() throws -> String {
    try self.known.withValue { known in
      let backup = try self.moveAside(self.url)
      known = Known()
      return backup
    }
  }

  /// Journals the state of the meeting in progress, atomically, unless a later state was
  /// journaled already or the meeting was saved or discarded.
  public func recordMeeting(_ meeting: MeetingInProgress) throws {
    try self.journal.record(meeting)
  }

  /// Removes the journal of a meeting the user discarded.
  public func discardMeeting(_ id: Meeting.ID) {
    self.journal.discard(id)
  }

  /// The meetings of SyncUps processes that ended without saving them (killed mid-meeting).
  /// Their journals are removed by the first save that holds them.
  public func recoverMeetings() -> [MeetingInProgress] {
    self.journal.recover()
  }

  /// What the file did on its own since the last call (merges, recoveries, failures to
  /// journal), once.
  public func takeEvents() -> [SyncUpsStorageEvent] {
    self.events.withValue { events in
      defer { events = [] }
      return events
    }
  }

  /// Loads the list for a session of the app.
  ///
  /// A file that cannot be used is moved aside, unchanged, and the error says where; if it cannot
  /// be moved, nothing is written this session (saves throw). Meetings of SyncUps processes that
  /// died mid-meeting are added to their sync-ups, with a last line saying so, and saved at once
  /// (an ``SyncUpsStorageEvent/recovered(_:)`` event names them).
  ///
  /// - Throws: ``SyncUpsLoadError``.
  public func open() throws -> IdentifiedArrayOf<SyncUp>? {
    let loaded: IdentifiedArrayOf<SyncUp>?
    do {
      loaded = try self.load()
    } catch {
      let reason = error.localizedDescription
      do {
        throw SyncUpsLoadError(reason: reason, backup: try self.backUp())
      } catch let error as SyncUpsLoadError {
        throw error
      } catch {
        let notSaving = "\(reason) (moving it aside failed: \(error.localizedDescription))"
        self.disabledReason.setValue(notSaving)
        throw SyncUpsLoadError(reason: reason, backup: nil, notSaving: notSaving)
      }
    }
    let meetings = self.recoverMeetings()
    guard !meetings.isEmpty else { return loaded }
    var syncUps = loaded ?? []
    for meeting in meetings {
      syncUps.addRecovered(meeting)
    }
    // Saved even if the list held them already (a SyncUps killed after saving a meeting but
    // before removing its journal): the save removes the journals. If it fails, the journals
    // stay, and the next save that succeeds removes them.
    if case .merged(let merge) = try? self.save(syncUps) {
      syncUps = merge.syncUps
    }
    self.events.withValue { $0.append(.recovered(meetings)) }
    return syncUps
  }

  /// Journals the meeting in progress; a failure is kept as an event.
  func journal(_ meeting: MeetingInProgress) {
    do {
      try self.recordMeeting(meeting)
    } catch {
      self.events.withValue {
        $0.append(.journalFailed(reason: error.localizedDescription))
      }
    }
  }
}

/// What a process last read from or wrote to its data file.
private struct Known: Sendable {
  /// The file's bytes (`nil`: no file).
  var bytes: Data?
  /// The list the app's state descends from: the list it loaded or last saved. The base of the
  /// next merge.
  var base: IdentifiedArrayOf<SyncUp> = []
  /// Whether the file holds changes of another process that the app's list may not have yet.
  var holdsUnsharedChanges = false
}

/// What a save did.
public enum SyncUpsSaveOutcome: Equatable, Sendable {
  /// The list was written as given.
  case saved
  /// Another process had changed the file: the merge of both was written.
  case merged(SyncUpsMerge)
}

/// Why the stored sync-ups could not be loaded.
public enum SyncUpsStorageError: Error, Equatable, LocalizedError {
  /// The file exists but could not be read (permissions, a directory, …).
  case unreadable(path: String, reason: String)
  /// The file was read but is not a list of sync-ups the app can use.
  case corrupt(path: String, reason: String)
  /// Nothing is written this session: the file could not be used nor moved aside.
  case notSaving(reason: String)

  /// A one-line explanation.
  public var errorDescription: String? {
    switch self {
    case .unreadable(let path, let reason):
      "Couldn't read \(path): \(reason)"
    case .corrupt(let path, let reason):
      "\(path) is not valid sync-up data: \(reason)"
    case .notSaving(let reason):
      "nothing is saved this session: \(reason)"
    }
  }
}

/// Why the stored sync-ups could not be loaded, and where the file was moved.
public struct SyncUpsLoadError: Error, Equatable, LocalizedError {
  /// What is wrong with the file, in one sentence.
  public var reason: String
  /// Where the file was moved, unchanged; `nil` when it could not be moved (then nothing is
  /// saved this session, so that it is not overwritten).
  public var backup: String?
  /// Why nothing is saved this session, when the file could not be moved aside.
  public var notSaving: String?

  /// Creates the error.
  public init(reason: String, backup: String?, notSaving: String? = nil) {
    self.reason = reason
    self.backup = backup
    self.notSaving = notSaving
  }

  /// The reason.
  public var errorDescription: String? { self.reason }
}

extension IdentifiedArrayOf<SyncUp> {
  /// Adds a meeting recovered from the journal of a SyncUps that died mid-meeting, with a last
  /// line saying so, unless its sync-up holds it already; a sync-up deleted meanwhile comes
  /// back with it.
  mutating func addRecovered(_ meeting: MeetingInProgress) {
    guard self[id: meeting.syncUp.id]?.meetings[id: meeting.id] == nil else { return }
    let ending =
      "[\(DurationFormat.clock(meeting.secondsElapsed))] Meeting interrupted: SyncUps stopped"
      + " before saving it; recovered at the next launch.\n"
    if self[id: meeting.syncUp.id] == nil {
      self.append(meeting.syncUp)
    }
    self[id: meeting.syncUp.id]?.meetings.insert(
      Meeting(id: meeting.id, date: meeting.date, transcript: meeting.transcript + ending), at: 0
    )
  }
}
