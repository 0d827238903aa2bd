import ComposableArchitecture
import Foundation
import Testing

@testable import SyncUpsFeatures

/// Two SyncUps on one data file (two storage clients here, two processes in
/// ``EndToEndSafetyTests``): neither silently drops what the other saved.
struct SyncUpsFileSharingTests {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("SyncUpsSharing-\(UUID().uuidString)", isDirectory: true)

  var url: URL { self.directory.appendingPathComponent("syncups.json") }

  @Test func aSaveMergesWhatAnotherProcessSavedMeanwhile() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let first = SyncUpsFile(url: self.url)
    let second = SyncUpsFile(url: self.url)
    let shared = SyncUp.fixture(id: 100, title: "Shared")
    #expect(try first.save([shared]) == .saved)
    #expect(try second.load() == [shared])
    _ = try first.load()

    let fromFirst = SyncUp.fixture(id: 200, title: "From first")
    let fromSecond = SyncUp.fixture(id: 300, title: "From second")
    #expect(try first.save([shared, fromFirst]) == .saved)
    let outcome = try second.save([shared, fromSecond])
    guard case .merged(let merge) = outcome else {
      Issue.record("Expected a merge, got \(outcome)")
      return
    }
    #expect(merge.syncUps.map(\.title) == ["Shared", "From first", "From second"])
    #expect(try SyncUpsFile(url: self.url).load() == merge.syncUps)
    #expect(second.takeEvents() == [.merged(merge)])
    #expect(second.takeEvents() == [], "an event is taken once")
  }

  /// A save that starts before the app has taken the previous save's merge (two saves in a
  /// row, as when quitting during a meeting) keeps the other process's changes.
  @Test func aSaveBeforeTheMergeIsTakenKeepsTheOtherProcessesChanges() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let first = SyncUpsFile(url: self.url)
    let second = SyncUpsFile(url: self.url)
    var shared = SyncUp.fixture(id: 100, title: "Shared")
    #expect(try first.save([shared]) == .saved)
    _ = try second.load()
    let retro = SyncUp.fixture(id: 300, title: "Retro")
    #expect(try second.save([shared, retro]) == .saved)

    shared.meetings = [Meeting(id: uuid(9), date: Date(timeIntervalSince1970: 0), transcript: "")]
    guard case .merged = try first.save([shared]) else {
      Issue.record("Expected a merge")
      return
    }
    // The app's list has not taken the merge yet: the same list is saved again, and the merge
    // is made (and offered to the app) again.
    guard case .merged = try first.save([shared]) else {
      Issue.record("Expected the merge again")
      return
    }
    #expect(try SyncUpsFile(url: self.url).load()?.map(\.title) == ["Shared", "Retro"])
    // The app takes the merge and saves it: nothing new to report.
    #expect(try first.save([shared, retro]) == .saved)
    #expect(try SyncUpsFile(url: self.url).load() == [shared, retro])
  }

  @Test func somethingUnreadableWrittenMeanwhileIsMovedAsideNotOverwritten() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let storage = SyncUpsFile(url: self.url)
    #expect(try storage.save([.fixture()]) == .saved)
    try Data("garbage".utf8).write(to: self.url)
    guard case .merged(let merge) = try storage.save([.fixture()]) else {
      Issue.record("Expected the save to report the replaced file")
      return
    }
    let backup = try #require(merge.conflicts.first?.components(separatedBy: "moved to ").last)
    #expect(try String(contentsOfFile: backup, encoding: .utf8) == "garbage")
    #expect(try SyncUpsFile(url: self.url).load() == [.fixture()])
  }

  /// Two clients saving concurrently from many tasks: every sync-up either added ends up in
  /// the file (the lock and the merge together lose nothing).
  @Test func concurrentSavesLoseNothing() async throws {
    defer { try? FileManager.default.removeItem(at: self.directory) }
    let clients = [SyncUpsFile(url: self.url), SyncUpsFile(url: self.url)]
    try await withThrowingTaskGroup(of: Void.self) { group in
      for (index, client) in clients.enumerated() {
        group.addTask {
          var mine: IdentifiedArrayOf<SyncUp> = []
          for step in 0..<20 {
            mine.append(.fixture(id: 1_000 * (index + 1) + step * 10, title: "\(index)-\(step)"))
            if case .merged(let merge) = try client.save(mine) {
              mine = merge.syncUps
            }
          }
        }
      }
      try await group.waitForAll()
    }
    let saved = try SyncUpsFile(url: self.url).load()
    #expect(saved?.count == 40)
  }
}
