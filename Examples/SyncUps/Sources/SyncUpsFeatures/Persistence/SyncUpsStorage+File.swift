import ComposableArchitecture
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension SyncUpsStorage {
  /// Storage in a JSON file at `url`, safe against crashes and against a second SyncUps using the
  /// same file.
  ///
  /// - Saves are atomic (write a temporary file, then rename), so the file is always either the
  ///   old list or the new one.
  /// - Saves are serialized; one whose effect was cancelled by a newer save before it started
  ///   writing is skipped, so an older list never overwrites a newer one.
  /// - Before writing, the file is compared with what this process last read or wrote, under an
  ///   exclusive lock (`flock` on `<file>.lock`). If another process changed it, the two lists
  ///   are merged (``SyncUpsMerge``) rather than one overwriting the other. If the other process
  ///   left something unreadable, it is moved aside first, like a corrupt file at launch.
  public static func file(at url: URL) -> Self {
    // The bytes this process last read from or wrote to the file (`nil`: no file).
    let known = LockIsolated<Data?>(nil)
    return Self(
      load: {
        try known.withValue { known in
          let data = try read(url)
          known = data
          guard let data else { return [] }
          do throws(SyncUpsFileProblem) {
            return try SyncUpsFileFormat.decode(data)
          } catch {
            throw SyncUpsStorageError.corrupt(path: url.path, reason: error.reason)
          }
        }
      },
      save: { syncUps in
        try known.withValue { known in
          try Task.checkCancellation()
          try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true
          )
          return try withFileLock(url.appendingPathExtension("lock")) {
            let current = try read(url)
            var outcome = SyncUpsSaveOutcome.saved
            var list = syncUps
            if let current, current != known {
              let base = known.flatMap { try? SyncUpsFileFormat.decode($0) } ?? []
              let merge: SyncUpsMerge
              do throws(SyncUpsFileProblem) {
                let theirs = try SyncUpsFileFormat.decode(current)
                merge = SyncUpsMerge(base: base, mine: syncUps, theirs: theirs)
              } catch {
                let backup = try moveAside(url)
                merge = SyncUpsMerge(
                  syncUps: syncUps,
                  conflicts: [
                    "another program left the file unreadable (\(error.reason)); it was moved to"
                      + " \(backup)"
                  ]
                )
              }
              list = merge.syncUps
              outcome = .merged(merge)
            }
            let data = try SyncUpsFileFormat.encode(list)
            if data != current {
              try data.write(to: url, options: .atomic)
            }
            known = data
            return outcome
          }
        }
      },
      backUp: {
        try known.withValue { known in
          let backup = try moveAside(url)
          known = nil
          return backup
        }
      }
    )
  }
}

/// The file's bytes, or `nil` when there is no file.
private func read(_ url: URL) throws -> Data? {
  guard FileManager.default.fileExists(atPath: url.path) else { return nil }
  do {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    if let size = attributes[.size] as? Int, size > SyncUpsFileFormat.maximumFileSize {
      // Do not read it into memory: decoding reports the size.
      return Data(count: size)
    }
    return try Data(contentsOf: url)
  } catch {
    throw SyncUpsStorageError.unreadable(path: url.path, reason: error.localizedDescription)
  }
}

/// Renames the file to `<file>.backup-<seconds since 1970>[-N]`, leaving its bytes untouched.
private func moveAside(_ url: URL) throws -> String {
  let stamp = Int(Date().timeIntervalSince1970)
  var backup = url.appendingPathExtension("backup-\(stamp)")
  var counter = 1
  while FileManager.default.fileExists(atPath: backup.path) {
    counter += 1
    backup = url.appendingPathExtension("backup-\(stamp)-\(counter)")
  }
  try FileManager.default.moveItem(at: url, to: backup)
  return backup.path
}

/// Runs `body` holding an exclusive advisory lock on `lockURL`, shared by every process that
/// uses the same data file.
private func withFileLock<Result>(_ lockURL: URL, _ body: () throws -> Result) throws -> Result {
  let descriptor = open(lockURL.path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
  guard descriptor >= 0 else {
    throw SyncUpsStorageError.unreadable(
      path: lockURL.path, reason: String(cString: strerror(errno))
    )
  }
  defer { close(descriptor) }
  while flock(descriptor, LOCK_EX) != 0 {
    guard errno == EINTR else { break }
  }
  defer { flock(descriptor, LOCK_UN) }
  return try body()
}
