import Foundation
import TestSupport
import Testing

@testable import SyncUpsFeatures

/// Runs the built `SyncUps` executable with piped scripts against a temporary data file.
@Suite(.serialized)
struct EndToEndTests {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("SyncUpsEndToEnd-\(UUID().uuidString)", isDirectory: true)

  var dataURL: URL { self.directory.appendingPathComponent("syncups.json") }

  @Test func createEditRecordDeleteQuitAndRestart() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let first = try await self.run(
      """
      add
      save
      title Design
      duration 0
      save
      duration 2s
      attendee Blob
      attendee Blob Jr
      theme sky
      save
      add
      title Temp
      attendee Someone
      save
      1
      edit
      title Design review
      save
      start
      note ship it
      wait 5
      1
      back
      back
      2
      delete
      1
      frobnicate
      42
      quit
      """
    )
    #expect(first.status == 0)
    let out = first.output
    #expect(out.contains("! The title can't be empty."))
    #expect(out.contains("! The duration must be longer than zero."))
    #expect(out.contains("1. Design  2 s · 2 attendees · sky"))
    #expect(out.contains("Edit sync-up"))
    #expect(out.contains("Meeting: Design review"))
    #expect(out.contains("2. Blob Jr (speaking)"))
    #expect(out.contains("[0:00] Blob: ship it"))
    #expect(out.contains("Design review: meeting of "))
    #expect(out.contains("┌ Delete?"))
    #expect(out.contains("! Unknown command 'frobnicate' on the list. Type 'help' for commands."))
    #expect(out.contains("! Pick a sync-up number from 1 to 1. Type 'help' for commands."))
    #expect(out.contains("Saved 1 sync-up to \(self.dataURL.path). Bye!"))
    #expect(!out.contains("\u{1B}["), "no colour when stdout is not a terminal")

    let saved = try self.savedSyncUps()
    #expect(saved.map(\.title) == ["Design review"])
    #expect(saved.first?.duration == .seconds(2))
    #expect(saved.first?.attendees.map(\.name) == ["Blob", "Blob Jr"])
    #expect(saved.first?.meetings.map(\.transcript) == ["[0:00] Blob: ship it\n"])

    // Restart: the data is still there; Ctrl-D (end of input) saves and exits too.
    let second = try await self.run("1\n")
    #expect(second.status == 0)
    #expect(second.output.contains("1. Design review  2 s · 2 attendees · sky"))
    #expect(second.output.contains("Past meetings:\n    1. "))
    #expect(second.output.contains("Saved 1 sync-up to"))
    #expect(try self.savedSyncUps().map(\.title) == ["Design review"])
  }

  @Test func endAMeetingEarlyAndDiscardOne() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let result = try await self.run(
      """
      add
      title Standup
      duration 10m
      attendee Ann
      save
      1
      start
      end
      3
      end
      2
      start
      next
      1
      quit
      """
    )
    #expect(result.status == 0)
    #expect(result.output.contains("┌ End meeting?"))
    #expect(result.output.contains("│ 2. Discard"))
    #expect(result.output.contains("│ 3. Resume"))
    let saved = try self.savedSyncUps()
    // The first meeting was discarded; the second was saved from the last speaker's dialog.
    #expect(saved.first?.meetings.count == 1)
  }

  @Test func corruptDataIsBackedUpNotWiped() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    try FileManager.default.createDirectory(at: self.directory, withIntermediateDirectories: true)
    try Data("this is not JSON".utf8).write(to: self.dataURL)
    let result = try await self.run("2\nadd\ntitle Fresh\nsave\nquit\n")
    #expect(result.status == 0)
    #expect(result.output.contains("┌ Data failed to load"))
    #expect(result.output.contains("is not valid sync-up data"))
    #expect(result.output.contains("The file was moved to \(self.dataURL.path).backup-"))
    let backups = try FileManager.default.contentsOfDirectory(atPath: self.directory.path)
      .filter { $0.hasPrefix("syncups.json.backup-") }
    #expect(backups.count == 1)
    let backup = self.directory.appendingPathComponent(backups[0])
    #expect(try String(contentsOf: backup, encoding: .utf8) == "this is not JSON")
    #expect(try self.savedSyncUps().map(\.title) == ["Fresh"])
  }

  // MARK: - Helpers

  struct Result {
    var status: Int32
    var output: String
  }

  /// Runs the app with `script` on standard input; gives up after a generous 60 seconds.
  func run(_ script: String) async throws -> Result {
    let finished = try await runProcess(
      try AppProcess.executable(), arguments: ["--data", self.dataURL.path],
      input: Data((script + "\n").utf8), timeLimit: .seconds(60))
    return Result(status: finished.status, output: finished.text)
  }

  func savedSyncUps() throws -> [SyncUp] {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return try decoder.decode([SyncUp].self, from: Data(contentsOf: self.dataURL))
  }
}
