import Foundation
import TestSupport
import Testing

@testable import SyncUpsFeatures

#if canImport(Glibc)
  import Glibc
#endif

/// The data survives however the app ends: killed, interrupted, terminated, at the end of its
/// input or by `quit`; bad data files and bad input never crash it.
@Suite(.serialized)
struct EndToEndSafetyTests {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("SyncUpsSafety-\(UUID().uuidString)", isDirectory: true)

  var dataURL: URL { self.directory.appendingPathComponent("syncups.json") }

  init() throws {
    try FileManager.default.createDirectory(at: self.directory, withIntermediateDirectories: true)
  }

  func saved() throws -> [SyncUp] {
    Array(try SyncUpsFileFormat.decode(Data(contentsOf: self.dataURL)))
  }

  /// Waits until the data file holds sync-ups with these titles: whether it did within 10 s.
  func eventuallySaved(_ titles: [String]) async -> Bool {
    await eventually(timeout: .seconds(10)) { (try? self.saved().map(\.title)) == titles }
  }

  func backups() throws -> [URL] {
    try FileManager.default.contentsOfDirectory(atPath: self.directory.path)
      .filter { $0.hasPrefix("syncups.json.backup-") }
      .map { self.directory.appendingPathComponent($0) }
  }

  // MARK: Finding 1: a new sync-up is saved at once

