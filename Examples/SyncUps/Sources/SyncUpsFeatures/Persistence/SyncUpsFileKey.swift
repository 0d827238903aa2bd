import ComposableArchitecture
import Foundation

/// The shared key of the sync-ups: `@Shared(.syncUps) var syncUps`, as in the original's
/// SyncUps, kept in the ``SyncUpsFile`` that the `syncUpsFile` dependency names.
///
/// It is a custom key rather than `.fileStorage(url)` because SyncUps promises more than file
/// storage does: a bad file is moved aside, not only left alone; two SyncUps on one file merge
/// their changes instead of the last writer winning; and every change is on disk before the
/// app reports it saved, with no debounce window for a `kill -9` to fall into. So the key writes
/// only when asked (`$syncUps.save()`, which ``AppFeature`` does after every change, to report
/// failures and merges); a mutation alone (`withLock`) does not write.
public struct SyncUpsFileKey: SharedKey {
  /// The data file.
  public let file: SyncUpsFile

  /// The key of the data file the `syncUpsFile` dependency names.
  public init() {
    @Dependency(\.syncUpsFile) var file
    self.file = file
  }

  /// One data file is one shared list.
  public var id: URL { self.file.url }

  /// Reads the file; no file means the initial value.
  public func load(
    context: LoadContext<IdentifiedArrayOf<SyncUp>>,
    continuation: LoadContinuation<IdentifiedArrayOf<SyncUp>>
  ) {
    continuation.resume(with: Result { try self.file.load() })
  }

  /// Another SyncUps's changes arrive through merges when this one saves, not by watching.
  public func subscribe(
    context: LoadContext<IdentifiedArrayOf<SyncUp>>,
    subscriber: SharedSubscriber<IdentifiedArrayOf<SyncUp>>
  ) -> SharedSubscription {
    SharedSubscription {}
  }

  /// Writes the list when asked to (`$syncUps.save()`); a mutation alone does not write.
  public func save(
    _ value: IdentifiedArrayOf<SyncUp>, context: SaveContext, continuation: SaveContinuation
  ) {
    guard context == .userInitiated else {
      continuation.resume()
      return
    }
    continuation.resume(with: Result { try self.file.save(value) }.map { _ in })
  }
}

extension SharedReaderKey where Self == SyncUpsFileKey.Default {
  /// The sync-ups, in the data file (an empty list when there is none).
  public static var syncUps: Self {
    Self[SyncUpsFileKey(), default: []]
  }
}

extension DependencyValues {
  /// The data file of the sync-ups: `~/.syncups/syncups.json` by default, a fresh temporary file
  /// in tests.
  public var syncUpsFile: SyncUpsFile {
    get { self[SyncUpsFileDependencyKey.self] }
    set { self[SyncUpsFileDependencyKey.self] = newValue }
  }
}

private enum SyncUpsFileDependencyKey: DependencyKey {
  static var liveValue: SyncUpsFile { SyncUpsFile(url: SyncUpsFile.defaultURL) }
  static var testValue: SyncUpsFile {
    SyncUpsFile(
      url: FileManager.default.temporaryDirectory
        .appendingPathComponent("SyncUps-\(UUID().uuidString)", isDirectory: true)
        .appendingPathComponent("syncups.json")
    )
  }
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
