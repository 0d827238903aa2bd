import ComposableArchitecture
import Foundation

/// The JSON file that holds the sync-ups, safe against crashes and against a second SyncUps
/// using the same file. The app reaches it through `@Shared(.syncUps)` (``SyncUpsFileKey``).
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
///   recovers it (``recoverMeetings()``).
public final class SyncUpsFile: Sendable {
  /// Where the file is.
  public let url: URL
  /// The journal of the meeting in progress.
  private let journal: MeetingJournal
  /// What this process last read from or wrote to the file.
  private let known = LockIsolated(Known())
  /// The merge made by the last save, until the app takes it.
  private let pendingMerge = LockIsolated<SyncUpsMerge?>(nil)

  /// A data file at `url` (which need not exist yet).
  public init(url: URL) {
    self.url = url
    self.journal = MeetingJournal(dataURL: url)
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
    try self.known.withValue { known in
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
            let backup = try moveAside(self.url)
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
            self.pendingMerge.setValue(merge)
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
      let backup = try moveAside(self.url)
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

  /// The merge the last saves made, if any, once: the app shows the merged list and says so.
  public func takeMerge() -> SyncUpsMerge? {
    self.pendingMerge.withValue { merge in
      defer { merge = nil }
      return merge
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

  /// A one-line explanation.
  public var errorDescription: String? {
    switch self {
    case .unreadable(let path, let reason):
      "Couldn't read \(path): \(reason)"
    case .corrupt(let path, let reason):
      "\(path) is not valid sync-up data: \(reason)"
    }
  }
}
