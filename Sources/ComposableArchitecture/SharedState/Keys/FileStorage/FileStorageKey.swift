import Dependencies
import Foundation

extension SharedReaderKey {
  /// A key for a value persisted as JSON in a file.
  ///
  /// ```swift
  /// @Shared(.fileStorage(.documentsDirectory.appending(component: "sync-ups.json")))
  /// var syncUps: IdentifiedArrayOf<SyncUp> = []
  /// ```
  ///
  /// A missing file means the default value. Writes are debounced and atomic, and changes made
  /// to the file outside the app are picked up (see ``FileStorage/fileSystem``). A file that
  /// cannot be read or decoded is reported with `reportIssue`, exposed as
  /// ``Shared/loadError``, and never overwritten while it is there: move it away (to back it
  /// up) and the next save writes a new file. In tests the files live in memory
  /// (``DependencyValues/defaultFileStorage``).
  ///
  /// - Parameters:
  ///   - url: The file's URL.
  ///   - decoder: The decoder that reads the file.
  ///   - encoder: The encoder that writes the file.
  public static func fileStorage<Value: Codable>(
    _ url: URL,
    decoder: JSONDecoder = JSONDecoder(),
    encoder: JSONEncoder = JSONEncoder()
  ) -> Self where Self == FileStorageKey<Value> {
    FileStorageKey(
      url: url,
      decode: { try decoder.decode(Value.self, from: $0) },
      encode: { try encoder.encode($0) }
    )
  }

  /// A key for a value persisted in a file in a format of your choice.
  ///
  /// ```swift
  /// @Shared(.fileStorage(url, decode: { String(decoding: $0, as: UTF8.self) },
  ///                      encode: { Data($0.utf8) }))
  /// var notes = ""
  /// ```
  public static func fileStorage<Value>(
    _ url: URL,
    decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> Data
  ) -> Self where Self == FileStorageKey<Value> {
    FileStorageKey(url: url, decode: decode, encode: encode)
  }
}

/// A key for a value persisted in a file. Create one with
/// ``SharedReaderKey/fileStorage(_:decoder:encoder:)``.
public struct FileStorageKey<Value: Sendable>: SharedKey {
  let url: URL
  let storage: FileStorage
  let decode: @Sendable (Data) throws -> Value
  let encode: @Sendable (Value) throws -> Data

  init(
    url: URL,
    decode: @escaping @Sendable (Data) throws -> Value,
    encode: @escaping @Sendable (Value) throws -> Data
  ) {
    @Dependency(\.defaultFileStorage) var storage
    self.url = url.standardizedFileURL
    self.storage = storage
    self.decode = decode
    self.encode = encode
  }

  /// The file and the storage: one file in one storage is one shared value.
  public var id: FileStorageKeyID {
    FileStorageKeyID(url: self.url, storage: ObjectIdentifier(self.storage.state))
  }

  private var file: FileCoordinator {
    self.storage.state.coordinator(for: self.url)
  }

  /// Reads and decodes the file; a missing file means the initial value.
  public func load(context: LoadContext<Value>, continuation: LoadContinuation<Value>) {
    continuation.resume(with: self.read())
  }

  /// Picks up changes made to the file outside the app.
  public func subscribe(
    context: LoadContext<Value>, subscriber: SharedSubscriber<Value>
  ) -> SharedSubscription {
    guard let interval = self.storage.pollInterval else { return SharedSubscription {} }
    let cancel = FileChangePoller.shared.watch(
      self.file, in: self.storage, every: interval
    ) {
      subscriber.yield(with: self.read())
    }
    return SharedSubscription(cancel)
  }

  /// Writes the value: debounced after a mutation, at once for ``Shared/save()``.
  public func save(_ value: Value, context: SaveContext, continuation: SaveContinuation) {
    let encode = self.encode
    self.file.write(
      { try encode(value) },
      in: self.storage,
      immediately: context == .userInitiated,
      continuation: continuation
    )
  }

  private func read() -> Result<Value?, any Error> {
    let data: Data?
    do {
      data = try self.file.read(in: self.storage)
    } catch {
      self.file.quarantine(in: self.storage)
      reportIssue(
        """
        The file at "\(self.url.path)" could not be read: \(error)

        The shared value keeps its default value, and the file will not be overwritten while it \
        is there. Check '$value.loadError', and move the file away to start afresh.
        """
      )
      return .failure(error)
    }
    guard let data else { return .success(nil) }
    do {
      return .success(try self.decode(data))
    } catch {
      self.file.quarantine(in: self.storage)
      reportIssue(
        """
        The file at "\(self.url.path)" could not be decoded as \(Value.self): \(error)

        The shared value keeps its default value, and the file will not be overwritten while it \
        is there. Check '$value.loadError' to back the file up (move it away); the next save \
        then writes a new file.
        """
      )
      return .failure(error)
    }
  }
}

extension FileStorageKey: CustomStringConvertible {
  /// `.fileStorage("path")`.
  public var description: String { ".fileStorage(\(String(reflecting: self.url.path)))" }
}

/// The identity of a ``FileStorageKey``.
public struct FileStorageKeyID: Hashable, Sendable {
  let url: URL
  let storage: ObjectIdentifier
}

/// The error a save reports instead of overwriting a file that could not be loaded.
public struct FileStorageUndecodableFileError: Error, CustomStringConvertible {
  /// The file that was kept.
  public let url: URL

  /// A description for the person who reads the error.
  public var description: String {
    """
    Not saving to "\(self.url.path)": it holds data that could not be loaded, which would be \
    lost. Move the file away (for example to back it up), then save again.
    """
  }
}