  @Test func anAddedSyncUpSurvivesSIGKILL() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let app = try AppProcess(data: self.dataURL)
    app.send("add\ntitle Standup\nattendee Ann\nsave\n")
    #expect(await app.waitFor("1. Standup"))
    // Saving is asynchronous but immediate: the file holds it soon, with no clean exit.
    #expect(await self.eventuallySaved(["Standup"]))
    app.signal(SIGKILL)
    _ = await app.waitForExit()
    #expect(try self.saved().map(\.title) == ["Standup"])
  }

  @Test func sampleSyncUpsSurviveSIGKILL() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    try Data("not json".utf8).write(to: self.dataURL)
    let app = try AppProcess(data: self.dataURL)
    #expect(await app.waitFor("Load sample sync-ups"))
    app.send("1\n")
    #expect(await app.waitFor("2. Engineering"))
    #expect(await self.eventuallySaved(["Design", "Engineering"]))
    app.signal(SIGKILL)
    _ = await app.waitForExit()
    #expect(try self.saved().map(\.title) == ["Design", "Engineering"])
  }

  // MARK: Finding 4: a meeting in progress is saved however the app ends

  enum Ending: String, CaseIterable, CustomTestStringConvertible {
    case quit, endOfInput, interrupt, terminate, hangUp
    var testDescription: String { self.rawValue }
  }

  @Test(arguments: Ending.allCases)
  func aMeetingInProgressIsSaved(ending: Ending) async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let app = try AppProcess(data: self.dataURL)
    app.send("add\ntitle Standup\nduration 10m\nattendee Ann\nsave\n1\nstart\nnote ship it\n")
    #expect(await app.waitFor("[0:00] Ann: ship it"))
    switch ending {
    case .quit: app.send("quit\n")
    case .endOfInput: app.closeInput()
    case .interrupt: app.signal(SIGINT)
    case .terminate: app.signal(SIGTERM)
    case .hangUp: app.signal(SIGHUP)
    }
    let status = await app.waitForExit()
    let expected: Int32 =
      switch ending {
      case .quit, .endOfInput: 0
      case .interrupt: 128 + SIGINT
      case .terminate: 128 + SIGTERM
      case .hangUp: 128 + SIGHUP
      }
    #expect(status == expected)
    #expect(!app.diedOfSignal)
    #expect(app.text.contains("Saved the meeting of 'Standup' in progress"))
    #expect(app.text.contains("Saved 1 sync-up to"))
    let transcript = try self.saved().first?.meetings.first?.transcript ?? ""
    #expect(transcript.hasPrefix("[0:00] Ann: ship it\n"))
    #expect(transcript.contains("Meeting ended early: SyncUps was closed."))
    // Saved in the data file: its journal is gone.
    let left = try FileManager.default.contentsOfDirectory(atPath: self.directory.path)
    #expect(!left.contains { $0.hasPrefix("syncups.json.meeting-") })
  }

  @Test func aSignalStopsAWaitAtOnce() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let app = try AppProcess(data: self.dataURL)
    app.send("add\ntitle Standup\nsave\nwait 600\n")
    #expect(await app.waitFor("> wait 600"))
    let start = Date()
    app.signal(SIGTERM)
    #expect(await app.waitForExit() == 128 + SIGTERM)
    #expect(Date().timeIntervalSince(start) < 10)
    #expect(try self.saved().map(\.title) == ["Standup"])
  }

  @Test func anOpenFormAtTheEndIsDiscardedOutLoud() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let app = try AppProcess(data: self.dataURL)
    app.send("add\ntitle Draft\n")
    app.closeInput()
    #expect(await app.waitForExit() == 0)
    #expect(app.text.contains("Discarded the new sync-up 'Draft', which was never saved"))
  }

  // MARK: Finding 6: a failing save is said at once, and the exit status says it too

  @Test func saveFailuresShowAtOnceAndFailTheExit() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let blocker = self.directory.appendingPathComponent("a-file")
    try Data().write(to: blocker)
    let data = blocker.appendingPathComponent("syncups.json")
    let app = try AppProcess(data: data)
    app.send("add\ntitle Standup\nsave\n")
    #expect(await app.waitFor("! Changes are not being saved:"))
    app.send("quit\n")
    #expect(await app.waitForExit() == 1)
    #expect(app.text.contains("Could not save to \(data.path)"))
  }

  // MARK: Finding 2: a huge duration

  @Test func aHugeDurationIsRefusedNotACrash() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let app = try AppProcess(data: self.dataURL)
    app.send("add\ntitle T\nduration 99999999999999999h\nduration 24h\nsave\nquit\n")
    #expect(await app.waitForExit() == 0)
    #expect(
      app.text.contains("'99999999999999999h' is too long: a sync-up lasts at most 24 hours."))
    #expect(try self.saved().first?.duration == .seconds(86_400))
  }

  // MARK: Finding 3 and bad files: a message, a byte-identical backup, a working app

  static let badFiles: [(String, Data)] = [
    (
      "two sync-ups with one id",
      Data(
        """
        [{"id":"00000000-0000-0000-0000-000000000001","attendees":[],"durationInSeconds":60,
          "meetings":[],"theme":"sky","title":"A"},
         {"id":"00000000-0000-0000-0000-000000000001","attendees":[],"durationInSeconds":60,
          "meetings":[],"theme":"sky","title":"B"}]
        """.utf8)
    ),
    (
      "an overflowing number",
      Data(
        """
        [{"id":"00000000-0000-0000-0000-000000000001","attendees":[],
          "durationInSeconds":99999999999999999999999,"meetings":[],"theme":"sky","title":"A"}]
        """.utf8)
    ),
    (
      "a wrong type",
      Data(#"[{"id":"00000000-0000-0000-0000-000000000001","attendees":"Ann"}]"#.utf8)
    ),
    ("not JSON", Data("not json \u{1B}[31m".utf8)),
    ("binary", Data((0..<256).map { UInt8($0) })),
    ("empty", Data()),
  ]

  @Test(arguments: 0..<badFiles.count)
  func aBadFileIsExplainedBackedUpAndTheAppWorks(index: Int) async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let (name, bytes) = Self.badFiles[index]
    try bytes.write(to: self.dataURL)
    let app = try AppProcess(data: self.dataURL)
    app.send("2\nadd\ntitle Fresh\nsave\nquit\n")
    #expect(await app.waitForExit() == 0, "\(name)")
    #expect(app.text.contains("┌ Data failed to load"), "\(name)")
    #expect(app.text.contains("is not valid sync-up data:"), "\(name)")
    let backups = try self.backups()
    #expect(backups.count == 1, "\(name)")
    #expect(try backups.first.map { try Data(contentsOf: $0) } == bytes, "\(name)")
    #expect(try self.saved().map(\.title) == ["Fresh"], "\(name)")
  }

  @Test func aHugeFileIsRefusedUnread() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    _ = FileManager.default.createFile(atPath: self.dataURL.path, contents: nil)
    let handle = try FileHandle(forWritingTo: self.dataURL)
    try handle.truncate(atOffset: UInt64(SyncUpsFileFormat.maximumFileSize + 1))
    try handle.close()
    let app = try AppProcess(data: self.dataURL)
    app.send("2\nquit\n")
    #expect(await app.waitForExit() == 0)
    #expect(app.text.contains("more than the 32 MB a SyncUps file can be"))
    #expect(try self.backups().count == 1)
  }

  // MARK: Finding 7: titles are printed, never obeyed

  @Test func escapeSequencesInTheDataAreShownNotObeyed() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    var syncUp = SyncUp(
      id: UUID(), duration: .seconds(60), title: "\u{1B}]0;pwned\u{07}\u{1B}[31mRed")
    syncUp.attendees = [Attendee(id: UUID(), name: "\u{9B}2JAnn\u{202E}")]
    try SyncUpsFileFormat.encode([syncUp]).write(to: self.dataURL)
    let app = try AppProcess(data: self.dataURL)
    app.send("1\nstart\nnote \u{1B}[2J\nquit\n")
    #expect(await app.waitForExit() == 0)
    let text = app.text
    #expect(!text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" || $0 == "\u{9B}" })
    #expect(!text.unicodeScalars.contains("\u{202E}"))
    #expect(text.contains("�]0;pwned��[31mRed"))
  }

  // MARK: Two instances on one file

  @Test func twoInstancesOnOneFileKeepBothSetsOfChanges() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let first = try AppProcess(data: self.dataURL)
    let second = try AppProcess(data: self.dataURL)
    #expect(await first.waitFor("No sync-ups yet"))
    #expect(await second.waitFor("No sync-ups yet"))
    first.send("add\ntitle From first\nsave\n")
    #expect(await first.waitFor("1. From first"))
    second.send("add\ntitle From second\nsave\n")
    #expect(await second.waitFor("Another SyncUps saved this file too"))
    #expect(await second.waitFor("2. From second"))
    first.send("quit\n")
    second.send("quit\n")
    #expect(await first.waitForExit() == 0)
    #expect(await second.waitForExit() == 0)
    #expect(Set(try self.saved().map(\.title)) == ["From first", "From second"])
  }
}
