import ComposableArchitecture
import Foundation

/// Loads and saves the list of sync-ups.
///
/// The live value reads and writes a JSON file (see ``SyncUpsStorage/file(at:)``); tests
/// override the endpoints they exercise.
@DependencyClient
public struct SyncUpsStorage: Sendable {
  /// Reads the sync-ups. A missing file is an empty list; an unreadable or invalid file throws
  /// a ``SyncUpsStorageError``.
  public var load: @Sendable () async throws -> IdentifiedArrayOf<SyncUp>
  /// Writes the sync-ups. When another process changed the stored list since it was last read or
  /// written here, the two are merged (``SyncUpsMerge``) and the merged list is written and
  /// returned.
  public var save:
    @Sendable (_ syncUps: IdentifiedArrayOf<SyncUp>) async throws -> SyncUpsSaveOutcome
  /// Moves the stored data aside, unchanged, so it is not overwritten; returns where it went.
  public var backUp: @Sendable () async throws -> String
}

/// What a save did.
public enum SyncUpsSaveOutcome: Equatable, Sendable {
  /// The list was written as given.
  case saved
  /// Another process had changed the file: the merge of both was written.
  case merged(SyncUpsMerge)
}

extension SyncUpsStorage: TestDependencyKey {
  /// Unimplemented endpoints: a test that loads or saves without overriding them fails.
  public static let testValue = SyncUpsStorage()
}

extension SyncUpsStorage: DependencyKey {
  /// The file in the user's home directory (``SyncUpsStorage/defaultURL``).
  public static var liveValue: SyncUpsStorage { .file(at: defaultURL) }

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

extension DependencyValues {
  /// Where the sync-ups are stored.
  public var syncUpsStorage: SyncUpsStorage {
    get { self[SyncUpsStorage.self] }
    set { self[SyncUpsStorage.self] = newValue }
  }
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
