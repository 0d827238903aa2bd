import ComposableArchitecture
import Foundation
import Testing

@testable import SyncUpsFeatures

struct SyncUpsFileTests {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("SyncUpsStorageTests-\(UUID().uuidString)", isDirectory: true)

  var url: URL { self.directory.appendingPathComponent("nested/syncups.json") }

  @Test func missingFileIsAnEmptyList() async throws {
    #expect(try SyncUpsFile(url: self.url).load() == nil)
  }

  @Test func saveThenLoadRoundTrips() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    var syncUp = SyncUp.fixture()
    syncUp.meetings = [
      Meeting(id: uuid(5), date: Date(timeIntervalSince1970: 1_700_000_000), transcript: "hi")
    ]
    try SyncUpsFile(url: self.url).save([syncUp])
    #expect(try SyncUpsFile(url: self.url).load() == [syncUp])
  }

  @Test func corruptFileThrowsAndBacksUp() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    try FileManager.default.createDirectory(
      at: self.url.deletingLastPathComponent(), withIntermediateDirectories: true
    )
    try Data("{ not json".utf8).write(to: self.url)
    let storage = SyncUpsFile(url: self.url)
    #expect {
      try storage.load()
    } throws: { error in
      guard case .corrupt(let path, _) = error as? SyncUpsStorageError else { return false }
      return path == self.url.path
    }
    let backup = try storage.backUp()
    #expect(backup.hasPrefix(self.url.path + ".backup-"))
    #expect(try String(contentsOfFile: backup, encoding: .utf8) == "{ not json")
    #expect(!FileManager.default.fileExists(atPath: self.url.path))
  }

  @Test func durationFormatNeverOverflows() {
    #expect(DurationFormat.parse("99999999999999999h") == .seconds(Int.max))
    #expect(DurationFormat.parse("99999999999999999999999") == .seconds(Int.max))
    #expect(DurationFormat.parse("9223372036854775807m") == .seconds(Int.max))
    #expect(DurationFormat.parse("٣m") == nil, "only ASCII digits are numbers here")
    #expect(DurationFormat.format(.seconds(Int.max)).hasSuffix("s"))
    var syncUp = SyncUp.fixture()
    syncUp.duration = .seconds(Int.max)
    #expect(syncUp.validationProblem == "The duration can be at most 24 hours.")
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

/// Two meetings in one minute can be told apart.
@Test @MainActor func meetingDatesShowSeconds() {
  let first = DetailScreen.dateText(Date(timeIntervalSince1970: 1_700_000_000))
  let second = DetailScreen.dateText(Date(timeIntervalSince1970: 1_700_000_030))
  #expect(first == "2023-11-14 22:13:20 UTC")
  #expect(first != second)
}

/// Key presses from a terminal become lines the way they were typed.
@Test func keysFromATerminal() {
  var bytes = Array("ab\u{7F}c\r\n\u{1B}[Ax\u{15}é".utf8) + [0xE2, 0x82]
  #expect(
    KeyReader.decode(&bytes) == [
      .text("ab"), .backspace, .text("c"), .enter, .text("x"), .clearLine, .text("é"),
    ]
  )
  #expect(bytes == [0xE2, 0x82], "an incomplete character waits for its last byte")
  bytes += [0xAC, 0x04]
  #expect(KeyReader.decode(&bytes) == [.text("€"), .endOfInput])
}

/// Control characters are shown as �, never written to the terminal.
@Test func printableReplacesControlCharacters() {
  #expect(printable("a\u{1B}[31mb\u{07}\u{9B}c\u{202E}d") == "a�[31mb��c�d")
  #expect(printable("Café ☕️") == "Café ☕️")
}
