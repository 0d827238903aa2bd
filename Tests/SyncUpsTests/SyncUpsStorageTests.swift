import ComposableArchitecture
import Foundation
import Testing

@testable import SyncUpsFeatures

struct SyncUpsStorageTests {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("SyncUpsStorageTests-\(UUID().uuidString)", isDirectory: true)

  var url: URL { self.directory.appendingPathComponent("nested/syncups.json") }

  @Test func missingFileIsAnEmptyList() async throws {
    #expect(try await SyncUpsStorage.file(at: self.url).load() == [])
  }

  @Test func saveThenLoadRoundTrips() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    var syncUp = SyncUp.fixture()
    syncUp.meetings = [
      Meeting(id: uuid(5), date: Date(timeIntervalSince1970: 1_700_000_000), transcript: "hi")
    ]
    try await SyncUpsStorage.file(at: self.url).save([syncUp])
    #expect(try await SyncUpsStorage.file(at: self.url).load() == [syncUp])
  }

  @Test func corruptFileThrowsAndBacksUp() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    try FileManager.default.createDirectory(
      at: self.url.deletingLastPathComponent(), withIntermediateDirectories: true
    )
    try Data("{ not json".utf8).write(to: self.url)
    let storage = SyncUpsStorage.file(at: self.url)
    await #expect {
      try await storage.load()
    } throws: { error in
      guard case .corrupt(let path, _) = error as? SyncUpsStorageError else { return false }
      return path == self.url.path
    }
    let backup = try await storage.backUp()
    #expect(backup.hasPrefix(self.url.path + ".backup-"))
    #expect(try String(contentsOfFile: backup, encoding: .utf8) == "{ not json")
    #expect(!FileManager.default.fileExists(atPath: self.url.path))
  }

  @Test func durationFormat() {
    #expect(DurationFormat.parse("5") == .seconds(300))
    #expect(DurationFormat.parse("5m") == .seconds(300))
    #expect(DurationFormat.parse("90s") == .seconds(90))
    #expect(DurationFormat.parse("1m 30s") == .seconds(90))
    #expect(DurationFormat.parse("0") == .zero)
    #expect(DurationFormat.parse("abc") == nil)
    #expect(DurationFormat.parse("5x") == nil)
    #expect(DurationFormat.parse("-1") == nil)
    #expect(DurationFormat.format(.seconds(90)) == "1 min 30 s")
    #expect(DurationFormat.format(.seconds(300)) == "5 min")
    #expect(DurationFormat.format(.seconds(2)) == "2 s")
    #expect(DurationFormat.clock(65) == "1:05")
  }
}
