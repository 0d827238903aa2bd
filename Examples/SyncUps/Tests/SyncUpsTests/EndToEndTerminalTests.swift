import Foundation
import Testing

@testable import SyncUpsFeatures

#if canImport(Glibc)
  import Glibc
#endif

/// The app at a terminal (a pseudo-terminal here), where it redraws once a second during a
/// meeting: what is being typed, help and error messages survive the redraws.
@Suite(.serialized)
struct EndToEndTerminalTests {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("SyncUpsTerminal-\(UUID().uuidString)", isDirectory: true)

  var dataURL: URL { self.directory.appendingPathComponent("syncups.json") }

  init() throws {
    try FileManager.default.createDirectory(at: self.directory, withIntermediateDirectories: true)
  }

  /// The last full screen the app drew (after its last "clear screen").
  func lastScreen(_ app: AppProcess) -> String {
    String(app.text.components(separatedBy: "\u{1B}[2J\u{1B}[H").last ?? "")
  }

  /// Waits for the meeting timer's next redraw, then for the screen drawn last to satisfy
  /// `shows` (a screen arrives in pieces): whether it did within five seconds.
  func nextRedraw(_ app: AppProcess, shows: (String) -> Bool) async -> Bool {
    let mark = app.text.count
    guard await app.waitFor("Elapsed ", after: mark, timeout: .seconds(5)) else { return false }
    return await app.waitUntil(timeout: .seconds(5)) { _ in shows(self.lastScreen(app)) }
  }

  @Test func aRedrawKeepsTheLineBeingTypedHelpAndErrors() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let app = try AppProcess(data: self.dataURL, terminal: true)
    #expect(await app.waitFor("No sync-ups yet"))
    // The header stays on every screen, so it can be read.
    #expect(self.lastScreen(app).contains("SyncUps · data: \(self.dataURL.path)"))
    app.send("add\rtitle Standup\rduration 10m\rattendee Ann\rsave\r1\rstart\r")
    #expect(await app.waitFor("Meeting: Standup"))

    app.send("frobnicate\r")
    #expect(await app.waitFor("Unknown command 'frobnicate'"))
    #expect(
      await self.nextRedraw(app) { $0.contains("! Unknown command 'frobnicate' during a meeting.") }
    )

    app.send("help\r")
    #expect(await app.waitFor("Commands here:"))
    #expect(await self.nextRedraw(app) { $0.contains("note TEXT") })

    app.send("note half-typ")
    #expect(await self.nextRedraw(app) { $0.hasSuffix("> note half-typ") })
    // Backspace and the rest of the line: the app received exactly what is on screen.
    app.send("\u{7F}\u{7F}\u{7F}typed\r")
    #expect(await app.waitFor("Ann: half-typed"))
    #expect(self.lastScreen(app).contains("SyncUps · data:"))

    app.send("\u{04}")
    #expect(await app.waitForExit() == 0)
    #expect(app.text.contains("Saved the meeting of 'Standup' in progress"))
  }

  @Test func ctrlCAtTheTerminalSavesAndRestoresTheTerminal() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let app = try AppProcess(data: self.dataURL, terminal: true)
    #expect(await app.waitFor("No sync-ups yet"))
    app.send("add\rtitle Standup\rsave\r")
    #expect(await app.waitFor("5 min · 1 attendee"))
    app.signal(SIGINT)
    #expect(await app.waitForExit() == 128 + SIGINT)
    #expect(app.text.contains("Stopping: received SIGINT (Ctrl-C)."))
    #expect(app.text.contains("Saved 1 sync-up to"))
  }
}
