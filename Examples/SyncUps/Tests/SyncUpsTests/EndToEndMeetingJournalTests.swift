import Foundation
import TestSupport
import Testing

@testable import SyncUpsFeatures

#if canImport(Glibc)
  import Glibc
#endif

/// A meeting in progress survives `kill -9`: it is journaled beside the data file at every
/// change, and the next launch saves it and says so.
@Suite(.serialized, .temporaryDirectory)
struct EndToEndMeetingJournalTests {
  let directory = temporaryPath("data")

  var dataURL: URL { self.directory.appendingPathComponent("syncups.json") }

  init() throws {
    try FileManager.default.createDirectory(at: self.directory, withIntermediateDirectories: true)
  }

  func saved() throws -> [SyncUp] {
    Array(try SyncUpsFileFormat.decode(Data(contentsOf: self.dataURL)))
  }

  /// The journal files beside the data file.
  func journals() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: self.directory.path)
      .filter { $0.hasPrefix("syncups.json.meeting-") }
  }

  /// Waits until a journal beside the data file contains `text`: whether one did within 10 s.
  func eventuallyJournaled(_ text: String) async -> Bool {
    await eventually(timeout: .seconds(10)) {
      let journals = (try? self.journals()) ?? []
      return journals.contains { name in
        let url = self.directory.appendingPathComponent(name)
        return (try? String(contentsOf: url, encoding: .utf8))?.contains(text) == true
      }
    }
  }

  @Test func aMeetingInProgressSurvivesSIGKILL() async throws {
    let app = try AppProcess(data: self.dataURL)
    app.send("add\ntitle Standup\nduration 10m\nattendee Ann\nsave\n1\nstart\nnote ship it\n")
    #expect(await app.waitFor("[0:00] Ann: ship it"))
    app.send("wait 2.5\nnote and test it\n")
    #expect(await app.waitFor("Ann: and test it"))
    // The note is journaled at once: kill the app once the journal holds it.
    #expect(await self.eventuallyJournaled("and test it"))
    app.signal(SIGKILL)
    _ = await app.waitForExit()
    #expect(app.diedOfSignal)
    #expect(try self.saved().first?.meetings == [])
    #expect(try self.journals().contains { $0.hasSuffix(".json") })

    let next = try AppProcess(data: self.dataURL)
    #expect(await next.waitFor("Recovered the meeting of 'Standup'"))
    next.send("quit\n")
    #expect(await next.waitForExit() == 0)
    let meetings = try self.saved().first?.meetings ?? []
    #expect(meetings.count == 1)
    let transcript = meetings.first?.transcript ?? ""
    // (The second note's time depends on the machine's load.)
    #expect(transcript.hasPrefix("[0:00] Ann: ship it\n["))
    #expect(transcript.contains(" Ann: and test it\n["))
    #expect(transcript.contains("Meeting interrupted: SyncUps stopped before saving it"))
    #expect(try self.journals() == [])

    // Recovered once: a third launch has nothing to recover and keeps one meeting.
    let third = try AppProcess(data: self.dataURL)
    third.send("quit\n")
    #expect(await third.waitForExit() == 0)
    #expect(!third.text.contains("Recovered"))
    #expect(try self.saved().first?.meetings.count == 1)
  }

  @Test func aSecondSyncUpsLeavesALiveMeetingAlone() async throws {
    let first = try AppProcess(data: self.dataURL)
    first.send("add\ntitle Standup\nduration 10m\nattendee Ann\nsave\n1\nstart\nnote mine\n")
    #expect(await first.waitFor("[0:00] Ann: mine"))
    // The first app's meeting is live and journaled before the second app starts.
    #expect(await self.eventuallyJournaled("Ann: mine"))

    let second = try AppProcess(data: self.dataURL)
    second.send("add\ntitle Retro\nsave\nquit\n")
    #expect(await second.waitForExit() == 0)
    #expect(!second.text.contains("Recovered"))
    #expect(try self.saved().first { $0.title == "Standup" }?.meetings == [])

    first.send("quit\n")
    #expect(await first.waitForExit() == 0)
    let saved = try self.saved()
    #expect(Set(saved.map(\.title)) == ["Standup", "Retro"])
    #expect(saved.first { $0.title == "Standup" }?.meetings.count == 1)
    #expect(try self.journals() == [])
  }
}
