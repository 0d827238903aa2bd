import ConcurrencyExtras
import Dependencies
import Foundation

/// Where ``FileStorageKey`` reads and writes its files: the file system in an app, memory in
/// tests.
///
/// ```swift
/// let store = TestStore(initialState: Feature.State()) {
///   Feature()
/// } withDependencies: {
///   $0.defaultFileStorage = .inMemory(fileSystem: LockIsolated([url: seededData]))
/// }
/// ```
public struct FileStorage: Sendable {
  let state: FileStorageState
  let read: @Sendable (URL) throws -> Data?
  let write: @Sendable (Data, URL) throws -> Void
  let signature: @Sendable (URL) -> FileSignature?
  /// The shortest time between two writes of one file; `nil` writes synchronously.
  let saveInterval: Duration?
  /// How often files are checked for changes made outside the app; `nil` never checks.
  let pollInterval: Duration?

  /// The file system: writes are atomic (a temporary file, flushed to disk, then renamed over
  /// the file), at most one per file per second (the last value wins; pending writes are
  /// flushed when the process exits normally), and files are checked for outside changes four
  /// times a second.
  public static let fileSystem = fileSystem(
    saveInterval: .seconds(1), pollInterval: .milliseconds(250)
  )

  /// The file system, with chosen intervals between writes and between checks for outside
  /// changes.
  public static func fileSystem(saveInterval: Duration, pollInterval: Duration) -> Self {
    Self(
      state: FileStorageState(),
      read: { url in
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try Data(contentsOf: url)
      },
      write: { data, url in try writeAtomically(data, to: url) },
      signature: { url in FileSignature(fileAt: url) },
      saveInterval: saveInterval,
      pollInterval: pollInterval
    )
  }

  /// Files kept in memory, in a dictionary a test can seed and inspect. Writes are immediate
  /// and nothing touches the disk.
  public static func inMemory(fileSystem: LockIsolated<[URL: Data]>) -> Self {
    Self(
      state: FileStorageState(),
      read: { url in fileSystem.withValue { $0[url.standardizedFileURL] ?? $0[url] } },
      write: { data, url in fileSystem.withValue { $0[url.standardizedFileURL] = data } },
      signature: { url in
        fileSystem.withValue { files in
          (files[url.standardizedFileURL] ?? files[url]).map(FileSignature.init(contents:))
        }
      },
      saveInterval: nil,
      pollInterval: nil
    )
  }

  /// Files kept in memory, starting empty.
  public static var inMemory: Self {
    .inMemory(fileSystem: LockIsolated([:]))
  }
}

extension DependencyValues {
  /// The storage of ``SharedReaderKey/fileStorage(_:decoder:encoder:)`` values.
  ///
  /// The file system in an app; a new, empty in-memory storage for each test, so that tests
  /// never read or write the disk.
  public var defaultFileStorage: FileStorage {
    get { self[FileStorageDependencyKey.self] }
    set { self[FileStorageDependencyKey.self] = newValue }
  }
}

private enum FileStorageDependencyKey: DependencyKey {
  static let liveValue = FileStorage.fileSystem
  static var testValue: FileStorage { .inMemory }
  static var previewValue: FileStorage { .inMemory }
}

/// What identifies the contents of a file without reading it: a different signature means the
/// file was replaced or changed.
struct FileSignature: Hashable, Sendable {
  let size: Int
  let modificationDate: Date?
  let fileNumber: Int?
  let contentHash: Int?

  init?(fileAt url: URL) {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else {
      return nil
    }
    self.size = (attributes[.size] as? NSNumber)?.intValue ?? 0
    self.modificationDate = attributes[.modificationDate] as? Date
    self.fileNumber = (attributes[.systemFileNumber] as? NSNumber)?.intValue
    self.contentHash = nil
  }

  init(contents: Data) {
    self.size = contents.count
    self.modificationDate = nil
    self.fileNumber = nil
    self.contentHash = contents.hashValue
  }
}

/// Writes `data` to `url` so that readers (and a crash) see the old file or the new one, never
/// part of one: a temporary file in the same directory, flushed to disk, renamed over `url`.
func writeAtomically(_ data: Data, to url: URL) throws {
  let directory = url.deletingLastPathComponent()
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  let temporary = directory.appendingPathComponent(
    ".\(url.lastPathComponent).\(UUID().uuidString).tmp"
  )
  guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
    throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary.path])
  }
  do {
    let handle = try FileHandle(forWritingTo: temporary)
    defer { try? handle.close() }
    try handle.write(contentsOf: data)
    try handle.synchronize()
  } catch {
    try? FileManager.default.removeItem(at: temporary)
    throw error
  }
  guard rename(temporary.path, url.path) == 0 else {
    let code = errno
    try? FileManager.default.removeItem(at: temporary)
    throw NSError(
      domain: NSPOSIXErrorDomain, code: Int(code), userInfo: [NSFilePathErrorKey: url.path]
    )
  }
}
