import ComposableArchitecture
import Foundation

/// The JSON data file: a list of sync-ups, read strictly so that nothing the app cannot run
/// gets in, and written the same way every time.
public enum SyncUpsFileFormat {
  /// Files larger than this are refused rather than read into memory (the app's own files are a
  /// few kilobytes per sync-up).
  public static let maximumFileSize = 32 * 1024 * 1024

  /// Decodes the file's bytes, or explains in one sentence what is wrong with them.
  ///
  /// Beyond valid JSON of the right shape, it refuses what would crash or mislead the app: two
  /// sync-ups (or attendees, or meetings) with one id, and durations that are negative or longer
  /// than ``SyncUp/maximumDuration``.
  public static func decode(_ data: Data) throws(SyncUpsFileProblem) -> IdentifiedArrayOf<SyncUp> {
    guard data.count <= Self.maximumFileSize else {
      throw SyncUpsFileProblem(
        "it is \(data.count / 1024 / 1024) MB, more than the \(Self.maximumFileSize / 1024 / 1024) MB a SyncUps file can be"
      )
    }
    let syncUps: [SyncUp]
    do {
      let decoder = JSONDecoder()
      decoder.dateDecodingStrategy = .iso8601
      syncUps = try decoder.decode([SyncUp].self, from: data)
    } catch {
      throw SyncUpsFileProblem(describe(error))
    }
    var result = IdentifiedArrayOf<SyncUp>()
    for (offset, syncUp) in syncUps.enumerated() {
      let position = "sync-up \(offset + 1) ('\(syncUp.title.prefix(40))')"
      guard result.append(syncUp).inserted else {
        throw SyncUpsFileProblem("\(position) has the same id as an earlier one (\(syncUp.id))")
      }
      if let problem = syncUp.storageProblem {
        throw SyncUpsFileProblem("\(position): \(problem)")
      }
    }
    return result
  }

  /// Encodes sync-ups as pretty-printed JSON with sorted keys and ISO 8601 dates.
  public static func encode(_ syncUps: IdentifiedArrayOf<SyncUp>) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    return try encoder.encode(syncUps)
  }
}

/// Why the bytes of a data file are not a list of sync-ups the app can use.
public struct SyncUpsFileProblem: Error, Equatable, Sendable {
  /// What is wrong, as the end of a sentence ("… is not valid sync-up data: REASON").
  public var reason: String

  /// Creates a problem with its reason.
  public init(_ reason: String) {
    self.reason = reason
  }
}

extension SyncUp {
  /// What makes a stored sync-up unsafe to load, or `nil`.
  var storageProblem: String? {
    let seconds = self.duration.components.seconds
    if seconds < 0 || self.duration > SyncUp.maximumDuration {
      return "its duration, \(seconds) seconds, is not between 0 and"
        + " \(SyncUp.maximumDuration.components.seconds)"
    }
    if self.attendees.count > SyncUp.maximumAttendees {
      return "it has \(self.attendees.count) attendees, more than \(SyncUp.maximumAttendees)"
    }
    return nil
  }
}

/// A short description of a decoding error, naming where in the file it is.
private func describe(_ error: any Error) -> String {
  func path(_ context: DecodingError.Context) -> String {
    let path = context.codingPath.map { key in
      key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
    }
    return path.isEmpty ? "" : " at '\(path.joined().drop { $0 == "." })'"
  }
  switch error {
  case DecodingError.dataCorrupted(let context):
    let detail = context.underlyingError.map { " (\($0.localizedDescription))" } ?? ""
    return "\(context.debugDescription)\(path(context))\(detail)"
  case DecodingError.keyNotFound(let key, let context):
    return "missing field '\(key.stringValue)'\(path(context))"
  case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
    return "\(context.debugDescription)\(path(context))"
  default:
    return error.localizedDescription
  }
}
