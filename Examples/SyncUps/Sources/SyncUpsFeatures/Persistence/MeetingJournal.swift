import ComposableArchitecture
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A meeting as it stands while it runs: what the journal keeps so that a `kill -9` (or a power
/// cut) loses none of it.
public struct MeetingInProgress: Codable, Equatable, Sendable {
  /// The id the meeting is saved under, chosen when it starts, so that saving it twice (once
  /// when it ends, once when a journal is recovered) keeps one meeting.
  public var id: Meeting.ID
  /// The sync-up being held, as it was when the meeting started (without its past meetings).
  public var syncUp: SyncUp
  /// Seconds the meeting has run.
  public var secondsElapsed: Int
  /// The attendee speaking.
  public var speakerIndex: Int
  /// Notes taken so far, one per line.
  public var transcript: String
  /// When this state was reached.
  public var date: Date

  /// Creates a meeting state.
  public init(
    id: Meeting.ID, syncUp: SyncUp, secondsElapsed: Int, speakerIndex: Int, transcript: String,
    date: Date
  ) {
    self.id = id
    self.syncUp = syncUp
    self.secondsElapsed = secondsElapsed
    self.speakerIndex = speakerIndex
    self.transcript = transcript
    self.date = date
  }

  /// Whether this is the same meeting as `other`, at the same point or later: a meeting only
  /// moves forward (time, speaker, notes), so an older state arriving late is recognised.
  func isAtLeast(_ other: Self) -> Bool {
    self.id == other.id && self.secondsElapsed >= other.secondsElapsed
      && self.speakerIndex >= other.speakerIndex
      && self.transcript.count >= other.transcript.count
  }
}

/// The journal of the meeting this SyncUps is running, beside the data file:
/// `<data>.meeting-<token>.json`, rewritten atomically at every change (each second, each
/// note), and removed once the data file holds the meeting (or it was discarded).
///
/// While it runs a meeting, each SyncUps holds an exclusive `flock` on `<journal>.lock`; the
/// system releases it however the process ends. So a journal whose lock is free belongs to a
/// SyncUps that died mid-meeting: the next SyncUps on the data file takes the lock, recovers the
/// meeting and saves it. A second SyncUps running its own meeting keeps its own journal, which
/// is never taken while its owner lives.
final class MeetingJournal: Sendable {
  private typealias Owned = OwnedJournal

  private struct State {
    /// This process's own journal, once a meeting has started.
    var own: Owned?
    /// Journals of dead processes taken over at launch, until their meetings are saved.
    var recovered: [Owned] = []
    /// Meetings saved or discarded: a late write of their state is ignored.
    var finished: Set<Meeting.ID> = []
  }

  private let dataURL: URL
  private let state = LockIsolated(State())

  init(dataURL: URL) {
    self.dataURL = dataURL
  }

  deinit {
    self.state.withValue { state in
      for owned in [state.own].compactMap({ $0 }) + state.recovered {
        close(owned.lock)
      }
    }
  }

  private var prefix: String { self.dataURL.lastPathComponent + ".meeting-" }

  /// Writes the meeting's state, unless it is older than what was written or the meeting has
  /// ended.
  func record(_ meeting: MeetingInProgress) throws {
    try self.state.withValue { state in
      guard !state.finished.contains(meeting.id) else { return }
      if let last = state.own?.meeting, last.id == meeting.id, !meeting.isAtLeast(last) {
        return
      }
      if state.own == nil {
        let url = self.dataURL.deletingLastPathComponent()
          .appendingPathComponent(self.prefix + UUID().uuidString + ".json")
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true
        )
        guard let lock = lockExclusively(url.appendingPathExtension("lock"), wait: true) else {
          throw SyncUpsStorageError.unreadable(
            path: url.path, reason: String(cString: strerror(errno))
          )
        }
        state.own = Owned(url: url, lock: lock)
      }
      let encoder = JSONEncoder()
      encoder.dateEncodingStrategy = .iso8601
      try encoder.encode(meeting).write(to: state.own!.url, options: .atomic)
      state.own!.meeting = meeting
    }
  }

  /// Forgets a meeting that was discarded.
  func discard(_ id: Meeting.ID) {
    self.state.withValue { state in
      state.finished.insert(id)
      if let own = state.own, own.meeting?.id == id {
        remove(own)
        state.own = nil
      }
    }
  }

  /// After `syncUps` were written to the data file: removes the journals whose meetings it
  /// now holds.
  func settle(saved syncUps: IdentifiedArrayOf<SyncUp>) {
    self.state.withValue { state in
      func isSaved(_ meeting: MeetingInProgress?) -> Bool {
        guard let meeting else { return true }
        return syncUps[id: meeting.syncUp.id]?.meetings[id: meeting.id] != nil
      }
      if let own = state.own, let meeting = own.meeting, isSaved(meeting) {
        state.finished.insert(meeting.id)
        remove(own)
        state.own = nil
      }
      state.recovered.removeAll { owned in
        guard isSaved(owned.meeting) else { return false }
        remove(owned)
        return true
      }
    }
  }

  /// Takes over the journals of SyncUps processes that died during a meeting, and returns
  /// their meetings (they stay on disk until a save holds them: ``settle(saved:)``).
  func recover() -> [MeetingInProgress] {
    let directory = self.dataURL.deletingLastPathComponent()
    let files =
      (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?
      .filter { $0.hasPrefix(self.prefix) } ?? []
    let names = files.filter { $0.hasSuffix(".json") }.sorted()
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return self.state.withValue { state in
      var meetings: [MeetingInProgress] = []
      for name in names {
        let url = directory.appendingPathComponent(name)
        guard url != state.own?.url, !state.recovered.contains(where: { $0.url == url }),
          let lock = lockExclusively(url.appendingPathExtension("lock"), wait: false)
        else { continue }
        let meeting = (try? Data(contentsOf: url)).flatMap {
          try? decoder.decode(MeetingInProgress.self, from: $0)
        }
        guard let meeting else {
          // Gone meanwhile (another SyncUps recovered it), or unreadable: set it aside.
          if FileManager.default.fileExists(atPath: url.path) { _ = try? moveAside(url) }
          remove(Owned(url: url, lock: lock))
          continue
        }
        state.recovered.append(Owned(url: url, lock: lock, meeting: meeting))
        meetings.append(meeting)
      }
      // A lock without a journal: its owner died before writing one, or after removing it.
      for name in files where name.hasSuffix(".json.lock") {
        let lockURL = directory.appendingPathComponent(name)
        let url = lockURL.deletingPathExtension()
        guard !names.contains(url.lastPathComponent), url != state.own?.url,
          let lock = lockExclusively(lockURL, wait: false)
        else { continue }
        remove(Owned(url: url, lock: lock))
      }
      return meetings
    }
  }
}

/// A journal file whose lock this process holds.
private struct OwnedJournal {
  /// The journal's file.
  var url: URL
  /// The descriptor holding the lock on `<url>.lock`.
  var lock: Int32
  /// The meeting it holds.
  var meeting: MeetingInProgress?
}

/// Deletes a journal and its lock file, then releases the lock.
private func remove(_ owned: OwnedJournal) {
  try? FileManager.default.removeItem(at: owned.url)
  try? FileManager.default.removeItem(at: owned.url.appendingPathExtension("lock"))
  close(owned.lock)
}

/// Opens `url` (creating it) and takes an exclusive `flock` on it; `nil` when another process
/// holds it and `wait` is false, or it cannot be opened. A lock file removed while this process
/// waited for it (its journal was settled) is not held: the file at `url` is locked anew.
private func lockExclusively(_ url: URL, wait: Bool) -> Int32? {
  while true {
    let descriptor = open(url.path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return nil }
    while flock(descriptor, wait ? LOCK_EX : LOCK_EX | LOCK_NB) != 0 {
      guard errno == EINTR else {
        close(descriptor)
        return nil
      }
    }
    var locked = stat()
    var current = stat()
    if fstat(descriptor, &locked) == 0, stat(url.path, &current) == 0,
      locked.st_ino == current.st_ino, locked.st_dev == current.st_dev
    {
      return descriptor
    }
    close(descriptor)
    guard wait else { return nil }
  }
}
