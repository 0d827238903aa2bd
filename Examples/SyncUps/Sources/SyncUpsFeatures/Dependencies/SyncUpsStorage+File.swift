import ComposableArchitecture
import Foundation

extension SyncUpsStorage {
  /// Storage in a JSON file at `url`.
  ///
  /// Saves are atomic (write to a temporary file, then rename) and serialized; a save whose
  /// effect was cancelled by a newer save (`cancelInFlight`) before it started writing is
  /// skipped, so an older list never overwrites a newer one.
  public static func file(at url: URL) -> Self {
    let writeLock = LockIsolated(())
    return Self(
      load: {
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        let data: Data
        do {
          data = try Data(contentsOf: url)
        } catch {
          throw SyncUpsStorageError.unreadable(path: url.path, reason: describe(error))
        }
        do {
          let decoder = JSONDecoder()
          decoder.dateDecodingStrategy = .iso8601
          return try decoder.decode([SyncUp].self, from: data)
        } catch {
          throw SyncUpsStorageError.corrupt(path: url.path, reason: describe(error))
        }
      },
      save: { syncUps in
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        let data = try encoder.encode(syncUps)
        try writeLock.withValue { _ in
          try Task.checkCancellation()
          try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true
          )
          try data.write(to: url, options: .atomic)
        }
      },
      backUp: {
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
    )
  }
}

/// A short description of a decoding or file error.
private func describe(_ error: any Error) -> String {
  switch error {
  case DecodingError.dataCorrupted(let context):
    return context.underlyingError.map {
      "\(context.debugDescription) (\($0.localizedDescription))"
    }
      ?? context.debugDescription
  case DecodingError.keyNotFound(let key, _):
    return "missing field '\(key.stringValue)'"
  case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
    let path = context.codingPath.map(\.stringValue).joined(separator: ".")
    return "\(context.debugDescription) at '\(path)'"
  default:
    return error.localizedDescription
  }
}
