import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file's bytes, or `nil` when there is no file.
func readFile(_ url: URL) throws -> Data? {
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
func moveAside(_ url: URL) throws -> String {
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
func withFileLock<Result>(_ lockURL: URL, _ body: () throws -> Result) throws -> Result {
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

extension SyncUpsFile {
  /// `~/.syncups/syncups.json`, where `~` is `$HOME` when it is set.
  public static var defaultURL: URL {
    let home = ProcessInfo.processInfo.environment["HOME"].flatMap {
      $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true)
    }
    return (home ?? FileManager.default.homeDirectoryForCurrentUser)
      .appendingPathComponent(".syncups", isDirectory: true)
      .appendingPathComponent("syncups.json")
  }
}
